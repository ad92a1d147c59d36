// Pull: fetch a collection, parse it (the API client does), and replace the local copy through the
// guarded server write (server-write.ts): in ONE transaction, only if no entry of the collection
// was acknowledged during the fetch, with every unsent entry applied again on top (rules 7, 13).
// The same transaction records the successful pull in `syncState` (clearing "stale" and the last
// error, and a failed first pull's record: pull-state.ts). A failure is thrown: the engine's pull scheduler records it and asks again.
import type { ApiClient } from '@/api/client';
import type { ChefDb } from '@/db/chef-db';
import { collections, type CollectionName } from './collections';
import { neverPulledKey } from './pull-state';
import { writeFromServer } from './server-write';

export async function pullCollection(db: ChefDb, api: ApiClient, name: CollectionName, now: () => number = Date.now): Promise<void> {
  const spec = collections[name];
  await writeFromServer(db, {
    collection: name,
    sequence: name,
    tables: (db) => [db.syncState, ...spec.tables(db)],
    fetch: async () => {
      const writeFreshCopy = await spec.fetch(api, db);
      return async (db) => {
        await writeFreshCopy(db);
        await db.syncState.put({ collection: name, pulledAt: now(), stale: false, lastError: null });
        await db.kv.delete(neverPulledKey(name)); // a first pull that failed before: loaded now
      };
    },
  });
}
