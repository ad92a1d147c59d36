// The outbox as the screens see it: one live read shared by every watcher on the page (the
// waiting count, the storage and stuck banners, the waiting orders, the upload lines). Each of
// them used to run its own live query over the whole outbox, so each claim and each answer of a
// queue being sent read every entry five times; now once (src/db/shared-live-read.ts).
import type { ChefDb } from './chef-db';
import type { OutboxEntry } from './outbox-entry';
import { sharedLiveRead, useSharedLiveRead, type SharedRead } from './shared-live-read';

/** In `seq` order, the order it is sent in. */
const readOutbox = (db: ChefDb): Promise<OutboxEntry[]> => db.outbox.toArray();

/** The shared view of `db`'s outbox (tests use it without React). */
export const sharedOutbox = (db: ChefDb): SharedRead<readonly OutboxEntry[]> => sharedLiveRead(db, 'outbox', readOutbox);

/** Every entry of the outbox, oldest first; undefined until the first read (or without a db). The
 * same array until the outbox changes: derive from it with useMemo. */
export function useOutboxEntries(db: ChefDb | null): readonly OutboxEntry[] | undefined {
  return useSharedLiveRead(db, 'outbox', readOutbox);
}
