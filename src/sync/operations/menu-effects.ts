// What each menu operation does to the device's copy of the menu (db.menu: a food with its groups
// and options in one row). Pure functions on rows, used for the optimistic change at the tap and
// again on top of every pull and every server answer while the operation waits (rule 7).
import { kitchenDay, type FoodOption, type OptionGroup } from '@/contract';
import type { OutboxOperation } from '@/db/outbox-entry';
import type { MenuRow } from '@/db/rows';

type Kind = OutboxOperation['kind'];
type Op<K extends Kind> = Extract<OutboxOperation, { kind: K }>;
export type MenuOperation = Op<
  | 'createFood'
  | 'updateFood'
  | 'deleteFood'
  | 'setFoodQuantity'
  | 'setFoodAvailability'
  | 'reorderFoods'
  | 'createOptionGroup'
  | 'updateOptionGroup'
  | 'deleteOptionGroup'
  | 'reorderOptionGroups'
  | 'createOption'
  | 'updateOption'
  | 'deleteOption'
  | 'reorderOptions'
  | 'setOptionSoldOut'
>;

const menuKinds: ReadonlySet<Kind> = new Set<Kind>([
  'createFood',
  'updateFood',
  'deleteFood',
  'setFoodQuantity',
  'setFoodAvailability',
  'reorderFoods',
  'createOptionGroup',
  'updateOptionGroup',
  'deleteOptionGroup',
  'reorderOptionGroups',
  'createOption',
  'updateOption',
  'deleteOption',
  'reorderOptions',
  'setOptionSoldOut',
]);
export const isMenuOperation = (op: OutboxOperation): op is MenuOperation => menuKinds.has(op.kind);

/** Does a group or an option answer to this ref (its client_id, or its id as text)? */
export const answersTo = (item: { client_id: string | null; id: number }, ref: string): boolean =>
  (item.client_id !== null && item.client_id === ref.toLowerCase()) || (item.id !== 0 && String(item.id) === ref);

/** Sold out: switched off for today, or none of today's quantity left. */
const withSoldOut = (food: MenuRow): MenuRow => ({ ...food, sold_out: !food.available || food.remaining_quantity === 0 });

/** Today's sales stay when the daily quantity changes: 10 with 3 sold, set to 12, leaves 9. */
function newRemaining(food: MenuRow, dailyQuantity: number | null): number | null {
  if (dailyQuantity === null) return null;
  const sold = food.daily_quantity !== null && food.remaining_quantity !== null ? Math.max(0, food.daily_quantity - food.remaining_quantity) : 0;
  return Math.max(0, dailyQuantity - sold);
}

const byOrder = <T extends { display_order: number }>(items: T[]): T[] => [...items].sort((a, b) => a.display_order - b.display_order);

function reordered<T extends { client_id: string | null; id: number; display_order: number }>(items: T[], refs: readonly string[]): T[] {
  const placed = items.map((item) => {
    const at = refs.findIndex((ref) => answersTo(item, ref));
    return at < 0 ? item : { ...item, display_order: at + 1 };
  });
  return byOrder(placed);
}

function groupsWith(food: MenuRow, change: (groups: OptionGroup[]) => OptionGroup[]): MenuRow {
  return { ...food, option_groups: change(food.option_groups) };
}

function optionsWith(food: MenuRow, where: (group: OptionGroup) => boolean, change: (options: FoodOption[]) => FoodOption[]): MenuRow {
  return groupsWith(food, (groups) => groups.map((group) => (where(group) ? { ...group, options: change(group.options) } : group)));
}

const hasOption = (group: OptionGroup, ref: string) => group.options.some((option) => answersTo(option, ref));

/** The food after the operation; null when it is gone. Operations on the whole menu (reorderFoods)
 * are applied with `applyToMenu`. */
