// Foods with their option groups and options (design/api.md, Entities; docs/api.md, Foods): the
// entities and the requests with their rules (spec section 5). The app validates its forms with
// these schemas and the reference server validates the requests with them. Rules that need more
// than one request (options of a group, what an order may take) are in food-rules.ts.
import * as v from 'valibot';
import { msg, type ValidationMessageKey } from './messages.en.ts';

export const optionTypes = ['extra', 'choice', 'removal'] as const;
export type OptionType = (typeof optionTypes)[number];
export const selectionTypes = ['single', 'multiple'] as const;
export type SelectionType = (typeof selectionTypes)[number];

export const optionSchema = v.object({
  id: v.number(),
  /** The device's id of a create (UUID v4), null when it was made without one. */
  client_id: v.nullish(v.string(), null),
  option_group_id: v.number(),
  name: v.string(),
  type: v.picklist(optionTypes),
  additional_price: v.number(),
  /** How many of this option one item may take; null means 1. */
  max_quantity: v.nullish(v.number(), null),
  display_order: v.optional(v.number(), 0),
  /** Sold out for this kitchen day ("YYYY-MM-DD", Europe/Vilnius): back the next day. */
  sold_out_day: v.nullish(v.string()),
});
export type FoodOption = v.InferOutput<typeof optionSchema>;

export const optionGroupSchema = v.object({
  id: v.number(),
  client_id: v.nullish(v.string(), null),
  food_id: v.number(),
  name: v.string(),
  selection_type: v.picklist(selectionTypes),
  max_selections: v.nullish(v.number(), null),
  is_required: v.boolean(),
  display_order: v.optional(v.number(), 0),
  options: v.optional(v.array(optionSchema), []),
});
export type OptionGroup = v.InferOutput<typeof optionGroupSchema>;

export const foodSchema = v.object({
  id: v.number(),
  client_id: v.nullish(v.string(), null),
  slug: v.string(),
  name: v.string(),
  description: v.nullish(v.string(), null),
  price: v.number(),
  image_url: v.nullish(v.string(), null),
  tags: v.optional(v.array(v.string()), []),
  /** null: no daily limit. */
  daily_quantity: v.nullish(v.number(), null),
  /** What is left of today's daily quantity (Europe/Vilnius day); null without a limit. */
  remaining_quantity: v.nullish(v.number(), null),
  /** The chef's switch: false = marked sold out for today (back on at the next day's start). */
  available: v.optional(v.boolean(), true),
  /** Customers cannot order it now: marked sold out, or none of today's quantity remains. */
  sold_out: v.optional(v.boolean(), false),
  display_order: v.number(),
  option_groups: v.optional(v.array(optionGroupSchema), []),
  updated_at: v.string(),
});
export type Food = v.InferOutput<typeof foodSchema>;
export const foodListSchema = v.array(foodSchema);

// ---- Field rules ----

type Key = ValidationMessageKey;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const isUuidV4 = (value: string): boolean => UUID_V4.test(value);

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
/** Text typed in a form ("8,50") or a JSON number, as a number (NaN when it is not one). */
const asNumber = (value: unknown) => (typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.')));
const hasTwoDecimalsAtMost = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const requiredName = (required: Key) => v.pipe(v.optional(v.string(msg(required)), ''), v.trim(), v.nonEmpty(msg(required)), v.maxLength(100, msg('nameTooLong')));

/** Euros, 0 or more, two decimals at most; `fallback` when empty (undefined: required). */
const moneyField = (keys: { required: Key; min: Key; invalid: Key }, fallback?: number) =>
  v.pipe(
    v.optional(v.unknown(), ''),
    v.check((value) => fallback !== undefined || !blank(value), msg(keys.required)),
    v.check((value) => blank(value) || typeof value === 'number' || typeof value === 'string', msg(keys.invalid)),
    v.transform((value) => (blank(value) ? (fallback ?? Number.NaN) : asNumber(value))),
    v.number(msg(keys.invalid)),
    v.minValue(0, msg(keys.min)),
    v.maxValue(10_000, msg(keys.invalid)),
    v.check(hasTwoDecimalsAtMost, msg(keys.invalid)),
  );

/** A whole number from `min` to `max`; empty is null when `required` is not given. */
const countField = (keys: { required?: Key; invalid: Key }, min: number, max: number) =>
  v.pipe(
    v.optional(v.unknown(), ''),
    v.check((value) => !keys.required || !blank(value), msg(keys.required ?? keys.invalid)),
    v.check((value) => blank(value) || typeof value === 'number' || typeof value === 'string', msg(keys.invalid)),
    v.transform((value) => (blank(value) ? null : asNumber(value))),
    v.nullable(v.pipe(v.number(msg(keys.invalid)), v.integer(msg(keys.invalid)), v.minValue(min, msg(keys.invalid)), v.maxValue(max, msg(keys.invalid)))),
  );

/** Optional UUID v4 made on the device; '' and missing are null. */
export const clientIdField = v.pipe(
  v.optional(v.nullable(v.string(msg('clientIdInvalid'))), null),
  v.transform((value) => (value === null || value.trim() === '' ? null : value.trim().toLowerCase())),
  v.nullable(v.pipe(v.string(), v.regex(UUID_V4, msg('clientIdInvalid')))),
);

/** Tags as chips: one or a list (`tags[]` in a form), trimmed, the same tag once (any case). */
const tagsField = v.pipe(
  v.optional(v.union([v.string(), v.array(v.string())], msg('tagLength')), []),
  v.transform((value) => {
    const seen = new Set<string>();
    return (Array.isArray(value) ? value : [value])
      .map((tag) => tag.trim().replace(/\s+/g, ' '))
      .filter((tag) => {
        const key = tag.toLocaleLowerCase();
        if (tag !== '' && seen.has(key)) return false;
        seen.add(key);
        return true;
      });
  }),
  v.minLength(1, msg('tagsRequired')),
  v.check((tags) => tags.every((tag) => tag.length >= 1 && tag.length <= 30), msg('tagLength')),
  v.maxLength(10, msg('tagsTooMany')),
);

export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 30;

// ---- Food: POST /chef/foods (create) and POST /chef/foods/{slug} (update), multipart ----

export const foodRequestSchema = v.object({
  name: requiredName('foodNameRequired'),
  price: moneyField({ required: 'priceRequired', min: 'priceMin', invalid: 'priceInvalid' }),
  description: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(1000, msg('foodDescriptionTooLong')),
    v.transform((value) => (value === '' ? null : value)),
  ),
  tags: tagsField,
  daily_quantity: countField({ invalid: 'dailyQuantityInvalid' }, 0, 100_000),
  display_order: v.pipe(countField({ required: 'displayOrderRequired', invalid: 'displayOrderRange' }, 1, 999), v.number(msg('displayOrderRequired'))),
  client_id: clientIdField,
});
/** What the form holds (text as typed) and what is sent (normalised). The photo goes beside it
 * as the `image` file (required on create): checked with `foodImageProblem`. */
