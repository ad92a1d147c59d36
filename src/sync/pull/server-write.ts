// The one guarded path by which server data enters Dexie (design rule 13): pulls, the details
// screen's one-order refresh and history pages all come through here. Fetch, then write in ONE
// transaction that first checks that no outbox entry of the collection was acknowledged while the
// fetch was under way (acknowledgements.ts): if one was, the copy may predate that action's result
// (the server applied it after answering the fetch), so fetch again instead, up to 3 times. Every
// unsent entry of the collection is applied again on top of what is written (rule 7), so a fetch
// undoes neither an action the server has nor one it has not seen yet; an entry a newer build
// wrote is not (outbox-filter.ts): this build does not know its shape, and it must break no pull. A fetch of a whole
// collection also takes a number from the collection's pull sequence (fetch-sequence.ts): when a
// fetch that started later has written already, this older copy is not written at all.
import type { Table } from 'dexie';
import type { ChefDb } from '@/db/chef-db';
import { withStorage } from '@/db/storage-health';
import { acknowledgementCount } from '../engine/acknowledgements';
import { mayWrite, startFetch } from './fetch-sequence';
import type { CollectionName } from './collection-names';
import { operationSpec } from '../operations/operations';
import { understood } from '../engine/outbox-filter';
import { reapply } from '../engine/reapply';

export const MAX_FETCHES = 3;

/** Writes a fetched copy; runs inside the guarded transaction (IndexedDB work only). */
export type WriteServerCopy = (db: ChefDb) => Promise<void>;

export type ServerFetch = {
  /** The collection whose acknowledgements could make the copy stale (order actions: `activeOrders`). */
  collection: CollectionName;
  /** The tables the writer and the collection's operations write. */
  tables: (db: ChefDb) => Table[];
  /** Ask the server; the answer comes back as a writer. Network only: failures are thrown as they come. */
  fetch: () => Promise<WriteServerCopy>;
  /** A whole copy (a pull): the sequence whose later-started fetches it must never overwrite. */
  sequence?: string;
};

/** Every fetch of the copy raced an acknowledgement: the local rows (the actions' results) stand. */
export class OutboxRaceError extends Error {
  override readonly name = 'OutboxRaceError';
  constructor(collection: CollectionName) {
    super(`Still racing the outbox after ${MAX_FETCHES} fetches of ${collection}`);
  }
}

/** Fetch and write `request`'s copy under the guard; throws the fetch's failure or OutboxRaceError. */
export async function writeFromServer(db: ChefDb, request: ServerFetch): Promise<void> {
  const { collection } = request;
  const tables = [db.outbox, db.kv, ...request.tables(db)];
  for (let fetched = 0; fetched < MAX_FETCHES; fetched++) {
    const { sequence } = request;
    const number = sequence ? await withStorage(db, () => startFetch(db, sequence)) : 0;
    const acknowledgedBefore = await withStorage(db, () => acknowledgementCount(db, collection));
    const write = await request.fetch(); // the network: never inside the storage guard
    const written = await withStorage(db, () =>
      db.transaction('rw', tables, async () => {
        if ((await acknowledgementCount(db, collection)) !== acknowledgedBefore) return false;
        if (sequence && !(await mayWrite(db, sequence, number))) return true; // a newer copy is there already
        await write(db);
        await applyPendingOnTop(db, collection);
        return true;
      }),
    );
    if (written) return;
  }
  throw new OutboxRaceError(collection);
}

/** Every unsent entry of the collection, oldest first, on top of what was just written; an entry
 * this build does not understand is not applied with this build's shape (its build applies it). */
async function applyPendingOnTop(db: ChefDb, collection: CollectionName): Promise<void> {
  for (const entry of understood(await db.outbox.orderBy('seq').toArray())) {
    const operation = operationSpec(entry.operation);
    if (operation.collection === collection) await reapply(entry, () => operation.apply(db, entry.operation, entry.actionAt));
  }
}
