// How many outbox entries of a collection the server has acknowledged, counted in the same
// transaction that deletes each entry. A pull compares the count before its fetch with the count
// when it writes: if an entry was acknowledged in between, the pulled copy may predate that action
// (the server applied it after answering the pull), so the pull fetches again instead of writing
// an older state over the newer one.
import type { ChefDb } from '@/db/chef-db';
import type { CollectionName } from '../pull/collection-names';

const key = (collection: CollectionName) => `acknowledged:${collection}`;

export async function acknowledgementCount(db: ChefDb, collection: CollectionName): Promise<number> {
  const row = await db.kv.get(key(collection));
  return typeof row?.value === 'number' ? row.value : 0;
}

export async function countAcknowledgement(db: ChefDb, collection: CollectionName): Promise<void> {
  await db.kv.put({ key: key(collection), value: (await acknowledgementCount(db, collection)) + 1 });
}
