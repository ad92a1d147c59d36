// The menu's writes as outbox operations, all on the entity `menu`, so they reach the server in the
// order the chef made them: a food made offline is created before its groups, its groups before
// their options. Things made on the device carry a client_id (UUID v4) and every URL names them by
// it, so no later entry has to wait for, or be rewritten with, the server's ids (docs/sync.md,
// "Things made offline"). Photos travel as Blobs in the entry and are sent as multipart. A food made
// on the device and deleted before its create was ever sent is never uploaded: the create, the
// actions on it and the delete leave the outbox together (dropUnsentFood, deleteFood's beforeQueue).
import * as v from 'valibot';
import { foodListSchema, foodSchema, optionGroupSchema, optionSchema, type Food } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import type { OutboxOperation } from '@/db/outbox-entry';
import { menuKey, type MenuRow } from '@/db/rows';
import { applyToFood, foodKeyOf, isMenuOperation, reorderMenu, type MenuOperation } from './menu-effects';
import { atKnownVersion } from '../engine/operation-version-table';
import type { OperationSpec, OutboxRequest } from '../engine/operation-spec';
import { reapply } from '../engine/reapply';

type Op<K extends OutboxOperation['kind']> = Extract<OutboxOperation, { kind: K }>;

export const MENU_ENTITY = 'menu';

export const toMenuRow = (food: Food): MenuRow => ({ ...food, key: menuKey(food) });

/** The food a route names: its client_id (the device's key) or its slug. */
export async function findFood(db: ChefDb, ref: string): Promise<MenuRow | undefined> {
  return (await db.menu.get(ref.toLowerCase())) ?? (await db.menu.get(ref)) ?? (await db.menu.filter((food) => food.slug === ref).first());
}

/** Applies one menu operation to the device's menu (IndexedDB work only). */
export async function applyMenuOperation(db: ChefDb, op: MenuOperation, actionAt: string): Promise<void> {
  if (op.kind === 'reorderFoods') {
    await db.menu.bulkPut(reorderMenu(await db.menu.toArray(), op.foodKeys));
    return;
  }
  const key = foodKeyOf(op);
  if (key === undefined) return;
  const after = applyToFood(await db.menu.get(key), op, actionAt);
  if (after === null) await db.menu.delete(key);
  else if (after) await db.menu.put(after);
}

/** The chef deletes a food this device made: if its create has never left (never tried, nobody
 * holds it), the create, every later action on that food and the delete itself are dropped, so
 * its photo is never uploaded. Later whole-menu reorders forget it. True when that happened (the
 * delete needs no entry); false when the server has, or may have, the food: the delete is sent.
 * Runs inside mutate's transaction (outbox and menu in scope), so no sender claims meanwhile. */
export async function dropUnsentFood(db: ChefDb, foodKey: string): Promise<boolean> {
  const queue = await db.outbox.where('entity').equals(MENU_ENTITY).sortBy('seq');
  const create = queue.find((entry) => entry.operation.kind === 'createFood' && entry.operation.food.client_id === foodKey);
  // A try that failed, or a claim (even a lapsed one: its sender may have died mid-send), may have
  // reached the server: then the food exists there and only the delete removes it.
  if (!create || create.attempts > 0 || create.claimedBy !== null) return false;
  for (const entry of queue) {
    if ((entry.seq ?? 0) < (create.seq ?? 0) || !atKnownVersion(entry) || !isMenuOperation(entry.operation)) continue;
    const op = entry.operation;
    if (op.kind === 'reorderFoods') {
      const at = op.foodKeys.indexOf(foodKey);
      if (at < 0) continue;
      const foodKeys = op.foodKeys.filter((_, i) => i !== at);
      const foodRefs = op.foodRefs.filter((_, i) => i !== at);
      if (foodKeys.length === 0) await db.outbox.delete(entry.seq as number);
      else await db.outbox.update(entry.seq as number, { operation: { ...op, foodKeys, foodRefs } });
    } else if (foodKeyOf(op) === foodKey) await db.outbox.delete(entry.seq as number);
  }
  return true;
}

/** The chef's later unsent menu actions, again on top of what the server just answered. */
async function laterOnTop(db: ChefDb): Promise<void> {
  for (const entry of await db.outbox.where('entity').equals(MENU_ENTITY).sortBy('seq')) {
    const op = entry.operation;
    if (atKnownVersion(entry) && isMenuOperation(op)) await reapply(entry, () => applyMenuOperation(db, op, entry.actionAt));
  }
}

