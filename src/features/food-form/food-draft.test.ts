import { describe, expect, it } from 'vitest';
import type { Food } from '@/contract';
import { foodDraftOf, foodFormValues, hasChanges, nextDisplayOrder, tagSuggestions } from './food-draft';

const food = (over: Partial<Food> = {}): Food => ({
  id: 7,
  client_id: null,
  slug: 'cepelinai',
  name: 'Cepelinai',
  description: null,
  price: 8.5,
  image_url: '/storage/foods/7.webp',
  tags: ['Lithuanian', 'potato'],
  daily_quantity: null,
  remaining_quantity: null,
  available: true,
  sold_out: false,
  display_order: 3,
  option_groups: [],
  updated_at: '2026-11-23T10:00:00Z',
  ...over,
});

describe('the food form start', () => {
  it('shows a stored food as typed text (price in euros, empty daily quantity for no limit)', () => {
    expect(foodFormValues(food())).toEqual({ name: 'Cepelinai', price: '8.50', description: '', tags: ['Lithuanian', 'potato'], daily_quantity: '', display_order: '3' });
  });

  it('places a new food after the last one, at most 999', () => {
    expect(nextDisplayOrder([food({ display_order: 3 }), food({ display_order: 12 })])).toBe(13);
    expect(nextDisplayOrder([])).toBe(1);
    expect(nextDisplayOrder([food({ display_order: 999 })])).toBe(999);
    expect(foodFormValues(null, 13).display_order).toBe('13');
  });

  it("takes this food's draft with its photo, and ignores another food's draft", () => {
    const blob = new Blob(['x'], { type: 'image/webp' });
    const draft = { ref: 'cepelinai', values: { name: 'Big cepelinai', tags: ['potato', 3] }, photo: { blob, name: 'p.webp', originalBytes: 900, width: 1600, height: 1200 } };
    const mine = foodDraftOf(draft, 'cepelinai', food());
    expect(mine.values.name).toBe('Big cepelinai');
    expect(mine.values.price).toBe('8.50');
    expect(mine.values.tags).toEqual(['potato']);
    expect(mine.photo?.blob).toBe(blob);
    expect(hasChanges(mine, foodFormValues(food()))).toBe(true);
    const other = foodDraftOf(draft, null, null, 4);
    expect(other.values.name).toBe('');
    expect(other.photo).toBeNull();
    expect(hasChanges(other, foodFormValues(null, 4))).toBe(false);
  });

  it('drops a photo that is not a Blob', () => {
    expect(foodDraftOf({ ref: null, values: {}, photo: { blob: 'x', name: 'a', originalBytes: 1, width: 1, height: 1 } }, null, null).photo).toBeNull();
  });
});

describe('tag suggestions', () => {
  it("offers the chef's other tags, most used first, without the chosen ones, filtered by the typed text", () => {
    const menu = [food({ tags: ['soup', 'Vegan'] }), food({ tags: ['vegan', 'hot'] }), food({ tags: ['Soup'] }), food({ tags: ['vegan'] })];
    expect(tagSuggestions(menu, [], '')).toEqual(['Vegan', 'soup', 'hot']);
    expect(tagSuggestions(menu, ['VEGAN'], '')).toEqual(['soup', 'hot']);
    expect(tagSuggestions(menu, [], 'ou')).toEqual(['soup']);
  });
});
