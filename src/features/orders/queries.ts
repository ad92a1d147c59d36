// Live reads of the chef's orders from Dexie (the orders screens never ask the server; the sync
// layer pulls). undefined means "no result yet" (or no database).
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { activeOrderStatuses } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { useOutboxEntries } from '@/db/outbox-entries';
import { ordersWithStatus } from '@/db/orders-by-status';
import type { CollectionName } from '@/sync/collections';
import type { OrderRow } from '@/db/rows';
import { useListState, type ListState } from '@/ui/use-list-state';
import { sortActiveOrders } from './sort-orders';

/** The collection the sync layer pulls the active orders into (its syncState key). */
export const ACTIVE_ORDERS_COLLECTION: CollectionName = 'activeOrders';

export const activeOrdersQuery = (db: ChefDb) => ordersWithStatus(db, activeOrderStatuses);

/** The active orders, what needs the chef first (sort-orders.ts), and what an empty list means
 * (none, or could not load: src/ui/use-list-state.ts). */
export function useActiveOrders(db: ChefDb | null): ListState<OrderRow> | undefined {
  return useListState(db, ACTIVE_ORDERS_COLLECTION, ordersTable, readActiveOrders);
}
const ordersTable = (db: ChefDb) => [db.orders];
const readActiveOrders = async (db: ChefDb) => sortActiveOrders(await activeOrdersQuery(db));

/** One order; null when this device does not have it. */
export function useOrder(db: ChefDb | null, orderId: number): OrderRow | null | undefined {
  return useLiveQuery(async () => (db ? ((await db.orders.get(orderId)) ?? null) : undefined), [db, orderId]);
}

/** Ids of the orders with an action still waiting in the outbox ("Waiting to send"). */
export function useWaitingOrderIds(db: ChefDb | null): ReadonlySet<number> {
  const entries = useOutboxEntries(db);
  // The same Set while the same orders wait: a claim or a lease renewal changes the outbox, not
  // which orders wait, and must not draw the whole list again (twice per action while 200 are sent).
  const ids = (entries ?? []).flatMap((entry) => (entry.entity.startsWith('order:') ? [entry.entity.slice('order:'.length)] : [])).join(',');
  return useMemo(() => new Set(ids ? ids.split(',').map(Number) : []), [ids]);
}