/** Stores what a menu call answered, then the chef's later unsent menu actions on top: a food,
 * the whole menu, a group or a food's groups, an option or a group's options (found by the server
 * ids they carry: by then the food's own create was answered, entries going in order), or nothing
 * (a delete). False when it is none of these. */
async function storeMenuAnswer(db: ChefDb, result: unknown, expected?: AnswerShape): Promise<boolean> {
  const stored = await storeAnswer(db, result, expected);
  if (stored) await laterOnTop(db);
  return stored;
}

/** What each call answers (docs/api.md): its answer is read as that and nothing else, so a reorder
 * of groups answered `[]` (every group deleted meanwhile) is not taken for an empty menu. */
type AnswerShape = 'food' | 'menu' | 'groups' | 'options' | 'nothing';
const answerShapes: Record<MenuOperation['kind'], AnswerShape> = {
  createFood: 'food',
  updateFood: 'food',
  deleteFood: 'nothing',
  setFoodQuantity: 'food',
  setFoodAvailability: 'food',
  reorderFoods: 'menu',
  createOptionGroup: 'groups',
  updateOptionGroup: 'groups',
  deleteOptionGroup: 'nothing',
  reorderOptionGroups: 'groups',
  createOption: 'options',
  updateOption: 'options',
  deleteOption: 'nothing',
  reorderOptions: 'options',
  setOptionSoldOut: 'options',
};

const sameItem = (a: { client_id: string | null; id: number }) => (b: { client_id: string | null; id: number }) =>
  (a.client_id !== null && b.client_id === a.client_id) || (a.id !== 0 && b.id === a.id);

const foodWithId = (db: ChefDb, id: number) => db.menu.filter((food) => food.id === id).first();
const foodWithGroup = (db: ChefDb, groupId: number) => db.menu.filter((food) => food.option_groups.some((group) => group.id === groupId)).first();

/** `expected`: the shape the call answers (an accepted call); without it (a refusal's carried
 * entity), whichever shape the result has. */
async function storeAnswer(db: ChefDb, result: unknown, expected?: AnswerShape): Promise<boolean> {
  if (result === null || result === undefined) return true;
  const may = (shape: AnswerShape) => expected === undefined || expected === shape;
  if (expected === 'nothing') return true; // a delete: the local row is gone already
  const food = may('food') ? v.safeParse(foodSchema, result) : null;
  if (food?.success) {
    await db.menu.put(toMenuRow(food.output));
    return true;
  }
  const menu = may('menu') ? v.safeParse(foodListSchema, result) : null;
  if (menu?.success) {
    await db.menu.clear();
    await db.menu.bulkPut(menu.output.map(toMenuRow));
    return true;
  }
  const groups = may('groups') ? v.safeParse(v.union([optionGroupSchema, v.array(optionGroupSchema)]), result) : null;
  if (groups?.success) {
    const answered = Array.isArray(groups.output) ? groups.output : [groups.output];
    const first = answered[0];
    const row = first && (await foodWithId(db, first.food_id));
    if (!row) return true; // nothing to place it in (an empty list, or a food deleted meanwhile)
    let option_groups = row.option_groups;
    for (const group of answered) {
      const known = option_groups.some(sameItem(group));
      option_groups = known ? option_groups.map((g) => (sameItem(group)(g) ? group : g)) : [...option_groups, group];
    }
    await db.menu.put({ ...row, option_groups: [...option_groups].sort((a, b) => a.display_order - b.display_order) });
    return true;
  }
  const options = may('options') ? v.safeParse(v.union([optionSchema, v.array(optionSchema)]), result) : null;
  if (options?.success) {
    const answered = Array.isArray(options.output) ? options.output : [options.output];
    const first = answered[0];
    const row = first && (await foodWithGroup(db, first.option_group_id));
    if (!row) return true;
    const option_groups = row.option_groups.map((group) => {
      let list = group.options;
      for (const option of answered) {
        if (option.option_group_id !== group.id) continue;
        list = list.some(sameItem(option)) ? list.map((o) => (sameItem(option)(o) ? option : o)) : [...list, option];
      }
      return list === group.options ? group : { ...group, options: [...list].sort((a, b) => a.display_order - b.display_order) };
    });
    await db.menu.put({ ...row, option_groups });
    return true;
  }
  return false;
}

