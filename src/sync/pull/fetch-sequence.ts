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
 * each stored row remembers the server's `updated_at` (`server_updated_at`). Returns the rows as
 * the server gave them (all but the older ones). A row that is already exactly so is not written
 * again: a pull of 50 active orders that brings one new order writes one row, so what watches the
 * table (the cards, the alarm) is not woken for 49 orders that did not change. */
export async function putServerOrders(db: ChefDb, orders: Order[]): Promise<OrderRow[]> {
  const stored = await db.orders.bulkGet(orders.map((order) => order.id));
  const fresh: OrderRow[] = [];
  const changed: OrderRow[] = [];
  orders.forEach((order, index) => {
    const known = stored[index];
    if (known?.server_updated_at && newer(known.server_updated_at, order.updated_at)) return;
    const row: OrderRow = { ...order, server_updated_at: order.updated_at };
    fresh.push(row);
    if (!known || !sameRow(known, row)) changed.push(row);
  });
  if (changed.length > 0) await db.orders.bulkPut(changed);
  return fresh;
}

/** The same content (a row with the chef's unsent change on it differs from the server's copy). */
function sameRow(a: OrderRow, b: OrderRow): boolean {
  return a.server_updated_at === b.server_updated_at && JSON.stringify(a) === JSON.stringify(b);
}
