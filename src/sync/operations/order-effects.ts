// What each chef action does to an order on this device before the server answers: the
// contract's transitions (src/contract/order-transitions.ts, the server's own rules) applied to
// the local copy, so the optimistic change, its re-application on top of pulled data and the
// server's stored order agree. An action the order's status no longer allows changes nothing.
import { applyChefAction, applyReadyDelay, type ChefActionInput, type Order } from '@/contract';
import type { OutboxOperation } from '@/db/outbox-entry';

export type OrderOperation = Extract<OutboxOperation, { orderId: number }>;

/** The outbox operation in the contract's words (the request body of the action). */
export function chefActionOf(operation: Exclude<OrderOperation, { kind: 'delayOrder' }>): ChefActionInput {
  switch (operation.kind) {
    case 'acceptOrder':
      return { action: 'accept', preparation_time: operation.preparationTime, notes: operation.notes };
    case 'refuseOrder':
      return { action: 'refuse', reason: operation.reason, notes: operation.notes };
    case 'requestPickup':
      return { action: 'request-pickup', reason: operation.reason, notes: operation.notes };
    case 'markOrderReady':
      return { action: 'ready' };
    case 'completeOrder':
      return { action: 'complete' };
  }
}

export function applyOrderAction(order: Order, operation: OrderOperation, actionAt: string): Order {
  // Running late moves the ready time and keeps the status.
  if (operation.kind === 'delayOrder') return applyReadyDelay(order, operation.minutes, actionAt);
  return applyChefAction(order, chefActionOf(operation), actionAt);
}
