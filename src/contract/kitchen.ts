// The chef's kitchen (design/api.md, Entities: kitchen) and its analytics.
import * as v from 'valibot';

export const deliveryOptions = ['delivery', 'pickup', 'both'] as const;

export const kitchenSchema = v.object({
  id: v.number(),
  name: v.string(),
  phone: v.nullish(v.string(), null),
  description: v.nullish(v.string(), null),
  logo_url: v.nullish(v.string(), null),
  city_id: v.nullish(v.number(), null),
  city: v.nullish(v.string(), null),
  postal_code: v.nullish(v.string(), null),
  main_street: v.nullish(v.string(), null),
  building_details: v.nullish(v.string(), null),
  opening_time: v.nullish(v.string(), null),
  closing_time: v.nullish(v.string(), null),
  preparation_time: v.nullish(v.number(), null),
  delivery_option: v.picklist(deliveryOptions),
  delivery_cost: v.nullish(v.number(), null),
  latitude: v.nullish(v.number(), null),
  longitude: v.nullish(v.number(), null),
  is_open: v.boolean(),
  updated_at: v.string(),
});
export type Kitchen = v.InferOutput<typeof kitchenSchema>;

export const kitchenAnalyticsSchema = v.object({
  total_orders: v.number(),
  total_completed: v.number(),
  total_amount: v.number(),
  rating: v.nullish(v.number(), null),
});
export type KitchenAnalytics = v.InferOutput<typeof kitchenAnalyticsSchema>;
