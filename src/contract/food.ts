// Foods with their option groups and options (design/api.md, Entities).
import * as v from 'valibot';

export const optionSchema = v.object({
  id: v.number(),
  option_group_id: v.number(),
  name: v.string(),
  type: v.picklist(['extra', 'choice', 'removal']),
  additional_price: v.number(),
  max_quantity: v.nullish(v.number(), null),
});
export type FoodOption = v.InferOutput<typeof optionSchema>;

export const optionGroupSchema = v.object({
  id: v.number(),
  food_id: v.number(),
  name: v.string(),
  selection_type: v.picklist(['single', 'multiple']),
  max_selections: v.nullish(v.number(), null),
  is_required: v.boolean(),
  options: v.optional(v.array(optionSchema), []),
});
export type OptionGroup = v.InferOutput<typeof optionGroupSchema>;

export const foodSchema = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  description: v.nullish(v.string(), null),
  price: v.number(),
  image_url: v.nullish(v.string(), null),
  tags: v.optional(v.array(v.string()), []),
  daily_quantity: v.nullish(v.number(), null),
  remaining_quantity: v.nullish(v.number(), null),
  display_order: v.number(),
  option_groups: v.optional(v.array(optionGroupSchema), []),
  updated_at: v.string(),
});
export type Food = v.InferOutput<typeof foodSchema>;
export const foodListSchema = v.array(foodSchema);
