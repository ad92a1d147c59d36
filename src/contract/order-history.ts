// What the order history lists (design/api.md, Orders): finished orders, by status filter, day of
// creation (both ends included; the chef's own days when the query carries `utc_offset`, UTC days
// without it, docs/api.md) and a search in the number or the customer's name. The server
// runs it in SQL (server/store/order-history.ts); the app runs it on the orders it has, to filter
// offline a page it never fetched.
import type { Order, OrderHistoryQuery, OrderStatus } from './order.ts';

/** The order status behind each history status filter. */
export const historyStatusOf = { completed: 'completed', refused_by_chef: 'refused_by_chef', cancelled: 'refused_by_user' } as const satisfies Record<
  NonNullable<OrderHistoryQuery['status']>,
  OrderStatus
>;

export const finishedStatuses = ['completed', 'refused_by_chef', 'refused_by_user'] as const satisfies readonly OrderStatus[];

const DAY_MS = 24 * 60 * 60 * 1000;

/** When `day` (YYYY-MM-DD) begins, in ms, for a chef `utcOffset` minutes east of UTC. */
export function dayStartMs(day: string, utcOffset = 0): number {
  return Date.parse(`${day}T00:00:00.000Z`) - utcOffset * 60_000;
}

/** When the day after `day` begins: `to` includes its whole day. */
export function dayEndMs(day: string, utcOffset = 0): number {
  return dayStartMs(day, utcOffset) + DAY_MS;
}

export function matchesHistoryQuery(order: Pick<Order, 'status' | 'created_at' | 'number' | 'customer'>, query: Omit<OrderHistoryQuery, 'page' | 'per_page'>): boolean {
  const wanted: readonly OrderStatus[] = query.status ? [historyStatusOf[query.status]] : finishedStatuses;
  if (!wanted.includes(order.status)) return false;
  const created = Date.parse(order.created_at);
  if (query.from && created < dayStartMs(query.from, query.utc_offset)) return false;
  if (query.to && created >= dayEndMs(query.to, query.utc_offset)) return false;
  const search = query.search?.trim();
  if (!search) return true;
  return order.number.includes(search.replace(/^#/, '')) || order.customer.name.toLocaleLowerCase().includes(search.toLocaleLowerCase());
}
