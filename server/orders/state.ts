// The order state machine (design/api.md, "Order states"): which chef and customer actions are
// allowed from which status, and the message of the 409 when one is not.
import type { OrderStatus } from '../../src/contract/index.ts';
import type { OrderRow } from '../store/orders.ts';

export type ChefAction = 'accept' | 'refuse' | 'request-pickup' | 'ready' | 'complete';
export type CustomerAction = 'cancel' | 'answer-pickup';

const chefFrom: Record<ChefAction, readonly OrderStatus[]> = {
  accept: ['pending'],
  refuse: ['pending'],
  'request-pickup': ['pending'],
  ready: ['accepted'],
  complete: ['ready_for_pickup', 'ready_for_delivery'],
};

const customerFrom: Record<CustomerAction, readonly OrderStatus[]> = {
  cancel: ['pending', 'delivery_change_requested', 'accepted'],
  'answer-pickup': ['delivery_change_requested'],
};

/** Why the order cannot take this action in its current status, seen from the chef. */
const statusMessages: Record<OrderStatus, string> = {
  pending: 'This order is not accepted yet.',
  accepted: 'This order is already accepted.',
  delivery_change_requested: 'This order is waiting for the customer to answer the pickup request.',
  ready_for_pickup: 'This order is already ready.',
  ready_for_delivery: 'This order is already ready.',
  completed: 'This order is already completed.',
  refused_by_chef: 'This order was already refused.',
  refused_by_user: 'This order was cancelled by the customer.',
};

/** null when the chef may do this now, else the 409 message. */
export function chefActionRefusal(action: ChefAction, order: Pick<OrderRow, 'status' | 'type'>): string | null {
  if (!chefFrom[action].includes(order.status)) {
    if (action === 'complete' && order.status === 'accepted') return 'This order is not ready yet.';
    return statusMessages[order.status];
  }
  if (action === 'request-pickup' && order.type === 'pickup') return 'This order is already a pickup order.';
  return null;
}

/** null when the customer may do this now, else the 409 message. */
export function customerActionRefusal(action: CustomerAction, order: Pick<OrderRow, 'status'>): string | null {
  if (customerFrom[action].includes(order.status)) return null;
  if (action === 'answer-pickup') return 'This order has no pickup request waiting for an answer.';
  return order.status === 'refused_by_user' ? 'This order was already cancelled.' : `This order can no longer be cancelled (${order.status}).`;
}

/** The status an order takes when the chef marks it ready. */
export const readyStatus = (type: 'delivery' | 'pickup'): OrderStatus => (type === 'pickup' ? 'ready_for_pickup' : 'ready_for_delivery');
