import { describe, expect, it } from 'vitest';
import { checkGroup, checkOption, groupFormOf, groupNote, moved, optionFormOf } from './form-rules';

const group = (overrides: Partial<ReturnType<typeof groupFormOf>> = {}) => ({
  ...groupFormOf(null),
  name: 'Sauce',
  ...overrides,
});
const option = (overrides: Partial<ReturnType<typeof optionFormOf>> = {}) => ({
  ...optionFormOf(null),
  name: 'Garlic',
  ...overrides,
});

describe('the option group form', () => {
  it('sends a valid single group with a maximum of 1', () => {
    expect(checkGroup(group({ is_required: true }), 0)).toEqual({
      problems: {},
      request: {
        name: 'Sauce',
        selection_type: 'single',
        max_selections: 1,
        is_required: true,
        client_id: null,
      },
    });
  });

  it('gives each field its contract message', () => {
    expect(checkGroup(group({ name: '  ' }), 0).problems).toEqual({
      name: 'validation:optionGroupNameRequired',
    });
    expect(checkGroup(group({ max_selections: '2' }), 2).problems).toEqual({
      max_selections: 'validation:maxSelectionsSingle',
    });
    expect(checkGroup(group({ selection_type: 'multiple', max_selections: '' }), 2).problems).toEqual({ max_selections: 'validation:maxSelectionsRequired' });
    expect(checkGroup(group({ selection_type: 'multiple', max_selections: '0' }), 2).problems).toEqual({ max_selections: 'validation:maxSelectionsInvalid' });
    expect(checkGroup(group({ selection_type: 'multiple', max_selections: '1.5' }), 2).problems).toEqual({ max_selections: 'validation:maxSelectionsInvalid' });
  });

  it('refuses a maximum above the options the group has, not before it has any', () => {
    expect(checkGroup(group({ selection_type: 'multiple', max_selections: '3' }), 2)).toEqual({
      problems: { max_selections: 'validation:maxSelectionsOverOptions' },
      request: null,
    });
    expect(checkGroup(group({ selection_type: 'multiple', max_selections: '2' }), 2).request?.max_selections).toBe(2);
    expect(checkGroup(group({ selection_type: 'multiple', max_selections: '3' }), 0).problems).toEqual({});
  });

  it('says a required group needs an option until it has one', () => {
    const stored = {
      selection_type: 'single' as const,
      max_selections: 1,
      is_required: true,
      options: [],
    };
    expect(groupNote(stored)).toBe('validation:requiredGroupNeedsOption');
    expect(groupNote({ ...stored, is_required: false })).toBeNull();
  });
});

describe('the option form', () => {
  it('sends a valid option: an empty price is 0, an empty maximum is null', () => {
    expect(checkOption(option())).toEqual({
      problems: {},
      request: {
        name: 'Garlic',
        type: 'extra',
        additional_price: 0,
        max_quantity: null,
        client_id: null,
      },
    });
    expect(checkOption(option({ additional_price: '0,80', max_quantity: '3' })).request).toMatchObject({ additional_price: 0.8, max_quantity: 3 });
  });

  it('gives each field its contract message', () => {
    expect(checkOption(option({ name: '' })).problems).toEqual({
      name: 'validation:optionNameRequired',
    });
    expect(checkOption(option({ additional_price: '-1' })).problems).toEqual({
      additional_price: 'validation:additionalPriceMin',
    });
    expect(checkOption(option({ additional_price: '1.234' })).problems).toEqual({ additional_price: 'validation:additionalPriceInvalid' });
    expect(checkOption(option({ additional_price: 'abc' })).problems).toEqual({
      additional_price: 'validation:additionalPriceInvalid',
    });
    expect(checkOption(option({ max_quantity: '0' })).problems).toEqual({
      max_quantity: 'validation:maxQuantityInvalid',
    });
    expect(checkOption(option({ max_quantity: '100' })).problems).toEqual({
      max_quantity: 'validation:maxQuantityInvalid',
    });
  });
});

describe('moving a group or an option', () => {
  it('moves one place up or down, not past the ends', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toBeNull();
    expect(moved(['a', 'b'], 1, 1)).toBeNull();
  });
});