export function applyToFood(food: MenuRow | undefined, op: MenuOperation, actionAt: string): MenuRow | null | undefined {
  switch (op.kind) {
    case 'createFood': {
      const fields = { ...op.food, description: op.food.description };
      if (food) return withSoldOut({ ...food, ...fields, client_id: food.client_id });
      return withSoldOut({
        key: op.food.client_id,
        id: 0,
        slug: '',
        image_url: null,
        remaining_quantity: op.food.daily_quantity,
        available: true,
        sold_out: false,
        option_groups: [],
        updated_at: actionAt,
        ...fields,
      });
    }
    case 'updateFood':
      if (!food) return undefined;
      return withSoldOut({
        ...food,
        ...op.food,
        client_id: food.client_id,
        remaining_quantity: op.food.daily_quantity === food.daily_quantity ? food.remaining_quantity : newRemaining(food, op.food.daily_quantity),
      });
    case 'deleteFood':
      return null;
    case 'setFoodQuantity':
      return food && withSoldOut({ ...food, daily_quantity: op.dailyQuantity, remaining_quantity: newRemaining(food, op.dailyQuantity) });
    case 'setFoodAvailability':
      return food && withSoldOut({ ...food, available: op.available });
    case 'reorderFoods':
      return food;
    case 'createOptionGroup':
      if (!food || food.option_groups.some((group) => answersTo(group, op.group.client_id))) return food;
      return groupsWith(food, (groups) => [
        ...groups,
        { ...op.group, id: 0, food_id: food.id, display_order: groups.length + 1, options: [] },
      ]);
    case 'updateOptionGroup':
      return food && groupsWith(food, (groups) => groups.map((group) => (answersTo(group, op.groupRef) ? { ...group, ...op.group, client_id: group.client_id } : group)));
    case 'deleteOptionGroup':
      return food && groupsWith(food, (groups) => groups.filter((group) => !answersTo(group, op.groupRef)));
    case 'reorderOptionGroups':
      return food && groupsWith(food, (groups) => reordered(groups, op.groupRefs));
    case 'createOption':
      return (
        food &&
        optionsWith(
          food,
          (group) => answersTo(group, op.groupRef),
          (options) => (options.some((option) => answersTo(option, op.option.client_id)) ? options : [...options, { ...op.option, id: 0, option_group_id: 0, display_order: options.length + 1 }]),
        )
      );
    case 'updateOption':
      return (
        food &&
        optionsWith(
          food,
          (group) => hasOption(group, op.optionRef),
          (options) => options.map((option) => (answersTo(option, op.optionRef) ? { ...option, ...op.option, client_id: option.client_id } : option)),
        )
      );
    case 'setOptionSoldOut': {
      // Sold out for the kitchen's day of the tap, as the server stores it.
      const soldOutDay = op.soldOut ? kitchenDay(Date.parse(actionAt)) : null;
      return (
        food &&
        optionsWith(
          food,
          (group) => hasOption(group, op.optionRef),
          (options) => options.map((option) => (answersTo(option, op.optionRef) ? { ...option, sold_out_day: soldOutDay } : option)),
        )
      );
    }
    case 'deleteOption':
      return (
        food &&
        optionsWith(
          food,
          (group) => hasOption(group, op.optionRef),
          (options) => options.filter((option) => !answersTo(option, op.optionRef)),
        )
      );
    case 'reorderOptions':
      return (
        food &&
        optionsWith(
          food,
          (group) => answersTo(group, op.groupRef),
          (options) => reordered(options, op.optionRefs),
        )
      );
  }
}

/** The food row an operation touches (by its device key); undefined for the whole-menu reorder. */
export function foodKeyOf(op: MenuOperation): string | undefined {
  if (op.kind === 'createFood') return op.food.client_id;
  if (op.kind === 'reorderFoods') return undefined;
  return op.foodKey;
}

/** The whole-menu reorder: display orders 1, 2, 3... in the list's order. */
export function reorderMenu(rows: MenuRow[], foodKeys: readonly string[]): MenuRow[] {
  return rows.map((row) => {
    const at = foodKeys.indexOf(row.key);
    return at < 0 || row.display_order === at + 1 ? row : { ...row, display_order: at + 1 };
  });
}
