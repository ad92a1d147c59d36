// The order state machine and what each chef action does to an order, written once (design rule
// 15): the app's optimistic effect and the reference server both use it, so the card a chef sees
// after a tap is the order the server stores. Pure functions over the contract's `Order`.
import type { AcceptOrderRequest, RefuseOrderRequest, RequestPickupRequest } from './order-actions.ts';
import { notAnsweredMessage, notAnsweredReason, reasonLabels, type Order, type OrderStatus } from './order.ts';

export type ChefAction = 'accept' | 'refuse' | 'request-pickup' | 'ready' | 'complete';
export type CustomerAction = 'cancel' | 'answer-pickup';

/** A chef action with what the chef gave (the request body of design/api.md). */
export type ChefActionInput =
  | ({ action: 'accept' } & AcceptOrderRequest)
  | ({ action: 'refuse' } & RefuseOrderRequest)
  | ({ action: 'request-pickup' } & RequestPickupRequest)
  | { action: 'ready' }
  | { action: 'complete' };

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

/** null when the chef may do this now, else why not (the 409's message). */
export function chefActionRefusal(action: ChefAction, order: Pick<Order, 'status' | 'type'> & { refuse_reason?: string | null }): string | null {
  if (!chefFrom[action].includes(order.status)) {
    if (order.status === 'refused_by_chef' && order.refuse_reason === notAnsweredReason) return notAnsweredMessage;
    if (action === 'complete' && order.status === 'accepted') return 'This order is not ready yet.';
    return statusMessages[order.status];
  }
  if (action === 'request-pickup' && order.type === 'pickup') return 'This order is already a pickup order.';
  return null;
}

/** null when the customer may do this now, else why not (the 409's message). */
export function customerActionRefusal(action: CustomerAction, order: Pick<Order, 'status'>): string | null {
  if (customerFrom[action].includes(order.status)) return null;
  if (action === 'answer-pickup') return 'This order has no pickup request waiting for an answer.';
  return order.status === 'refused_by_user' ? 'This order was already cancelled.' : `This order can no longer be cancelled (${order.status}).`;
}

/** The status an order takes when the chef marks it ready. */
export const readyStatus = (type: Order['type']): OrderStatus => (type === 'pickup' ? 'ready_for_pickup' : 'ready_for_delivery');

/** The fields of an order a chef action may set. */
export type ChefActionFields = Partial<
  Pick<Order, 'preparation_time' | 'estimated_ready_at' | 'chef_notes' | 'refuse_reason' | 'delivery_change' | 'refund'>
>;

/** What an allowed chef action changes: the new status, the fields it sets, its timeline note. */
export interface OrderChange {
  status: OrderStatus;
  fields: ChefActionFields;
  note: string | null;
}

const MINUTE_MS = 60_000;

const withNotes = (text: string, notes: string) => (notes ? `${text}. ${notes}` : text);

/**
 * What the action does when the chef takes it at `at` (the time of the tap, as the server counts
 * it). Call it only when `chefActionRefusal` says the action is allowed.
 */
export function chefActionChange(order: Pick<Order, 'type' | 'total'>, input: ChefActionInput, at: string): OrderChange {
  switch (input.action) {
    case 'accept': {
      const notes = input.notes.trim();
      return {
        status: 'accepted',
        fields: {
          preparation_time: input.preparation_time,
          estimated_ready_at: new Date(Date.parse(at) + input.preparation_time * MINUTE_MS).toISOString(),
          chef_notes: notes || null,
        },
        note: withNotes(`Preparation time ${input.preparation_time} min`, notes),
      };
    }
    case 'refuse': {
      const notes = input.notes.trim();
      return {
        status: 'refused_by_chef',
        fields: { refuse_reason: input.reason, chef_notes: notes || null, refund: { amount: order.total, to: 'wallet', at } },
        note: withNotes(`Reason: ${reasonLabels[input.reason]}`, notes),
      };
    }
    case 'request-pickup': {
      const notes = input.notes.trim();
      return {
        status: 'delivery_change_requested',
        fields: { delivery_change: { reason: input.reason, notes: notes || null, status: 'pending' } },
        note: withNotes(`Asked to change to pickup: ${reasonLabels[input.reason]}`, notes),
      };
    }
    case 'ready':
      return { status: readyStatus(order.type), fields: {}, note: null };
    case 'complete':
      return { status: 'completed', fields: {}, note: null };
  }
}

/** The order after the chef's action at `at`; the same order when its status does not allow it. */
export function applyChefAction(order: Order, input: ChefActionInput, at: string): Order {
  if (chefActionRefusal(input.action, order) !== null) return order;
  const change = chefActionChange(order, input, at);
  return {
    ...order,
    ...change.fields,
    status: change.status,
    updated_at: at,
    timeline: [...order.timeline, { status: change.status, at, note: change.note }],
  };
}
