// Pull: fetch a collection, parse it (the API client does), and write it in ONE transaction in
// which every unsent outbox entry touching that collection is applied again on top, so a pull
// never undoes a change the chef made that the server has not seen yet (architecture rule 7). If an
// entry of the collection was acknowledged while the fetch was under way, the copy may be older
// than the server's answer to it: fetch again rather than write it (acknowledgements.ts).
import type { ApiClient } from '@/api/client';
import type { ChefDb } from '@/db/chef-db';
import { acknowledgementCount } from './acknowledgements';
import { collections, type CollectionName } from './collections';
import { operationSpec } from './operations';

const MAX_TRIES = 3;

export async function pullCollection(db: ChefDb, api: ApiClient, name: CollectionName, now: () => number = Date.now): Promise<void> {
  const spec = collections[name];
  for (let attempt = 1; attempt <= MAX_TRIES; attempt++) {
    const acknowledgedBefore = await acknowledgementCount(db, name);
    const writeFreshCopy = await spec.fetch(api, db);
    const written = await db.transaction('rw', [db.outbox, db.syncState, db.kv, ...spec.tables(db)], async () => {
      if ((await acknowledgementCount(db, name)) !== acknowledgedBefore) return false;
      await writeFreshCopy(db);
      const pending = await db.outbox.orderBy('seq').toArray();
      for (const entry of pending) {
        const operation = operationSpec(entry.operation);
        if (operation.collection === name) await operation.apply(db, entry.operation, entry.actionAt);
      }
      await db.syncState.put({ collection: name, pulledAt: now() });
      return true;
    });
    if (written) return;
  }
  // Still racing the outbox: the next trigger (event, reconnect, visibility) pulls again.
}
