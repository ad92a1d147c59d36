// Option groups and options as stored (`option_groups`, `options`; a deleted one keeps its row with
// deleted_at, so a repeated create with its client_id finds it) and their JSON shapes. Each row
// carries chef_id: ownership is one WHERE, and client_id is unique per chef and kind.
import type { FoodOption, OptionGroup, OptionGroupRequest, OptionRequest } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';

export interface OptionGroupRow {
  id: number;
  chef_id: number;
  food_id: number;
  client_id: string | null;
  name: string;
  selection_type: OptionGroup['selection_type'];
  max_selections: number;
  is_required: number;
  display_order: number;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface OptionRow {
  id: number;
  chef_id: number;
  option_group_id: number;
  client_id: string | null;
  name: string;
  type: FoodOption['type'];
  additional_price_cents: number;
  max_quantity: number | null;
  display_order: number;
  deleted_at: string | null;
  /** The kitchen day it is sold out for, or null. */
  sold_out_day?: string | null;
  created_at: string;
  updated_at: string;
}

export type MenuTable = 'option_groups' | 'options';

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The chef's group or option named by its id or client_id (deleted ones too). */
export function findMenuRow<T extends OptionGroupRow | OptionRow>(db: Db, table: MenuTable, chefId: number, reference: string): T | undefined {
  if (uuidShape.test(reference)) return db.prepare(`SELECT * FROM ${table} WHERE chef_id = ? AND client_id = ?`).get(chefId, reference.toLowerCase()) as T | undefined;
  if (!/^\d{1,15}$/.test(reference)) return undefined;
  return db.prepare(`SELECT * FROM ${table} WHERE chef_id = ? AND id = ?`).get(chefId, Number(reference)) as T | undefined;
}

/** The next display order among the live rows under a parent. */
const nextOrder = (db: Db, table: MenuTable, parent: 'food_id' | 'option_group_id', parentId: number): number =>
  (db.prepare(`SELECT COALESCE(MAX(display_order), 0) + 1 AS next FROM ${table} WHERE ${parent} = ? AND deleted_at IS NULL`).get(parentId) as { next: number }).next;

export function insertGroup(db: Db, chefId: number, foodId: number, group: OptionGroupRequest, now: string): number {
  const info = db
    .prepare(
      `INSERT INTO option_groups (chef_id, food_id, client_id, name, selection_type, max_selections, is_required, display_order, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(chefId, foodId, group.client_id, group.name, group.selection_type, group.max_selections, group.is_required ? 1 : 0, nextOrder(db, 'option_groups', 'food_id', foodId), now, now);
  return Number(info.lastInsertRowid);
}

export function updateGroup(db: Db, id: number, group: OptionGroupRequest, now: string): void {
  db.prepare('UPDATE option_groups SET name = ?, selection_type = ?, max_selections = ?, is_required = ?, updated_at = ? WHERE id = ?').run(
    group.name,
    group.selection_type,
    group.max_selections,
    group.is_required ? 1 : 0,
    now,
    id,
  );
}

export function insertOption(db: Db, chefId: number, groupId: number, option: OptionRequest, now: string): number {
  const info = db
    .prepare(
      `INSERT INTO options (chef_id, option_group_id, client_id, name, type, additional_price_cents, max_quantity, display_order, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(chefId, groupId, option.client_id, option.name, option.type, Math.round(option.additional_price * 100), option.max_quantity, nextOrder(db, 'options', 'option_group_id', groupId), now, now);
  return Number(info.lastInsertRowid);
}

export function updateOption(db: Db, id: number, option: OptionRequest, now: string): void {
  db.prepare('UPDATE options SET name = ?, type = ?, additional_price_cents = ?, max_quantity = ?, updated_at = ? WHERE id = ?').run(
    option.name,
    option.type,
    Math.round(option.additional_price * 100),
    option.max_quantity,
    now,
    id,
  );
}

export const setMenuColumns = (db: Db, table: MenuTable, id: number, fields: { display_order?: number; deleted_at?: string; max_selections?: number }, now: string): void => {
  const names = Object.keys(fields);
  const sets = [...names.map((name) => `${name} = @${name}`), 'updated_at = @updated_at'].join(', ');
  db.prepare(`UPDATE ${table} SET ${sets} WHERE id = @id`).run({ ...fields, updated_at: now, id });
};

export const liveOptionCount = (db: Db, groupId: number): number =>
  (db.prepare('SELECT COUNT(*) AS count FROM options WHERE option_group_id = ? AND deleted_at IS NULL').get(groupId) as { count: number }).count;

export const toOption = (row: OptionRow): FoodOption => ({
  id: row.id,
  client_id: row.client_id,
  option_group_id: row.option_group_id,
  name: row.name,
  type: row.type,
  additional_price: row.additional_price_cents / 100,
  max_quantity: row.max_quantity,
  display_order: row.display_order,
  sold_out_day: row.sold_out_day ?? null,
});

const toGroup = (row: OptionGroupRow, options: FoodOption[]): OptionGroup => ({
  id: row.id,
  client_id: row.client_id,
  food_id: row.food_id,
  name: row.name,
  selection_type: row.selection_type,
  max_selections: row.max_selections,
  is_required: row.is_required === 1,
  display_order: row.display_order,
  options,
});

/** The live groups (with their live options, in display order) of each food. */
export function groupsOfFoods(db: Db, foodIds: readonly number[]): Map<number, OptionGroup[]> {
  const out = new Map<number, OptionGroup[]>();
  if (foodIds.length === 0) return out;
  const marks = foodIds.map(() => '?').join(', ');
  const groups = db.prepare(`SELECT * FROM option_groups WHERE food_id IN (${marks}) AND deleted_at IS NULL ORDER BY display_order, id`).all(...foodIds) as OptionGroupRow[];
  const options = db
    .prepare(
      `SELECT options.* FROM options JOIN option_groups ON option_groups.id = options.option_group_id
       WHERE option_groups.food_id IN (${marks}) AND options.deleted_at IS NULL ORDER BY options.display_order, options.id`,
    )
    .all(...foodIds) as OptionRow[];
  const optionsOf = new Map<number, FoodOption[]>();
  for (const option of options) optionsOf.set(option.option_group_id, [...(optionsOf.get(option.option_group_id) ?? []), toOption(option)]);
  for (const group of groups) out.set(group.food_id, [...(out.get(group.food_id) ?? []), toGroup(group, optionsOf.get(group.id) ?? [])]);
  return out;
}

export function groupJson(db: Db, row: OptionGroupRow): OptionGroup {
  const options = db.prepare('SELECT * FROM options WHERE option_group_id = ? AND deleted_at IS NULL ORDER BY display_order, id').all(row.id) as OptionRow[];
  return toGroup(row, options.map(toOption));
}
