// What the screens know about a collection's pulls, kept in its `syncState` row: when it was last
// pulled successfully (written by the pull's own transaction, pull.ts), whether a pull is owed
// (an event said it changed, or the last pull failed) and the last error. A row exists only once
// a pull succeeded (other code reads "has a row" as "was pulled"), so a collection that was never
// pulled keeps its failures under a `kv` key instead, until its first pull succeeds. From both,
// `loadState` tells a screen with nothing to show "nothing here" from "could not load".
import type { ChefDb } from '@/db/chef-db';
import type { SyncStateRow } from '@/db/rows';
import { withStorage } from '@/db/storage-health';
import type { CollectionName } from './collections';

/** Shown when what a screen shows is older than this and could not be refreshed. */
export const STALE_AFTER_MS = 60_000;

/** A failed pull of a collection that was never pulled (db.kv, under `neverPulledKey`). */
export type FirstPullFailure = { lastError: string; failedAt: number };

export const neverPulledKey = (name: CollectionName): string => `pullFailed:${name}`;

/** An event said the collection changed: what this device has is behind until the next pull. */
export function markStale(db: ChefDb, name: CollectionName): Promise<void> {
  return record(db, name, async () => {
    await db.syncState.update(name, { stale: true });
  });
}

export function markFailed(db: ChefDb, name: CollectionName, error: unknown, at: number = Date.now()): Promise<void> {
  const lastError = error instanceof Error ? error.message : String(error);
  return record(db, name, () =>
    db.transaction('rw', db.syncState, db.kv, async () => {
      if (await db.syncState.get(name)) await db.syncState.update(name, { stale: true, lastError, failedAt: at });
      else await db.kv.put({ key: neverPulledKey(name), value: { lastError, failedAt: at } satisfies FirstPullFailure });
    }),
  );
}

async function record(db: ChefDb, name: CollectionName, write: () => Promise<void>): Promise<void> {
  try {
    await withStorage(db, write);
  } catch (error) {
    console.warn(`Could not record the pull state of ${name}`, error); // the storage banner says why
  }
}

/** Whether a screen should say that what it shows is old: pulled over a minute ago and behind. */
export function isOutdated(row: SyncStateRow | undefined, online: boolean, now: number): boolean {
  if (!row) return false;
  return now - row.pulledAt > STALE_AFTER_MS && (row.stale === true || !online);
}

/**
 * What a screen whose collection has no rows to show should say:
 * - `loaded`: the server said there is nothing ("No active orders"), and offline it is the last word;
 * - `failed`: the last pull failed, so the empty list says nothing ("Could not load…", "Try again");
 * - `offline`: never pulled on this device and offline (it loads when the connection is back);
 * - `loading`: never pulled, the first pull is under way.
 */
export type LoadState = 'loading' | 'loaded' | 'failed' | 'offline';

/** What `loadState` needs of the collection, as stored: its pull state (undefined until the first
 * pull stored it) and the first pull's failure. */
export type PullRecord = { pulled: SyncStateRow | undefined; firstPullFailure: FirstPullFailure | undefined };

export function loadState({ pulled, firstPullFailure }: PullRecord, online: boolean): LoadState {
  if (pulled) return pulled.lastError && online ? 'failed' : 'loaded';
  if (!online) return 'offline';
  return firstPullFailure ? 'failed' : 'loading';
}

/** The collection's pull record (read inside a live query by the screens). */
export async function readPullRecord(db: ChefDb, name: CollectionName): Promise<PullRecord> {
  const [pulled, failure] = await Promise.all([db.syncState.get(name), db.kv.get(neverPulledKey(name))]);
  return { pulled, firstPullFailure: failure?.value as FirstPullFailure | undefined };
}

/** The collection's load state as stored (read inside a live query by the screens). */
export const readLoadState = (db: ChefDb, name: CollectionName, online: boolean): Promise<LoadState> => readPullRecord(db, name).then((pull) => loadState(pull, online));
