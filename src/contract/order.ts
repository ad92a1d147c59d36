// Orders and their states (design/api.md, Orders and Order states).
import * as v from 'valibot';

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
  created_at: v.string(),
  updated_at: v.string(),
});
export type Order = v.InferOutput<typeof orderSchema>;
export const orderListSchema = v.array(orderSchema);
