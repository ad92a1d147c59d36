// Moving a food in the menu: the new order of every food (reorderFoods names them all), and the
// operation that writes it. A move inside a filtered list moves the food next to its visible
// neighbour in the whole menu, so the foods the filter hides keep their places.
import type { OutboxOperation } from '@/db/outbox-entry';
import { foodRef, type MenuRow } from '@/db/rows';

/** `keys` with the item at `from` moved to `to` (both indexes in `keys`); the same array when nothing moves. */
export function moveItem<T>(items: T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** The whole menu's new order when `key` takes the place of `targetKey` (a food shown beside it). */
export function moveBeside(menu: MenuRow[], key: string, targetKey: string): MenuRow[] {
  const from = menu.findIndex((food) => food.key === key);
  const to = menu.findIndex((food) => food.key === targetKey);
  return moveItem(menu, from, to);
}

export type ReorderFoods = Extract<OutboxOperation, { kind: 'reorderFoods' }>;

export const reorderOperation = (menu: MenuRow[]): ReorderFoods => ({
  kind: 'reorderFoods',
  foodKeys: menu.map((food) => food.key),
  foodRefs: menu.map(foodRef),
});
