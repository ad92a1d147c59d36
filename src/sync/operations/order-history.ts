// Pages of the order history: fetched on demand (the chef pages and filters), parsed, and kept in
// Dexie (the page's order ids in `historyPages`, the orders in `orders`) so every page the chef has
// seen stays readable offline. Only the current page is ever fetched or rendered. Both this and the
// details screen's one-order refresh write through the guarded server write (server-write.ts):
// order actions count their acknowledgements under `activeOrders`.
import * as v from 'valibot';
import type { ApiClient } from '@/api/client';
import { orderHistoryPageSchema, orderHistoryQuerySchema, orderSchema, type OrderHistoryQueryInput } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import type { CollectionName } from '../pull/collections';
import { putServerOrders } from '../pull/fetch-sequence';
import { writeFromServer } from '../pull/server-write';

/** The collection order actions are acknowledged under (order-operations.ts). */
const ORDER_ACTIONS: CollectionName = 'activeOrders';

/** The same filters always give the same key, whatever order the fields came in. */
export function historyPageKey(query: OrderHistoryQueryInput): string {
  const normal = v.parse(orderHistoryQuerySchema, query);
  const fields = Object.entries(normal)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(fields);
}

export async function loadOrderHistoryPage(db: ChefDb, api: ApiClient, query: OrderHistoryQueryInput, now: () => number = Date.now): Promise<void> {
  const normal = v.parse(orderHistoryQuerySchema, query);
  const searchParams = Object.fromEntries(
    Object.entries(normal).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== ''),
  );
  await writeFromServer(db, {
    collection: ORDER_ACTIONS,
    tables: (db) => [db.orders, db.historyPages],
    fetch: async () => {
      const page = await api.request('GET', 'chef/orders/history', { schema: orderHistoryPageSchema, searchParams });
      return async (db) => {
        await putServerOrders(db, page.data); // never over a newer copy; unsent actions go on top again
        await db.historyPages.put({
          key: historyPageKey(normal),
          query: normal,
          orderIds: page.data.map((order) => order.id),
          meta: page.meta,
          fetchedAt: now(),
        });
      };
    },
  });
}

/** One order, fresh from the server (the details screen). */
export async function refreshOrder(db: ChefDb, api: ApiClient, id: number): Promise<void> {
  await writeFromServer(db, {
    collection: ORDER_ACTIONS,
    tables: (db) => [db.orders],
    fetch: async () => {
      const order = await api.request('GET', `chef/orders/${id}`, { schema: orderSchema });
      return async (db) => {
        await putServerOrders(db, [order]);
      };
    },
  });
}
