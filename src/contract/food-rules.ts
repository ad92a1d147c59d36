// Menu rules that look past one request (spec section 5, design/api.md Foods): the food's photo,
// a group's rules against its options (as the chef types and as the server stores), and what a
// customer's item may take (the simulator and the reference server's order placement use it).
import { imageProblem, type ImageProblem } from './image.ts';
import type { ValidationMessageKey } from './messages.en.ts';
import type { Food, FoodImageProblem, OptionGroup } from './food.ts';

const imageKeys: Record<ImageProblem, FoodImageProblem> = { empty: 'imageEmpty', tooLarge: 'imageTooLarge', type: 'imageType' };

/** Why the food's photo cannot be sent, or null when it can. `file` is null when none was chosen:
 * required on create, kept as it is on update. */
export function foodImageProblem(file: { size: number; head: Uint8Array } | null, creating: boolean): FoodImageProblem | null {
  if (!file) return creating ? 'imageRequired' : null;
  const problem = imageProblem(file);
  return problem ? imageKeys[problem] : null;
}

export interface GroupProblems {
  max_selections?: ValidationMessageKey;
  options?: ValidationMessageKey;
}

/** A group's rules against its options: the maximum cannot exceed the options (once it has some);
 * a required group needs at least one option. Empty when the group is fine. */
export function optionGroupProblems(group: Pick<OptionGroup, 'selection_type' | 'max_selections' | 'is_required'>, optionCount: number): GroupProblems {
  const problems: GroupProblems = {};
  const max = group.max_selections ?? 1;
  if (group.selection_type === 'single' && max !== 1) problems.max_selections = 'maxSelectionsSingle';
  else if (optionCount > 0 && max > optionCount) problems.max_selections = 'maxSelectionsOverOptions';
  if (group.is_required && optionCount === 0) problems.options = 'requiredGroupNeedsOption';
  return problems;
}

/** Can a customer order the food at all: not sold out, and every required group has an option. */
export const isOrderable = (food: Pick<Food, 'sold_out' | 'option_groups'>): boolean =>
  !food.sold_out && food.option_groups.every((group) => !group.is_required || group.options.length > 0);

export interface ChosenOption {
  option_id: number;
  quantity: number;
}

/** Why a customer's choice of options for one item breaks the food's groups, or null when it is
 * fine: options of this food only, each at most its max_quantity (null: 1), at most
 * max_selections different options per group, at least one in a required group. */
export function choiceProblem(food: Pick<Food, 'option_groups'>, chosen: readonly ChosenOption[]): string | null {
  const groupOf = new Map<number, OptionGroup>();
  const maxOf = new Map<number, number>();
  for (const group of food.option_groups)
    for (const option of group.options) {
      groupOf.set(option.id, group);
      maxOf.set(option.id, option.max_quantity ?? 1);
    }
  const perGroup = new Map<number, Set<number>>();
  for (const choice of chosen) {
    const group = groupOf.get(choice.option_id);
    if (!group) return `Option ${choice.option_id} is not an option of this food.`;
    if (!Number.isInteger(choice.quantity) || choice.quantity < 1 || choice.quantity > (maxOf.get(choice.option_id) ?? 1)) {
      return `Option ${choice.option_id} may be taken 1 to ${maxOf.get(choice.option_id) ?? 1} times.`;
    }
    const taken = perGroup.get(group.id) ?? new Set<number>();
    if (taken.has(choice.option_id)) return `Option ${choice.option_id} is chosen twice.`;
    taken.add(choice.option_id);
    perGroup.set(group.id, taken);
  }
  for (const group of food.option_groups) {
    const count = perGroup.get(group.id)?.size ?? 0;
    if (count > (group.max_selections ?? 1)) return `"${group.name}" allows at most ${group.max_selections ?? 1} selections.`;
    if (group.is_required && count === 0) return `"${group.name}" needs a choice.`;
  }
  return null;
}
