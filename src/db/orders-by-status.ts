// Reading the orders of some statuses (the active orders, the prep sheet, the history on this
// device). One `equals` read per status instead of `anyOf`: Dexie answers `anyOf` with a cursor
// that steps through every row, and inside a live query its observation wraps each step; an
// `equals` read is one IndexedDB getAll on the index, observed as one range. With 200 active
// orders and a write a moment (an outbox being sent), that is most of the main thread
// (docs/performance.md, "Levers kept"). Same rows, same order as `anyOf` (the index's
// order: status, then id).
import type { OrderStatus } from '@/contract';
import type { ChefDb } from './chef-db';
import type { OrderRow } from './rows';

export async function ordersWithStatus(db: ChefDb, statuses: readonly OrderStatus[]): Promise<OrderRow[]> {
  const inIndexOrder = [...new Set(statuses)].sort();
  const perStatus = await Promise.all(inIndexOrder.map((status) => db.orders.where('status').equals(status).toArray()));
  return perStatus.flat();
}
