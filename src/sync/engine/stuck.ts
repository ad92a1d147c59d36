// A way out for an action that keeps failing (docs/sync.md "Stuck actions"). An entry that the API
// itself has answered with a temporary failure STUCK_AFTER_TRIES times (countsTowardsStuck), over
// at least STUCK_MIN_AGE_MS, or that still fails STUCK_AFTER_MS after the chef's tap (with at
// least STUCK_MIN_TRIES tries), becomes "stuck": it is no longer sent on its own, and the chef sees
// it with "Try again", "Discard" and "Copy". Later entries of its entity go ahead unless they depend
// on it: two actions depend on each other when they are about the same thing (the same order,
// notification, food, or ticket; the kitchen and the profile are one thing each); a reorder of
// the whole menu depends on every food. An entry this build does not understand that has waited
// for a newer build for days (operation-versions.ts) is shown as stuck too, to be discarded.
import { ApiError } from '@/api/errors';
import type { ChefDb } from '@/db/chef-db';
import type { OutboxEntry, OutboxOperation } from '@/db/outbox-entry';
import { withStorage } from '@/db/storage-health';
import { noteDropped } from './dropped-actions';
import { leftTooLong, understands } from './operation-versions';
import { isKnownOperation, operationSpec } from '../operations/operations';

export const STUCK_AFTER_TRIES = 8;
export const STUCK_AFTER_MS = 2 * 24 * 60 * 60_000;
export const STUCK_MIN_TRIES = 3;
/** No entry is stuck before it has been failing this long: a deploy, a restart behind a proxy, a
 * rate limit after a reconnect's backlog all pass within minutes. */
export const STUCK_MIN_AGE_MS = 10 * 60_000;

/** "Not now", whoever says it: a gateway that could not reach the API (502, 504), the API or a
 * proxy unavailable for a while (503, maintenance during a deploy), a rate limit (429), and
 * Cloudflare's 520-530 (the origin unreachable). None is this action's fault. */
const notNow = (status: number) => status === 429 || status === 502 || status === 503 || status === 504 || (status >= 520 && status <= 530);

/** Does this temporary failure count towards STUCK_AFTER_TRIES? Only an answer of the API itself
 * (its JSON error envelope: a 500 on this payload) that is not a "not now". No answer, a time-out,
 * or any page from something between the device and the API (a proxy's HTML 502, a CDN's 52x, a
 * 408 without the envelope) is the kitchen's network or the way to the API, like a lost
 * connection: it backs off and never makes an entry stuck before the two-day rule. */
export function countsTowardsStuck(error: unknown): boolean {
  return error instanceof ApiError && error.fromApi && error.status !== null && !notNow(error.status);
}

/** What a form waiting on a discarded action hears (whenSettled). */
export const DISCARDED = 'You discarded it on this device.';

/** After this temporary failure (`attempts` tries in all, this one included; `answered` of them
 * counted by countsTowardsStuck; `failingSince` the first failure, this one if none before), is
 * the entry stuck? Only the API's own answers count towards STUCK_AFTER_TRIES, and only once it
 * has been failing for STUCK_MIN_AGE_MS: no connection, no answer and a proxy's page are the
 * kitchen's network or the way to the API (an outage of many minutes behind a working Wi-Fi, a
 * deploy), not this action's fault; they make an entry stuck only by the two-day rule. */
export function becomesStuck(entry: Pick<OutboxEntry, 'actionAt' | 'failingSince'>, attempts: number, now: number, answered: number = attempts): boolean {
  const failingFor = now - (entry.failingSince ?? now);
  if (answered >= STUCK_AFTER_TRIES && failingFor >= STUCK_MIN_AGE_MS) return true;
  const tappedAt = Date.parse(entry.actionAt);
  return attempts >= STUCK_MIN_TRIES && Number.isFinite(tappedAt) && now - tappedAt >= STUCK_AFTER_MS;
}

