// Foods as stored (`foods`, one row per food and chef, never removed: a deleted food keeps its row
// with deleted_at so its slug and client_id are never reused and old orders still point at it) and
// their JSON shape, the contract's `food` with its option groups and options. Money is kept in
// cents. The daily quantity counts per kitchen day (Europe/Vilnius): sold_count is what orders
// took on sold_day; sold_out_day is the day the chef marked the food sold out.
import type { Food } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';
import { kitchenDayOf } from '../menu/day.ts';
import { foodImageUrl } from '../menu/food-image.ts';
import { groupsOfFoods } from './option-groups.ts';

export interface FoodRow {
  id: number;
  chef_id: number;
  client_id: string | null;
  slug: string;
  name: string;
  description: string | null;
  price_cents: number;
  image_path: string | null;
  tags: string;
  daily_quantity: number | null;
  sold_day: string | null;
  sold_count: number;
  sold_out_day: string | null;
  display_order: number;
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface FoodFields {
  name: string;
  description: string | null;
  price_cents: number;
  tags: string[];
  daily_quantity: number | null;
  display_order: number;
}

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The chef's food named by a slug or a client_id (deleted ones too: the caller decides). */
export function findFoodRow(db: Db, chefId: number, reference: string): FoodRow | undefined {
  if (uuidShape.test(reference)) {
    const byClientId = db.prepare('SELECT * FROM foods WHERE chef_id = ? AND client_id = ?').get(chefId, reference.toLowerCase()) as FoodRow | undefined;
    if (byClientId) return byClientId;
  }
  return db.prepare('SELECT * FROM foods WHERE chef_id = ? AND slug = ?').get(chefId, reference) as FoodRow | undefined;
}

export const findFoodRowById = (db: Db, id: number): FoodRow | undefined => db.prepare('SELECT * FROM foods WHERE id = ?').get(id) as FoodRow | undefined;

export const slugTaken = (db: Db, chefId: number, slug: string): boolean => Boolean(db.prepare('SELECT 1 FROM foods WHERE chef_id = ? AND slug = ?').get(chefId, slug));

export function insertFood(db: Db, chefId: number, food: FoodFields & { slug: string; client_id: string | null; image_path: string | null }, now: string): number {
  const info = db
    .prepare(
      `INSERT INTO foods (chef_id, client_id, slug, name, description, price_cents, image_path, tags, daily_quantity, display_order, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(chefId, food.client_id, food.slug, food.name, food.description, food.price_cents, food.image_path, JSON.stringify(food.tags), food.daily_quantity, food.display_order, now, now);
  return Number(info.lastInsertRowid);
}

export function updateFood(db: Db, id: number, food: FoodFields & { image_path?: string }, now: string): void {
  db.prepare(
    `UPDATE foods SET name = ?, description = ?, price_cents = ?, tags = ?, daily_quantity = ?, display_order = ?,
       image_path = COALESCE(?, image_path), updated_at = ? WHERE id = ?`,
  ).run(food.name, food.description, food.price_cents, JSON.stringify(food.tags), food.daily_quantity, food.display_order, food.image_path ?? null, now, id);
}

export type FoodColumns = Partial<Pick<FoodRow, 'daily_quantity' | 'sold_day' | 'sold_count' | 'sold_out_day' | 'display_order' | 'deleted_at'>>;

/** Changes some of the day columns, the display order or deleted_at (and updated_at). */
export function setFoodColumns(db: Db, id: number, fields: FoodColumns, now: string): void {
  const names = Object.keys(fields);
  const sets = [...names.map((name) => `${name} = @${name}`), 'updated_at = @updated_at'].join(', ');
  db.prepare(`UPDATE foods SET ${sets} WHERE id = @id`).run({ ...fields, updated_at: now, id });
}

/** A child (option group or option) changed: the food's updated_at moves with it. */
export const touchFood = (db: Db, id: number, now: string): void => void db.prepare('UPDATE foods SET updated_at = ? WHERE id = ?').run(now, id);

/** What today's orders took of the food (0 when the last order was on an earlier day). */
export const soldToday = (row: Pick<FoodRow, 'sold_day' | 'sold_count'>, nowMs: number): number => (row.sold_day === kitchenDayOf(nowMs) ? row.sold_count : 0);

/** What is left of today's daily quantity; null without a limit. */
export const remainingOf = (row: FoodRow, nowMs: number): number | null =>
  row.daily_quantity === null ? null : Math.max(0, row.daily_quantity - soldToday(row, nowMs));

export function toFoods(db: Db, rows: readonly FoodRow[], nowMs: number): Food[] {
  const groups = groupsOfFoods(db, rows.map((row) => row.id));
  const today = kitchenDayOf(nowMs);
  return rows.map((row) => {
    const remaining = remainingOf(row, nowMs);
    const available = row.sold_out_day !== today;
    return {
      id: row.id,
      client_id: row.client_id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      price: row.price_cents / 100,
      image_url: foodImageUrl(row.image_path),
      tags: JSON.parse(row.tags) as string[],
      daily_quantity: row.daily_quantity,
      remaining_quantity: remaining,
      available,
      sold_out: !available || remaining === 0,
      display_order: row.display_order,
      option_groups: groups.get(row.id) ?? [],
      updated_at: row.updated_at,
    };
  });
}

export function toFood(db: Db, row: FoodRow, nowMs: number): Food {
  const [food] = toFoods(db, [row], nowMs);
  if (!food) throw new Error(`Food ${row.id} could not be shown.`);
  return food;
}

/** The chef's menu (deleted foods left out) in display order. */
export function menuOf(db: Db, chefId: number, nowMs: number): Food[] {
  const rows = db.prepare('SELECT * FROM foods WHERE chef_id = ? AND deleted_at IS NULL ORDER BY display_order, id').all(chefId) as FoodRow[];
  return toFoods(db, rows, nowMs);
}