/** A food's multipart body: every field as text (tags as `tags[]`), the photo when there is one. */
function foodForm(food: Op<'createFood'>['food'] | Op<'updateFood'>['food'], image: Blob | null, imageName: string | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(food)) {
    if (name === 'tags') for (const tag of food.tags) form.append('tags[]', tag);
    else if (value !== null && value !== undefined) form.append(name, String(value));
    else if (name !== 'client_id') form.append(name, '');
  }
  if (image) form.append('image', image, imageName ?? 'photo');
  return form;
}

const path = (...parts: string[]) => parts.map((part, i) => (i % 2 === 1 ? encodeURIComponent(part) : part)).join('/');

function menuOperation<K extends MenuOperation['kind']>(
  kind: K,
  request: (op: Op<K>) => OutboxRequest,
  hooks: Pick<OperationSpec<Op<K>>, 'beforeQueue'> = {},
): OperationSpec<Op<K>> {
  return {
    ...hooks,
    entity: () => MENU_ENTITY,
    request,
    tables: (db) => [db.menu],
    apply: (db, op, actionAt) => applyMenuOperation(db, op as MenuOperation, actionAt),
    accepted: (db, result) => storeMenuAnswer(db, result, answerShapes[kind]),
    refused: (db, result) => storeMenuAnswer(db, result),
    collection: 'menu',
    label: `operation.${kind}`,
  };
}

export const menuOperations = {
  createFood: menuOperation('createFood', (op) => ({ method: 'POST', path: 'chef/foods', body: foodForm(op.food, op.image, op.imageName) })),
  updateFood: menuOperation('updateFood', (op) => ({ method: 'POST', path: path('chef/foods', op.foodRef), body: foodForm(op.food, op.image, op.imageName) })),
  deleteFood: menuOperation('deleteFood', (op) => ({ method: 'DELETE', path: path('chef/foods', op.foodRef) }), {
    beforeQueue: async (db, op) => ((await dropUnsentFood(db, op.foodKey)) ? 'skip' : 'queue'),
  }),
  setFoodQuantity: menuOperation('setFoodQuantity', (op) => ({ method: 'POST', path: `${path('chef/foods', op.foodRef)}/quantity`, json: { daily_quantity: op.dailyQuantity } })),
  setFoodAvailability: menuOperation('setFoodAvailability', (op) => ({ method: 'POST', path: `${path('chef/foods', op.foodRef)}/availability`, json: { available: op.available } })),
  reorderFoods: menuOperation('reorderFoods', (op) => ({ method: 'POST', path: 'chef/foods/reorder', json: { slugs: op.foodRefs } })),
  createOptionGroup: menuOperation('createOptionGroup', (op) => ({ method: 'POST', path: `${path('chef/foods', op.foodRef)}/option-groups`, json: op.group })),
  updateOptionGroup: menuOperation('updateOptionGroup', (op) => ({ method: 'PUT', path: path('chef/option-groups', op.groupRef), json: op.group })),
  deleteOptionGroup: menuOperation('deleteOptionGroup', (op) => ({ method: 'DELETE', path: path('chef/option-groups', op.groupRef) })),
  reorderOptionGroups: menuOperation('reorderOptionGroups', (op) => ({ method: 'POST', path: `${path('chef/foods', op.foodRef)}/option-groups/reorder`, json: { ids: op.groupRefs } })),
  createOption: menuOperation('createOption', (op) => ({ method: 'POST', path: `${path('chef/option-groups', op.groupRef)}/options`, json: op.option })),
  updateOption: menuOperation('updateOption', (op) => ({ method: 'PUT', path: path('chef/options', op.optionRef), json: op.option })),
  deleteOption: menuOperation('deleteOption', (op) => ({ method: 'DELETE', path: path('chef/options', op.optionRef) })),
  setOptionSoldOut: menuOperation('setOptionSoldOut', (op) => ({ method: 'POST', path: `${path('chef/options', op.optionRef)}/sold-out`, json: { sold_out: op.soldOut } })),
  reorderOptions: menuOperation('reorderOptions', (op) => ({ method: 'POST', path: `${path('chef/option-groups', op.groupRef)}/options/reorder`, json: { ids: op.optionRefs } })),
};
