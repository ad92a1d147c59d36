// Pull: fetch a collection, parse it (the API client does), and write it in ONE transaction in
// which every unsent outbox entry touching that collection is applied again on top, so a pull
// never undoes a change the chef made that the server has not seen yet (architecture rule 7).
import type { ApiClient } from '@/api/client';
import type { ChefDb } from '@/db/chef-db';
import { collections, type CollectionName } from './collections';
import { operationSpec } from './operations';

export async function pullCollection(db: ChefDb, api: ApiClient, name: CollectionName, now: () => number = Date.now): Promise<void> {
  const spec = collections[name];
  const writeFreshCopy = await spec.fetch(api, db);
  await db.transaction('rw', [db.outbox, db.syncState, ...spec.tables(db)], async () => {
    await writeFreshCopy(db);
    const pending = await db.outbox.orderBy('seq').toArray();
    for (const entry of pending) {
      const operation = operationSpec(entry.operation);
      if (operation.collection === name) await operation.apply(db, entry.operation, entry.actionAt);
    }
    await db.syncState.put({ collection: name, pulledAt: now() });
  });
}
