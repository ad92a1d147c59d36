// What each chef action does to an order on this device before the server answers: pure functions,
// so the optimistic change, its re-application on top of pulled data, and the tests agree.
import type { Order } from '@/contract';
import type { OutboxOperation } from '@/db/outbox-entry';

export type OrderOperation = Extract<OutboxOperation, { orderId: number }>;

const MINUTE_MS = 60_000;

function withStatus(order: Order, status: Order['status'], at: string, note: string | null = null): Order {
  return { ...order, status, updated_at: at, timeline: [...order.timeline, { status, at, note }] };
}

export function applyOrderAction(order: Order, operation: OrderOperation, actionAt: string): Order {
  switch (operation.kind) {
    case 'acceptOrder':
      return {
        ...withStatus(order, 'accepted', actionAt, operation.notes || null),
        preparation_time: operation.preparationTime,
        estimated_ready_at: new Date(Date.parse(actionAt) + operation.preparationTime * MINUTE_MS).toISOString(),
        chef_notes: operation.notes || order.chef_notes,
      };
    case 'refuseOrder':
      return {
        ...withStatus(order, 'refused_by_chef', actionAt, operation.notes || null),
        refuse_reason: operation.reason,
        refund: { amount: order.total, to: 'wallet', at: actionAt },
      };
    case 'requestPickup':
      return {
        ...withStatus(order, 'delivery_change_requested', actionAt, operation.notes || null),
        delivery_change: { reason: operation.reason, notes: operation.notes || null, status: 'pending' },
      };
    case 'markOrderReady':
      return withStatus(order, order.type === 'pickup' ? 'ready_for_pickup' : 'ready_for_delivery', actionAt);
    case 'completeOrder':
      return withStatus(order, 'completed', actionAt);
  }
}
