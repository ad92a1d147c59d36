// The menu's contract as the app's forms use it: typed text normalised, each rule's message key,
// a group's rules against its options, and what one ordered item may choose.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { foodRequestSchema, optionGroupRequestSchema, optionRequestSchema, type Food } from './food.ts';
import { choiceProblem, foodImageProblem, isOrderable, optionGroupProblems } from './food-rules.ts';

const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : Object.fromEntries(result.issues.map((issue) => [v.getDotPath(issue), issue.message]));
};

describe('food request', () => {
  it('normalises what the form holds', () => {
    expect(v.parse(foodRequestSchema, { name: ' Kibinai ', price: '3,20', description: '  ', tags: [' Pastry ', 'pastry', 'Baked'], daily_quantity: '', display_order: '7', client_id: '' })).toEqual({
      name: 'Kibinai',
      price: 3.2,
      description: null,
      tags: ['Pastry', 'Baked'],
      daily_quantity: null,
      display_order: 7,
      client_id: null,
    });
    expect(v.parse(foodRequestSchema, { name: 'A', price: 0, tags: 'One', display_order: 999, daily_quantity: 0 })).toMatchObject({ tags: ['One'], daily_quantity: 0 });
  });

  it('names each broken rule by its message key', () => {
    expect(issues(foodRequestSchema, {})).toEqual({
      name: 'validation:foodNameRequired',
      price: 'validation:priceRequired',
      tags: 'validation:tagsRequired',
      display_order: 'validation:displayOrderRequired',
    });
    expect(issues(foodRequestSchema, { name: 'A', price: '1.005', tags: ['x'.repeat(31)], display_order: '1.5', daily_quantity: 'many', client_id: '123' })).toEqual({
      price: 'validation:priceInvalid',
      tags: 'validation:tagLength',
      display_order: 'validation:displayOrderRange',
      daily_quantity: 'validation:dailyQuantityInvalid',
      client_id: 'validation:clientIdInvalid',
    });
  });

  it('checks the photo: required on create only, by content and size', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    expect(foodImageProblem(null, true)).toBe('imageRequired');
    expect(foodImageProblem(null, false)).toBeNull();
    expect(foodImageProblem({ size: 100, head: png }, true)).toBeNull();
    expect(foodImageProblem({ size: 100, head: new Uint8Array(12) }, true)).toBe('imageType');
    expect(foodImageProblem({ size: 6 * 1024 * 1024, head: png }, true)).toBe('imageTooLarge');
    expect(foodImageProblem({ size: 0, head: png }, false)).toBe('imageEmpty');
  });
});

describe('option groups and options', () => {
  it('single means a maximum of 1; multiple needs its maximum', () => {
    expect(v.parse(optionGroupRequestSchema, { name: 'Size', selection_type: 'single' })).toMatchObject({ max_selections: 1, is_required: false });
    expect(issues(optionGroupRequestSchema, { name: 'Size', selection_type: 'single', max_selections: '3' })).toEqual({ max_selections: 'validation:maxSelectionsSingle' });
    expect(issues(optionGroupRequestSchema, { name: 'Sauces', selection_type: 'multiple', max_selections: '' })).toEqual({ max_selections: 'validation:maxSelectionsRequired' });
    expect(v.parse(optionRequestSchema, { name: 'Garlic', type: 'extra', additional_price: '0,4', max_quantity: '2' })).toMatchObject({ additional_price: 0.4, max_quantity: 2 });
  });

  it("keeps a group's maximum within its options and a required group with an option", () => {
    expect(optionGroupProblems({ selection_type: 'multiple', max_selections: 3, is_required: false }, 2)).toEqual({ max_selections: 'maxSelectionsOverOptions' });
    expect(optionGroupProblems({ selection_type: 'multiple', max_selections: 3, is_required: false }, 0)).toEqual({});
    expect(optionGroupProblems({ selection_type: 'single', max_selections: 1, is_required: true }, 0)).toEqual({ options: 'requiredGroupNeedsOption' });
  });

  it("checks an ordered item's options against the groups", () => {
    const food = {
      sold_out: false,
      option_groups: [
        { id: 1, client_id: null, food_id: 1, name: 'Size', selection_type: 'single', max_selections: 1, is_required: true, display_order: 1, options: [
          { id: 11, client_id: null, option_group_id: 1, name: 'Small', type: 'choice', additional_price: 0, max_quantity: null, display_order: 1 },
          { id: 12, client_id: null, option_group_id: 1, name: 'Big', type: 'choice', additional_price: 1, max_quantity: null, display_order: 2 },
        ] },
        { id: 2, client_id: null, food_id: 1, name: 'Extras', selection_type: 'multiple', max_selections: 2, is_required: false, display_order: 2, options: [
          { id: 21, client_id: null, option_group_id: 2, name: 'Egg', type: 'extra', additional_price: 0.6, max_quantity: 2, display_order: 1 },
        ] },
      ],
    } satisfies Pick<Food, 'sold_out' | 'option_groups'>;
    expect(isOrderable(food)).toBe(true);
    expect(choiceProblem(food, [{ option_id: 12, quantity: 1 }, { option_id: 21, quantity: 2 }])).toBeNull();
    expect(choiceProblem(food, [])).toBe('"Size" needs a choice.');
    expect(choiceProblem(food, [{ option_id: 11, quantity: 1 }, { option_id: 12, quantity: 1 }])).toBe('"Size" allows at most 1 selections.');
    expect(choiceProblem(food, [{ option_id: 11, quantity: 1 }, { option_id: 21, quantity: 3 }])).toBe('Option 21 may be taken 1 to 2 times.');
    expect(choiceProblem(food, [{ option_id: 99, quantity: 1 }])).toBe('Option 99 is not an option of this food.');
    const [size] = food.option_groups;
    if (!size) throw new Error('no group');
    expect(isOrderable({ ...food, option_groups: [{ ...size, options: [] }] })).toBe(false);
  });
});
