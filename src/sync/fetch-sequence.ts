// Which server copy is the newest (docs/sync.md, "Pulls": the pull sequence). Two fetches of one
// collection may finish in the other order than they started (a slow answer in one tab, a fast
// one in the leader after an event): the one that started last has the last word. Every fetch of
// a whole collection takes a number from the collection's sequence before it asks the server (in
// a read-write transaction, so tabs never share a number); its write is skipped when a fetch that
// started later has already written. Writes that are news in themselves (a realtime event's
// notification) count as a fetch that started when they arrived. Order rows also keep the
// server's `updated_at` they were written with, and a server copy never replaces a newer one
// (putServerOrders), whatever path brought it (a pull, a history page, an action's answer).
import type { Order } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import type { OrderRow } from '@/db/rows';

const startedKey = (sequence: string) => `fetchSeq:${sequence}`;
const writtenKey = (sequence: string) => `writtenSeq:${sequence}`;

async function read(db: ChefDb, key: string): Promise<number> {
  const row = await db.kv.get(key);
  return typeof row?.value === 'number' ? row.value : 0;
}

/** A number for a fetch about to start (its own read-write transaction on `kv`). */
export function startFetch(db: ChefDb, sequence: string): Promise<number> {
  return db.transaction('rw', db.kv, async () => {
    const next = (await read(db, startedKey(sequence))) + 1;
    await db.kv.put({ key: startedKey(sequence), value: next });
    return next;
  });
}

/** Inside the write's transaction (with `kv`): false when a fetch that started after `number`
 * wrote already; else records this write as the newest and answers true. */
export async function mayWrite(db: ChefDb, sequence: string, number: number): Promise<boolean> {
  if ((await read(db, writtenKey(sequence))) > number) return false;
  await db.kv.put({ key: writtenKey(sequence), value: number });
  return true;
}

/** Inside a transaction (with `kv`): a write that is news now (a realtime event) is newer than
 * every fetch already under way. */
export async function writtenNow(db: ChefDb, sequence: string): Promise<void> {
  const next = (await read(db, startedKey(sequence))) + 1;
  await db.kv.put({ key: startedKey(sequence), value: next });
  await db.kv.put({ key: writtenKey(sequence), value: next });
}

const newer = (a: string, b: string) => Date.parse(a) > Date.parse(b);

/** Store orders as the server gave them, except over a row the server gave a later version of;
 * each stored row remembers the server's `updated_at` (`server_updated_at`). Returns what was stored. */
export async function putServerOrders(db: ChefDb, orders: Order[]): Promise<OrderRow[]> {
  const stored = await db.orders.bulkGet(orders.map((order) => order.id));
  const fresh = orders
    .filter((order, index) => {
      const known = stored[index]?.server_updated_at;
      return !known || !newer(known, order.updated_at);
    })
    .map((order): OrderRow => ({ ...order, server_updated_at: order.updated_at }));
  await db.orders.bulkPut(fresh);
  return fresh;
}
