// Orders and their states (design/api.md, Orders and Order states).
import * as v from 'valibot';
import { ticketStatuses } from './ticket-status.ts';
import { readyDelaySchema } from './order-delay.ts';

export const orderStatuses = [
  'pending',
  'accepted',
  'delivery_change_requested',
  'ready_for_pickup',
  'ready_for_delivery',
  'completed',
  'refused_by_chef',
  'refused_by_user',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Orders the chef still has to act on (the active orders screen). */
export const activeOrderStatuses = ['pending', 'delivery_change_requested', 'accepted', 'ready_for_pickup', 'ready_for_delivery'] as const;
/** Orders that are over (history); refused_by_user shows as "cancelled". */
export const historyOrderStatuses = ['completed', 'refused_by_chef', 'refused_by_user'] as const;
export const isActiveOrderStatus = (status: OrderStatus): boolean =>
  (activeOrderStatuses as readonly OrderStatus[]).includes(status);

/** Reasons a chef may give (refuse, ask for pickup); 'other' requires notes. */
export const refuseReasons = ['too_busy', 'out_of_ingredients', 'closing_soon', 'other'] as const;
/** The server's own refusal of an order still pending after ORDER_ANSWER_MINUTES. */
export const notAnsweredReason = 'not_answered';
export const notAnsweredMessage = 'Not answered in time: the order expired and the customer was refunded.';
export const pickupReasons = ['no_courier', 'address_too_far', 'packaging', 'other'] as const;

/** The reasons in words, as the order's timeline notes give them ("Reason: Too busy"). */
export const reasonLabels: Record<(typeof refuseReasons)[number] | (typeof pickupReasons)[number], string> = {
  too_busy: 'Too busy',
  out_of_ingredients: 'Out of ingredients',
  closing_soon: 'Closing soon',
  no_courier: 'No courier available',
  address_too_far: 'Address too far',
  packaging: 'Packaging not suitable',
  other: 'Other',
};

/** A refuse reason in words, the server's `not_answered` included. */
export const refuseReasonLabel = (reason: string): string =>
  reason === notAnsweredReason ? 'Not answered in time' : (reasonLabels[reason as keyof typeof reasonLabels] ?? reason);

/** A timeline note as the chef reads it: a reason key of older notes ("Reason: other") in words. */
export const readableNote = (note: string): string =>
  note.replace(/^(Reason|Asked to change to pickup): ([a-z_]+)\b/, (whole, lead: string, key: string) =>
    key in reasonLabels ? `${lead}: ${reasonLabels[key as keyof typeof reasonLabels]}` : whole,
  );

const orderItemSchema = v.object({
  id: v.number(),
  food_id: v.nullish(v.number(), null),
  name: v.string(),
  quantity: v.number(),
  unit_price: v.number(),
  total: v.number(),
  options: v.optional(
    v.array(v.object({ name: v.string(), quantity: v.optional(v.number(), 1), additional_price: v.number() })),
    [],
  ),
});

export const orderSchema = v.object({
  id: v.number(),
  number: v.string(),
  status: v.picklist(orderStatuses),
  type: v.picklist(['delivery', 'pickup']),
  customer: v.object({ name: v.string(), phone: v.nullish(v.string(), null) }),
  items: v.array(orderItemSchema),
  customer_notes: v.nullish(v.string(), null),
  chef_notes: v.nullish(v.string(), null),
  delivery_address: v.nullish(v.string(), null),
  subtotal: v.number(),
  delivery_fee: v.number(),
  total: v.number(),
  preparation_time: v.nullish(v.number(), null),
  estimated_ready_at: v.nullish(v.string(), null),
  refuse_reason: v.nullish(v.string(), null),
  delivery_change: v.nullish(
    v.object({ reason: v.string(), notes: v.nullish(v.string(), null), status: v.string() }),
    null,
  ),
  /** Every status change with its time (`at`, when the chef tapped for chef actions). */
  timeline: v.optional(v.array(v.object({ status: v.picklist(orderStatuses), at: v.string(), note: v.nullish(v.string(), null) })), []),
  /** Set when the chef refused: the full amount refunded to the customer's wallet. */
  refund: v.nullish(v.object({ amount: v.number(), to: v.literal('wallet'), at: v.string() }), null),
  /** Running late (an extension): each move of the ready time, oldest first. */
  ready_delays: v.optional(v.array(readyDelaySchema)),
  /** The chef's tickets about this order ("report a problem"), oldest first. */
  tickets: v.optional(v.array(v.object({ id: v.number(), title: v.string(), status: v.picklist(ticketStatuses) })), []),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Order = v.InferOutput<typeof orderSchema>;
export const orderListSchema = v.array(orderSchema);

export const orderHistoryPageSchema = v.object({
  data: v.array(orderSchema),
  meta: v.object({ current_page: v.number(), last_page: v.number(), total: v.number() }),
});
export type OrderHistoryPage = v.InferOutput<typeof orderHistoryPageSchema>;

export const orderHistoryQuerySchema = v.object({
  page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  per_page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20),
  status: v.optional(v.picklist(['completed', 'refused_by_chef', 'cancelled'])),
  from: v.optional(v.string()),
  to: v.optional(v.string()),
  /** The chef's offset from UTC in minutes (east positive): `from` and `to` are the chef's own days.
   * Without it they are UTC days. */
  utc_offset: v.optional(v.pipe(v.number(), v.integer(), v.minValue(-840), v.maxValue(840))),
  search: v.optional(v.string()),
});
/** A history query with the defaults filled in... */
export type OrderHistoryQuery = v.InferOutput<typeof orderHistoryQuerySchema>;
/** ...and as a caller may write it (page and per_page may be left out). */
export type OrderHistoryQueryInput = v.InferInput<typeof orderHistoryQuerySchema>;
