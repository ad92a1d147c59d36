// The sync session of the signed-in chef: opens their database, starts the engine, and tears both
// down on sign-out or when another chef signs in. The app calls `syncChef` whenever the session
// changes; everything else reads the active database. The engine of the page's start begins its
// work after the first screen has shown its rows (src/lib/first-screen.ts).
import type { ApiClient } from '@/api/client';
import type { ChefStatus, OrderHistoryQueryInput, User } from '@/contract';
import { setActiveChefDb } from '@/db/active-chef-db';
import { ChefDb } from '@/db/chef-db';
import { forgetSignedInChef, rememberSignedInChef } from '@/db/device-db';
import { forgetChefOnThisDevice } from '@/db/forget-chef';
import type { RealtimeSettings } from '@/lib/realtime';
import { isApproved } from '@/session/guard';
import { approvedOnlyCollections, type CollectionName } from '../pull/collections';
import { SyncEngine } from './engine';
import { inBackground } from './in-background';
import { journalOf } from '../journal/journal';
import { journalOutboxListener, startJournal } from '../journal/journal-notes';
import * as orderHistory from '../operations/order-history';
import * as earnings from '../operations/earnings';
import { pullCollection } from '../pull/pull';
import { watchStatus } from './account-watch';
import { announceServerProfile, onServerProfile } from '../operations/server-profile';

export type ChefSyncDeps = {
  api: ApiClient;
  realtime: RealtimeSettings | null;
  /** The engine starts when this resolves (the page's first screen shown); at once without it. */
  startAfter?: Promise<void>;
};

type Active = {
  chefId: number;
  db: ChefDb;
  engine: SyncEngine;
  api: ApiClient;
  /** Resolves when the engine has started (its first pull of every collection is under way). */
  started: Promise<void>;
  stopWatching: () => void;
  stopJournal: () => Promise<void>;
};
let active: Active | null = null;

/** Start syncing `chef` (or stop, with null). Idempotent for the same chef. `status` is the
 * account's as the session has it: a chef not approved (in onboarding, on hold) does not ask for
 * what only an approved chef may read (the server would answer 403 at each start and reconnect);
 * once the server says the chef is approved, those are pulled at once. */
export function syncChef(chef: { id: number; token: string; status?: ChefStatus | undefined } | null, deps: ChefSyncDeps): void {
  if (chef && active?.chefId === chef.id) {
    inBackground(rememberSignedInChef(chef.id, chef.token), 'Remembering the signed-in chef');
    return;
  }
  void stopActive();
  if (!chef) {
    inBackground(forgetSignedInChef(), 'Forgetting the signed-in chef');
    return;
  }
  const db = new ChefDb(chef.id);
  let status = chef.status;
  const engine = new SyncEngine({
    mayPull: (name) => !approvedOnlyCollections.has(name) || isApproved(status),
    db,
    api: deps.api,
    realtime: deps.realtime ? { settings: deps.realtime, chefId: chef.id } : null,
    onAuthRequired: () => {}, // the API client's 401 hook signs the chef out; sign-in starts a new engine
    onOutboxEvent: journalOutboxListener(journalOf(db)), // the chef's journal: sent, answered, refused
  });
  const stopJournal = startJournal(db);
  const stopStatusWatch = watchStatus(db, chef.id);
  // The account as the server answers it: approved now, the kitchen, orders, menu and tickets come.
  const stopFollowingStatus = onServerProfile((user) => {
    if (user.id !== chef.id) return;
    const was = isApproved(status);
    status = user.status;
    if (!was && isApproved(status) && active === session) inBackground(engine.pullAll(), 'Pulling what an approved chef reads');
  });
  const stopWatching = () => {
    stopStatusWatch();
    stopFollowingStatus();
  };
  const session: Active = { chefId: chef.id, db, engine, api: deps.api, started: Promise.resolve(), stopWatching, stopJournal };
  active = session;
  // Not started when the chef signed out (or another signed in) meanwhile.
  const start = () => {
    if (active === session) engine.start();
  };
  setActiveChefDb(db);
  inBackground(rememberSignedInChef(chef.id, chef.token), 'Remembering the signed-in chef');
  session.started = deps.startAfter ? deps.startAfter.then(start) : Promise.resolve(start());
}

function stopActive(): Promise<void> {
  if (!active) return Promise.resolve();
  active.engine.stop();
  active.stopWatching();
  const { db } = active;
  const closed = active.stopJournal().finally(() => db.close()); // what the journal still holds is written first
  inBackground(closed, 'Closing the journal');
  active = null;
  setActiveChefDb(null);
  return closed.catch(() => undefined);
}

/** Sign-out: stop syncing and close the chef's database (before it is deleted). */
export async function endChefSync(): Promise<void> {
  await stopActive();
}

/** This device was signed out from another one (its 401 said so; the session is cleared): stop
 * syncing and forget the chef's data, as a logout does (src/session/signed-out-device.ts). */
export async function forgetSignedOutChef(chefId: number): Promise<void> {
  await stopActive();
  await forgetChefOnThisDevice(chefId);
}

/** Send what is waiting now (before an app update reloads the page). */
export async function flushActiveOutbox(): Promise<void> {
  await active?.engine.sendNow();
}

export function restartRealtime(): void {
  active?.engine.restartRealtime();
}

/** Pull one collection now ("Try again" on a screen that could not load); resolves when that pull
 * ended, whatever its outcome (a failure is recorded for the screen and tried again later). */
export async function pullNow(name: CollectionName): Promise<void> {
  await active?.engine.pull(name);
}

/** A screen opened: pull its collection, unless a pull of it is under way (the app's start pull). */
export async function refreshOnOpen(name: CollectionName): Promise<void> {
  const opened = active;
  if (!opened) return;
  // Before the engine's start, its first pull of every collection is still to come: that one.
  await opened.started;
  if (active === opened) await opened.engine.refresh(name);
}

/** Fetch one support ticket with its messages into `db` (the ticket screen opened; `ref` is its
 * client_id or id). Never rejects: false when it could not be read (offline, the local copy stands). */
export async function pullTicket(db: ChefDb, ref: string): Promise<boolean> {
  if (!active || active.db !== db) return false;
  return active.engine.pullTicket(ref);
}

/** Fetch and keep one page of the order history (the screen reads it from Dexie). */
export async function loadOrderHistoryPage(query: OrderHistoryQueryInput): Promise<void> {
  if (!active) return;
  await orderHistory.loadOrderHistoryPage(active.db, active.api, query);
}

/** Fetch and keep the earnings' last 14 days (the screen reads them from Dexie). */
export async function loadEarnings(): Promise<void> {
  if (!active) return;
  await earnings.loadEarnings(active.db, active.api);
}

/** Fetch one order again (the details screen); offline, the local copy stands. */
export async function refreshOrder(id: number): Promise<void> {
  if (!active) return;
  await orderHistory.refreshOrder(active.db, active.api, id);
}

/** An account the server answered outside the outbox (the documents upload): keep it and let the
 * session follow, so the chef moves on to the next step. */
export async function acceptServerProfile(user: User): Promise<void> {
  if (active?.chefId === user.id) {
    const { db } = active;
    await db.transaction('rw', [db.profile], async () => {
      await db.profile.put(user);
    });
  }
  announceServerProfile(user);
}

/** Ask the server for the chef's account now ("Check status" while waiting for approval). */
export async function refreshProfile(): Promise<void> {
  if (!active) return;
  await pullCollection(active.db, active.api, 'profile');
}
