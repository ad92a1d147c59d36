// The option group and option forms' rules, checked as the chef types: the contract's request
// schemas (the same the server applies) and the group's rules against its options
// (optionGroupProblems). Each field gets its first message, as a contract key (`validation:...`).
import * as v from 'valibot';
import {
  msg,
  optionGroupProblems,
  optionGroupRequestSchema,
  optionRequestSchema,
  type OptionGroup,
  type OptionGroupRequest,
  type OptionRequest,
  type OptionType,
  type SelectionType,
  type FoodOption,
} from '@/contract';

export type GroupFormValues = {
  name: string;
  selection_type: SelectionType;
  max_selections: string;
  is_required: boolean;
};
export type OptionFormValues = {
  name: string;
  type: OptionType;
  additional_price: string;
  max_quantity: string;
};
export type GroupField = keyof GroupFormValues;
export type OptionField = keyof OptionFormValues;

type Checked<F extends string, T> = {
  problems: Partial<Record<F, string>>;
  request: T | null;
};

function firstMessages<F extends string>(issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): Partial<Record<F, string>> {
  const nested = v.flatten(issues).nested ?? {};
  const problems: Partial<Record<F, string>> = {};
  for (const [field, messages] of Object.entries(nested)) if (messages?.[0]) problems[field as F] = messages[0];
  return problems;
}

/** A group as the chef typed it, against the options it has now (0 for a new group): the
 * request to send, or what is wrong. A maximum above the options blocks the save (the server
 * refuses it too); a required group without options is said on the group itself (groupNote). */
export function checkGroup(values: GroupFormValues, optionCount: number): Checked<GroupField, OptionGroupRequest> {
  const result = v.safeParse(optionGroupRequestSchema, values);
  if (!result.success)
    return {
      problems: firstMessages<GroupField>(result.issues),
      request: null,
    };
  const { max_selections } = optionGroupProblems(result.output, optionCount);
  if (max_selections) return { problems: { max_selections: msg(max_selections) }, request: null };
  return { problems: {}, request: result.output };
}

/** What the group says under its options: a required group needs at least one. */
export function groupNote(group: Pick<OptionGroup, 'selection_type' | 'max_selections' | 'is_required' | 'options'>): string | null {
  const { options } = optionGroupProblems(group, group.options.length);
  return options ? msg(options) : null;
}

export function checkOption(values: OptionFormValues): Checked<OptionField, OptionRequest> {
  const result = v.safeParse(optionRequestSchema, values);
  if (!result.success)
    return {
      problems: firstMessages<OptionField>(result.issues),
      request: null,
    };
  return { problems: {}, request: result.output };
}

export const groupFormOf = (group: OptionGroup | null): GroupFormValues =>
  group
    ? {
        name: group.name,
        selection_type: group.selection_type,
        max_selections: String(group.max_selections ?? 1),
        is_required: group.is_required,
      }
    : {
        name: '',
        selection_type: 'single',
        max_selections: '1',
        is_required: false,
      };

export const optionFormOf = (option: FoodOption | null): OptionFormValues =>
  option
    ? {
        name: option.name,
        type: option.type,
        additional_price: option.additional_price.toFixed(2),
        max_quantity: option.max_quantity === null ? '' : String(option.max_quantity),
      }
    : { name: '', type: 'extra', additional_price: '', max_quantity: '' };

/** The refs in their new order after moving the one at `index` by `delta` (-1 up, +1 down);
 * null when it cannot move that way. */
export function moved(refs: readonly string[], index: number, delta: -1 | 1): string[] | null {
  const to = index + delta;
  if (index < 0 || index >= refs.length || to < 0 || to >= refs.length) return null;
  const next = [...refs];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as string);
  return next;
}
