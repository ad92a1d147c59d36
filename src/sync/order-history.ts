// Pages of the order history: fetched on demand (the chef pages and filters), parsed, and kept in
// Dexie (the page's order ids in `historyPages`, the orders in `orders`) so every page the chef has
// seen stays readable offline. Only the current page is ever fetched or rendered.
import * as v from 'valibot';
import type { ApiClient } from '@/api/client';
import { orderHistoryPageSchema, orderHistoryQuerySchema, orderSchema, type OrderHistoryQueryInput } from '@/contract';
import type { ChefDb } from '@/db/chef-db';

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
  const page = await api.request('GET', 'chef/orders/history', { schema: orderHistoryPageSchema, searchParams });
  await db.transaction('rw', db.orders, db.historyPages, db.outbox, async () => {
    // An order with an unsent action keeps the local version (the action is not lost).
    const pending = new Set((await db.outbox.toArray()).map((entry) => entry.entity));
    await db.orders.bulkPut(page.data.filter((order) => !pending.has(`order:${order.id}`)));
    await db.historyPages.put({
      key: historyPageKey(normal),
      query: normal,
      orderIds: page.data.map((order) => order.id),
      meta: page.meta,
      fetchedAt: now(),
    });
  });
}

/** One order, fresh from the server (the details screen). */
export async function refreshOrder(db: ChefDb, api: ApiClient, id: number): Promise<void> {
  const order = await api.request('GET', `chef/orders/${id}`, { schema: orderSchema });
  await db.transaction('rw', db.orders, db.outbox, async () => {
    if ((await db.outbox.where('entity').equals(`order:${id}`).count()) === 0) await db.orders.put(order);
  });
}
