// "Accept (usual time)" tapped on a new-order notification, in the service worker, with or without
// an app window open. The accept is a chef action like a tap in the app: it is written by the same
// `mutate` (optimistic change and outbox entry in one transaction, the entry's id the Idempotency-Key,
// the click time the tap time, the minutes the Accept dialog would start with), noted in the
// chef's journal as the service worker's, and sent by the worker's outbox flush at once; what is
// left (offline, a 5xx) waits in the outbox for Background Sync (where a window of the app exists),
// the next push (sendWaitingOnPush) or the app's next start. The order
// may have arrived by push only: online, it is read first through the guarded write pulls use
// (the kitchen too, for busy mode set on another device); offline, the entry is written anyway and
// applied on top of the order when a pull brings it (docs/sync.md, "Pulls").
import type { NotificationAcceptAnswer } from '@/contract/push-message';
import { chefDbExists, existingChefDb, type ChefDb } from '@/db/chef-db';
import { signedInChef, type SignedInChef } from '@/db/device-db';
import { SERVICE_WORKER_CONTEXT } from '@/db/journal-entry';
import type { OutboxEntry } from '@/db/outbox-entry';
import { flushFromServiceWorker, serviceWorkerApi, type BackgroundFlushDeps } from '../engine/background-flush';
import { JournalWriter, setJournalWriter } from '../journal/journal';
import { journalOutboxListener } from '../journal/journal-notes';
import { mutate } from '../engine/mutate';
import { understands } from '../engine/operation-versions';
import { refreshOrder } from './order-history';
import { pullCollection } from '../pull/pull';
import { readUsualPreparationTime } from './usual-preparation-time';

/** The worker's answer, or 'open-app' when only the app can help (nobody signed in, no usual time):
 * the chef chooses in the Accept dialog. */
export type NotificationAcceptResult = NotificationAcceptAnswer | { kind: 'open-app' };

export type NotificationAcceptDeps = Omit<BackgroundFlushDeps, 'onOutboxEvent'>;

/** Accepts in progress, by order: a notification clicked twice while the first click is still being
 * handled gets the first click's answer instead of a second action. */
const inProgress = new Map<number, Promise<NotificationAcceptResult>>();

export function acceptFromNotification(orderId: number, clickedAt: Date, deps: NotificationAcceptDeps = {}): Promise<NotificationAcceptResult> {
  const running = inProgress.get(orderId);
  if (running) return running;
  const work = accept(orderId, clickedAt, deps).finally(() => inProgress.delete(orderId));
  inProgress.set(orderId, work);
  return work;
}

type OpenChefDb = { db: ChefDb; journal: JournalWriter; chef: SignedInChef };

/** The signed-in chef's database with the worker's journal writer (written before it returns: the
 * browser may stop the worker soon after), or null when nobody is signed in on this device. */
async function withChefDb<T>(deps: NotificationAcceptDeps, work: (opened: OpenChefDb) => Promise<T>): Promise<T | null> {
  const chef = await (deps.readSignedInChef ?? signedInChef)();
  if (!chef || !(await chefDbExists(chef.chefId, deps.dbOptions))) return null;
  const db = existingChefDb(chef.chefId, deps.dbOptions);
  const journal = new JournalWriter(db, { context: SERVICE_WORKER_CONTEXT, now: deps.now, schedule: () => () => {} });
  setJournalWriter(db, journal); // mutate's "tapped" line is the worker's
  try {
    return await work({ db, journal, chef });
  } finally {
    await journal.flush();
    db.close();
  }
}

/** Sends what waits (the worker as a sender, docs/sync.md "Who sends"); what fails stays queued. */
async function flushHere(deps: NotificationAcceptDeps, journal: JournalWriter): Promise<void> {
  await flushFromServiceWorker({ ...deps, onOutboxEvent: journalOutboxListener(journal) }).catch((error: unknown) => {
    console.warn('Actions wait in the outbox', error);
  });
}

async function accept(orderId: number, clickedAt: Date, deps: NotificationAcceptDeps): Promise<NotificationAcceptResult> {
  const result = await withChefDb(deps, async ({ db, journal, chef }): Promise<NotificationAcceptResult> => {
    await readFreshCopies(db, serviceWorkerApi(chef, deps), orderId);
    let entry = await queuedAccept(db, orderId);
    if (!entry) {
      const order = await db.orders.get(orderId);
      if (order && order.status !== 'pending') return { kind: 'not-pending' };
      const minutes = await readUsualPreparationTime(db, clickedAt.getTime());
      if (minutes === null) return { kind: 'open-app' };
      entry = await mutate(db, { kind: 'acceptOrder', orderId, preparationTime: minutes, notes: '' }, { now: () => clickedAt });
    }
    await flushHere(deps, journal);
    return answerFor(db, entry);
  });
  return result ?? { kind: 'open-app' };
}

/**
 * A push arrived with no app window on screen: the device is online now. Chromium lets a worker
 * register Background Sync only while a window of the app exists, so with the app closed an accept
 * queued offline is sent here: the order's reminders come every minute while it waits. For the
 * order of `orderId` with an accept waiting on this device: sends it and answers what became of
 * it (its reminder must not ring); with another order's id, null at once (the caller rings, then
 * calls again with null); with null: sends whatever waits, answers null.
 */
export async function sendWaitingOnPush(orderId: number | null, deps: NotificationAcceptDeps = {}): Promise<NotificationAcceptAnswer | null> {
  try {
    const answer = await withChefDb(deps, async ({ db, journal }) => {
      if ((await db.outbox.count()) === 0) return null;
      const entry = orderId === null ? undefined : await queuedAccept(db, orderId);
      if (orderId !== null && !entry) return null; // nothing of this order: its reminder rings first
      await flushHere(deps, journal);
      return entry ? answerFor(db, entry) : null;
    });
    return answer ?? null;
  } catch (error) {
    console.warn('Could not send the waiting actions on a push', error);
    return null;
  }
}

/** Online: the order (it may have come by push only) and the kitchen (busy mode) as the server has
 * them, through the guarded writes. Offline or failing: what the device has will do. */
async function readFreshCopies(db: ChefDb, api: ReturnType<typeof serviceWorkerApi>, orderId: number): Promise<void> {
  const results = await Promise.allSettled([refreshOrder(db, api, orderId), pullCollection(db, api, 'kitchen')]);
  for (const result of results) if (result.status === 'rejected') console.warn('Accepting with what the device has', result.reason);
}

/** An accept of this order already waiting in the outbox (an earlier click, or the app's tap). */
async function queuedAccept(db: ChefDb, orderId: number): Promise<OutboxEntry | undefined> {
  const entries = await db.outbox.where('entity').equals(`order:${orderId}`).toArray();
  return entries.find((entry) => entry.operation.kind === 'acceptOrder');
}

/** Where the entry is now: still waiting, refused for good ("Not saved"), or answered. */
async function answerFor(db: ChefDb, entry: OutboxEntry): Promise<NotificationAcceptAnswer> {
  const minutes = understands(entry) && entry.operation.kind === 'acceptOrder' ? entry.operation.preparationTime : 0;
  if (await db.outbox.where('id').equals(entry.id).count()) return { kind: 'queued', minutes };
  const refused = await db.notSaved.get(entry.id);
  if (refused) return { kind: 'refused', reason: refused.reason };
  return { kind: 'accepted', minutes };
}
