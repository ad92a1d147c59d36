// The values the food form starts from: the 'food' draft this device kept for this food (what the
// chef typed last, even offline, and the prepared photo, a Blob), else the food as stored (db.menu),
// else an empty food placed after the last one. One draft at a time: it names the food it belongs
// to (`ref`, null for a new food), so another food's draft is ignored. A draft is untrusted data
// from storage: only text fields, a tag list of strings and a photo that really is a Blob are taken.
import type { Food } from '@/contract';

export const foodTextFields = ['name', 'price', 'description', 'daily_quantity', 'display_order'] as const;
export type FoodTextField = (typeof foodTextFields)[number];
export type FoodFormValues = Record<FoodTextField, string> & { tags: string[] };

/** A photo the chef chose, already cropped, resized and compressed on the device. */
export type ChosenPhoto = { blob: Blob; name: string; originalBytes: number; width: number; height: number };

export type FoodDraft = { ref: string | null; values: FoodFormValues; photo: ChosenPhoto | null };

export const MAX_DISPLAY_ORDER = 999;

/** A new food goes after the last one on the menu (999 at most). */
export const nextDisplayOrder = (menu: readonly Pick<Food, 'display_order'>[]): number =>
  Math.min(MAX_DISPLAY_ORDER, menu.reduce((last, food) => Math.max(last, food.display_order), 0) + 1);

export function foodFormValues(food: Food | null | undefined, displayOrder = 1): FoodFormValues {
  if (!food) return { name: '', price: '', description: '', tags: [], daily_quantity: '', display_order: String(displayOrder) };
  return {
    name: food.name,
    price: food.price.toFixed(2),
    description: food.description ?? '',
    tags: [...food.tags],
    daily_quantity: food.daily_quantity === null ? '' : String(food.daily_quantity),
    display_order: String(food.display_order),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const positive = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

export function photoOf(value: unknown): ChosenPhoto | null {
  if (!isRecord(value) || !(value.blob instanceof Blob) || typeof value.name !== 'string') return null;
  if (!positive(value.originalBytes) || !positive(value.width) || !positive(value.height)) return null;
  return { blob: value.blob, name: value.name, originalBytes: value.originalBytes, width: value.width, height: value.height };
}

/** The draft's values over the food's (or a new food's) when the draft is this food's. */
export function foodDraftOf(draft: unknown, ref: string | null, food: Food | null | undefined, displayOrder = 1): FoodDraft {
  const values = foodFormValues(food, displayOrder);
  if (!isRecord(draft) || (draft.ref ?? null) !== ref) return { ref, values, photo: null };
  const typed = isRecord(draft.values) ? draft.values : {};
  for (const field of foodTextFields) if (typeof typed[field] === 'string') values[field] = typed[field];
  if (Array.isArray(typed.tags)) values.tags = typed.tags.filter((tag): tag is string => typeof tag === 'string');
  return { ref, values, photo: photoOf(draft.photo) };
}

/** Does the draft differ from the food as stored (typed changes or a new photo)? */
export function hasChanges(draft: FoodDraft, stored: FoodFormValues): boolean {
  if (draft.photo) return true;
  return foodTextFields.some((field) => draft.values[field] !== stored[field]) || draft.values.tags.join('\n') !== stored.tags.join('\n');
}

/** The chef's other tags, most used first, for suggestions (any case counted once). */
export function tagSuggestions(menu: readonly Pick<Food, 'tags'>[], chosen: readonly string[], typed: string, limit = 8): string[] {
  const taken = new Set(chosen.map((tag) => tag.toLocaleLowerCase()));
  const counts = new Map<string, { tag: string; count: number }>();
  for (const food of menu)
    for (const tag of food.tags) {
      const key = tag.toLocaleLowerCase();
      if (taken.has(key)) continue;
      const seen = counts.get(key);
      if (seen) seen.count += 1;
      else counts.set(key, { tag, count: 1 });
    }
  const wanted = typed.trim().toLocaleLowerCase();
  return [...counts.values()]
    .filter(({ tag }) => wanted === '' || tag.toLocaleLowerCase().includes(wanted))
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    .slice(0, limit)
    .map(({ tag }) => tag);
}
