// What the screens know about a collection's pulls, kept in its `syncState` row: when it was last
// pulled successfully (written by the pull's own transaction, pull.ts), whether a pull is owed
// (an event said it changed, or the last pull failed) and the last error. A row exists only once
// a pull succeeded, so these updates leave a never-pulled collection without one.
import type { ChefDb } from '@/db/chef-db';
import type { SyncStateRow } from '@/db/rows';
import { withStorage } from '@/db/storage-health';
import type { CollectionName } from './collections';

/** Shown when what a screen shows is older than this and could not be refreshed. */
export const STALE_AFTER_MS = 60_000;

/** An event said the collection changed: what this device has is behind until the next pull. */
export function markStale(db: ChefDb, name: CollectionName): Promise<void> {
  return record(db, name, { stale: true });
}

export function markFailed(db: ChefDb, name: CollectionName, error: unknown, at: number = Date.now()): Promise<void> {
  const lastError = error instanceof Error ? error.message : String(error);
  return record(db, name, { stale: true, lastError, failedAt: at });
}

async function record(db: ChefDb, name: CollectionName, changes: Partial<SyncStateRow>): Promise<void> {
  try {
    await withStorage(db, () => db.syncState.update(name, changes));
  } catch (error) {
    console.warn(`Could not record the pull state of ${name}`, error); // the storage banner says why
  }
}

/** Whether a screen should say that what it shows is old: pulled over a minute ago and behind. */
export function isOutdated(row: SyncStateRow | undefined, online: boolean, now: number): boolean {
  if (!row) return false;
  return now - row.pulledAt > STALE_AFTER_MS && (row.stale === true || !online);
}
