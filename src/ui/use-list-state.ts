// A screen's list and what an empty one means ("nothing here", "could not load", "loading":
// src/sync/pull/pull-state.ts `loadState`), read live from Dexie in ONE read transaction, so the pull
// that brings the rows and marks the collection loaded is seen whole: never an empty list already
// marked "loaded" ("No active orders" for a moment) before its rows arrive. Every tab sees it,
// whichever tab pulled. undefined while reading (or before the chef's database is open).
import type { Table } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ChefDb } from '@/db/chef-db';
import type { CollectionName } from '@/sync/pull/collections';
import { readLoadState, type LoadState } from '@/sync/pull/pull-state';
import { useOnline } from './use-online';

export type ListState<T> = { rows: T[]; load: LoadState };

/** `tables` and `read` must not change between renders (module-level functions). */
export function useListState<T>(
  db: ChefDb | null,
  collection: CollectionName,
  tables: (db: ChefDb) => Table[],
  read: (db: ChefDb) => Promise<T[]>,
): ListState<T> | undefined {
  const online = useOnline();
  return useLiveQuery(
    async () =>
      db
        ? db.transaction('r', [db.syncState, db.kv, ...tables(db)], async () => {
            const [rows, load] = await Promise.all([read(db), readLoadState(db, collection, online)]);
            return { rows, load };
          })
        : undefined,
    [db, collection, online],
  );
}
