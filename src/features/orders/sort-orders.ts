// The order of the cards on the active orders screen (pure): what needs the chef first. New orders
// (pending), then those waiting for the customer to approve pickup, then the ones being prepared,
// then the ready ones; newest first inside each group (ties: higher id first, so the order is
// stable). Anything not active goes last.
import type { Order, OrderStatus } from '@/contract';

const rank: Partial<Record<OrderStatus, number>> = {
  pending: 0,
  delivery_change_requested: 1,
  accepted: 2,
  ready_for_pickup: 3,
  ready_for_delivery: 3,
};
const LAST = 9;

const arrivedAt = (order: Pick<Order, 'created_at'>): number => {
  const at = Date.parse(order.created_at);
  return Number.isNaN(at) ? 0 : at;
};

type Sortable = Pick<Order, 'id' | 'status' | 'created_at'>;

export function compareActiveOrders(a: Sortable, b: Sortable): number {
  return (rank[a.status] ?? LAST) - (rank[b.status] ?? LAST) || arrivedAt(b) - arrivedAt(a) || b.id - a.id;
}

export function sortActiveOrders<O extends Sortable>(orders: readonly O[]): O[] {
  return [...orders].sort(compareActiveOrders);
}