export type FoodRequestInput = v.InferInput<typeof foodRequestSchema>;
export type FoodRequest = v.InferOutput<typeof foodRequestSchema>;

export type FoodImageProblem = 'imageRequired' | 'imageTooLarge' | 'imageType' | 'imageEmpty';

// ---- Daily quantity and sold out ----

/** POST /chef/foods/{slug}/quantity: the new daily quantity; empty or null = no limit. What was
 * sold today still counts: remaining = daily quantity - sold today (never below 0). */
export const foodQuantityRequestSchema = v.object({ daily_quantity: countField({ invalid: 'dailyQuantityInvalid' }, 0, 100_000) });
export type FoodQuantityRequest = v.InferOutput<typeof foodQuantityRequestSchema>;

/** POST /chef/foods/{slug}/availability: false = sold out for the rest of today (Europe/Vilnius);
 * true = available again. The state asked for, not a flip. */
export const foodAvailabilityRequestSchema = v.object({ available: v.boolean(msg('availableRequired')) });
export type FoodAvailabilityRequest = v.InferOutput<typeof foodAvailabilityRequestSchema>;

// ---- Reorder: each list names every item once (slug, id or client_id), in the new order ----

const referenceList = v.pipe(
  v.array(v.union([v.string(), v.number()]), msg('reorderInvalid')),
  v.transform((list) => list.map((item) => String(item).trim())),
  v.minLength(1, msg('reorderInvalid')),
  v.maxLength(999, msg('reorderInvalid')),
  v.check((list) => new Set(list).size === list.length && list.every((item) => item !== ''), msg('reorderInvalid')),
);
/** POST /chef/foods/reorder: display orders 1, 2, 3... in the list's order. */
export const foodReorderRequestSchema = v.object({ slugs: referenceList });
/** POST /chef/foods/{slug}/option-groups/reorder and /chef/option-groups/{id}/options/reorder. */
export const menuReorderRequestSchema = v.object({ ids: referenceList });
export type FoodReorderRequest = v.InferOutput<typeof foodReorderRequestSchema>;
export type MenuReorderRequest = v.InferOutput<typeof menuReorderRequestSchema>;

// ---- Option group (JSON): POST /chef/foods/{slug}/option-groups, PUT /chef/option-groups/{id} ----

export const optionGroupRequestSchema = v.pipe(
  v.object({
    name: requiredName('optionGroupNameRequired'),
    selection_type: v.picklist(selectionTypes, msg('selectionTypeRequired')),
    max_selections: countField({ invalid: 'maxSelectionsInvalid' }, 1, 999),
    is_required: v.optional(v.boolean(), false),
    client_id: clientIdField,
  }),
  // Single selection means a maximum of 1 (empty is 1); multiple needs its maximum.
  v.forward(
    v.partialCheck([['selection_type'], ['max_selections']], (input) => input.selection_type !== 'single' || input.max_selections === null || input.max_selections === 1, msg('maxSelectionsSingle')),
    ['max_selections'],
  ),
  v.forward(
    v.partialCheck([['selection_type'], ['max_selections']], (input) => input.selection_type !== 'multiple' || input.max_selections !== null, msg('maxSelectionsRequired')),
    ['max_selections'],
  ),
  v.transform((input) => ({ ...input, max_selections: input.max_selections ?? 1 })),
);
export type OptionGroupRequestInput = v.InferInput<typeof optionGroupRequestSchema>;
export type OptionGroupRequest = v.InferOutput<typeof optionGroupRequestSchema>;

// ---- Option (JSON): POST /chef/option-groups/{id}/options, PUT /chef/options/{id} ----

export const optionRequestSchema = v.object({
  name: requiredName('optionNameRequired'),
  type: v.picklist(optionTypes, msg('optionTypeRequired')),
  additional_price: moneyField({ required: 'additionalPriceInvalid', min: 'additionalPriceMin', invalid: 'additionalPriceInvalid' }, 0),
  max_quantity: countField({ invalid: 'maxQuantityInvalid' }, 1, 99),
  client_id: clientIdField,
});
export type OptionRequestInput = v.InferInput<typeof optionRequestSchema>;
export type OptionRequest = v.InferOutput<typeof optionRequestSchema>;
