// A customer's order taken from the chef's real menu (the customer simulator, POST /admin/orders):
// only live foods that are not sold out, options that keep each group's rules (food-rules.ts), and
// no more than today's remaining quantity, which the order then uses up. Runs inside the order's
// transaction, so a refused order takes nothing.
import { choiceProblem, isOptionSoldOut, isOrderable, type ChosenOption, type Food } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';
import { ApiError, ConflictError } from '../http/envelope.ts';
import type { NewOrderItem } from '../store/order-writes.ts';
import { findFoodRow, findFoodRowById, remainingOf, setFoodColumns, soldToday, toFood, type FoodRow } from '../store/foods.ts';
import { kitchenDayOf } from './day.ts';

/** One item a customer asks for: the food (id, slug or client_id), how many, which options. */
export interface MenuChoice {
  food: number | string;
  quantity: number;
  options: ChosenOption[];
}

export const nothingToOrder = 'Nothing on the menu can be ordered now: every food is sold out.';

function foodRowOf(db: Db, chefId: number, reference: number | string): FoodRow {
  const row = typeof reference === 'number' ? findFoodRowById(db, reference) : findFoodRow(db, chefId, reference);
  if (!row || row.chef_id !== chefId || row.deleted_at) throw new ApiError(422, `Food ${reference} is not on the chef's menu.`, { items: [`Food ${reference} is not on the chef's menu.`] });
  return row;
}

/** Checks the choices against the menu and uses up today's quantities; answers the order's items. */
export function takeFromMenu(db: Db, chefId: number, choices: readonly MenuChoice[], nowMs: number): NewOrderItem[] {
  if (choices.length === 0) throw new ApiError(422, 'An order needs at least one item.', { items: ['An order needs at least one item.'] });
  const wanted = new Map<number, { row: FoodRow; food: Food; quantity: number }>();
  const items = choices.map((choice): NewOrderItem => {
    const row = foodRowOf(db, chefId, choice.food);
    const food = toFood(db, row, nowMs);
    if (food.sold_out) throw new ConflictError(`${food.name} is sold out today.`, food);
    if (!isOrderable(food)) throw new ConflictError(`${food.name} cannot be ordered: a required option group has no option.`, food);
    if (!Number.isInteger(choice.quantity) || choice.quantity < 1) throw new ApiError(422, 'Each item needs a quantity of 1 or more.', { items: ['Each item needs a quantity of 1 or more.'] });
    // An option sold out today cannot be ordered (409 with the food, which says so).
    const soldOutOption = food.option_groups.flatMap((group) => group.options).find((option) => isOptionSoldOut(option, nowMs) && choice.options.some((chosen) => chosen.option_id === option.id));
    if (soldOutOption) throw new ConflictError(`${soldOutOption.name} is sold out today.`, food);
    const problem = choiceProblem(food, choice.options);
    if (problem) throw new ApiError(422, `${food.name}: ${problem}`, { items: [`${food.name}: ${problem}`] });
    const entry = wanted.get(row.id) ?? { row, food, quantity: 0 };
    entry.quantity += choice.quantity;
    wanted.set(row.id, entry);
    const optionById = new Map(food.option_groups.flatMap((group) => group.options).map((option) => [option.id, option]));
    return {
      food_id: row.id,
      name: food.name,
      quantity: choice.quantity,
      unit_price_cents: row.price_cents,
      options: choice.options.map((chosen) => {
        const option = optionById.get(chosen.option_id);
        return { name: option?.name ?? '', quantity: chosen.quantity, additional_price: option?.additional_price ?? 0 };
      }),
    };
  });
  const today = kitchenDayOf(nowMs);
  const at = new Date(nowMs).toISOString();
  for (const { row, food, quantity } of wanted.values()) {
    const remaining = remainingOf(row, nowMs);
    if (remaining !== null && quantity > remaining) throw new ConflictError(`Only ${remaining} × ${food.name} left today.`, food);
    setFoodColumns(db, row.id, { sold_day: today, sold_count: soldToday(row, nowMs) + quantity }, at);
  }
  return items;
}

type Random = () => number;
const between = (low: number, high: number, random: Random) => low + Math.floor(random() * (high - low + 1));

/** A customer's random choice from the menu: 1-3 different orderable foods, 1-3 of each (never
 * more than remains), and options that keep every group's rules. Empty when nothing can be ordered. */
export function randomMenuChoices(fullMenu: readonly Food[], random: Random, nowMs: number = Date.now()): MenuChoice[] {
  // Options sold out today are not there for the customer: a food whose required group
  // has none left cannot be ordered.
  const menu = fullMenu.map((food) => ({ ...food, option_groups: food.option_groups.map((group) => ({ ...group, options: group.options.filter((option) => !isOptionSoldOut(option, nowMs)) })) }));
  const orderable = menu.filter(isOrderable);
  const shuffled = [...orderable].sort(() => random() - 0.5).slice(0, between(1, 3, random));
  return shuffled.map((food) => {
    const most = Math.min(3, food.remaining_quantity ?? 3);
    const options: ChosenOption[] = [];
    for (const group of food.option_groups) {
      if (group.options.length === 0) continue;
      const most = Math.min(group.max_selections ?? 1, group.options.length);
      const count = group.is_required ? between(1, most, random) : random() < 0.5 ? 0 : between(1, most, random);
      for (const option of [...group.options].sort(() => random() - 0.5).slice(0, count)) {
        options.push({ option_id: option.id, quantity: option.type === 'extra' ? between(1, option.max_quantity ?? 1, random) : 1 });
      }
    }
    return { food: food.id, quantity: between(1, most, random), options };
  });
}