export function isStuck(entry: Pick<OutboxEntry, 'stuckAt'>): boolean {
  return typeof entry.stuckAt === 'number';
}

const ALL = '*';

/** What an action is about, for "depends on": '*' = everything on its entity. */
export function dependencyKey(entity: string, operation: OutboxOperation): string {
  switch (operation.kind) {
    case 'createFood':
      return `food:${operation.food.client_id}`;
    case 'reorderFoods':
      return ALL;
    case 'updateFood':
    case 'deleteFood':
    case 'setFoodQuantity':
    case 'setFoodAvailability':
    case 'createOptionGroup':
    case 'updateOptionGroup':
    case 'deleteOptionGroup':
    case 'reorderOptionGroups':
    case 'createOption':
    case 'updateOption':
    case 'deleteOption':
    case 'reorderOptions':
      return `food:${operation.foodKey}`;
    case 'createTicket':
      return `ticket:${operation.ticket.client_id}`;
    case 'replyToTicket':
    case 'readTicket':
      return `ticket:${operation.ticketKey}`;
    default: {
      // Orders, notifications, the kitchen, the profile: the entity is the one thing they are about.
      // A kind this build does not know (a newer tab wrote it) depends on everything.
      return isKnownOperation((operation as { kind: string }).kind) ? entity : ALL;
    }
  }
}

/** Why the chef is shown an entry as stuck: it kept failing, or it was written by a newer build
 * of the app and waited too long for it (only Discard helps there: this build cannot send it). */
export type StuckWhy = 'failed' | 'newerVersion';

/** The entries the chef is shown as stuck ("Could not send"), in the order given, with why. */
export function stuckEntries(entries: readonly OutboxEntry[], now: number): { entry: OutboxEntry; why: StuckWhy }[] {
  return entries.flatMap((entry): { entry: OutboxEntry; why: StuckWhy }[] => {
    if (!understands(entry) && (isStuck(entry) || leftTooLong(entry, now))) return [{ entry, why: 'newerVersion' }];
    return isStuck(entry) ? [{ entry, why: 'failed' }] : [];
  });
}

/** Walks the queue in order (claimDueHeads) and says which entries wait for the chef: a stuck
 * entry, and an entry of the same entity that depends on one (or on an entry that waits). */
export class StuckGate {
  private readonly blocked = new Map<string, Set<string>>();

  skip(entry: OutboxEntry): boolean {
    const key = dependencyKey(entry.entity, entry.operation);
    const keys = this.blocked.get(entry.entity);
    const waits = isStuck(entry) || (keys !== undefined && (keys.has(ALL) || key === ALL || keys.has(key)));
    if (!waits) return false;
    this.blocked.set(entry.entity, (keys ?? new Set<string>()).add(key));
    return true;
  }
}

/** "Try again": back into the queue, due now, with a fresh count of tries. */
export async function tryStuckAgain(db: ChefDb, seq: number, now = Date.now()): Promise<void> {
  await withStorage(db, () => db.outbox.update(seq, { stuckAt: null, attempts: 0, answeredFailures: 0, failingSince: null, nextAttemptAt: now }));
}

/** "Discard": the entry is removed (unless a sender holds it right now); the caller pulls the
 * collection it returns, which undoes its optimistic change (none for a kind this build does not
 * know: the next pulls bring the server's copies). */
export async function discardStuck(db: ChefDb, seq: number, now = Date.now()): Promise<ReturnType<typeof operationSpec>['collection'] | null> {
  return withStorage(db, () =>
    db.transaction('rw', db.outbox, db.kv, async () => {
      const entry = await db.outbox.get(seq);
      if (!entry || !(isStuck(entry) || leftTooLong(entry, now))) return null;
      await db.outbox.delete(seq);
      await noteDropped(db, [entry], DISCARDED); // whoever waits on it hears it was not saved
      return isKnownOperation(entry.operation.kind) ? operationSpec(entry.operation).collection : null;
    }),
  );
}
