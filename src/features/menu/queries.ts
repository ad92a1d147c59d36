// Live reads of the foods list from Dexie: the menu in display order (with what an empty one means:
// loading, could not load), and what of each food still waits in the outbox: a "waiting to send"
// badge, and the photo of a food made on this device (its Blob in the createFood/updateFood entry)
// until the server gives the photo's address. The menu is a shared read (src/db/shared-live-read.ts)
// so that the route can read it before the screen renders (src/db/read-ahead.ts).
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { ChefDb } from '@/db/chef-db';
import type { OutboxOperation } from '@/db/outbox-entry';
import { readScreenAhead } from '@/db/read-ahead';
import type { MenuRow } from '@/db/rows';
import { sharedLiveRead, useSharedLiveRead, type SharedRead } from '@/db/shared-live-read';
import { understood } from '@/sync/engine/outbox-filter';
import { loadState, readPullRecord, type PullRecord } from '@/sync/pull/pull-state';
import { useOnline } from '@/ui/use-online';
import type { ListState } from '@/ui/use-list-state';

/** The menu in display order with its pull state, in one transaction (a pull that brings the foods
 * and marks the menu pulled is seen whole: never "No foods yet" for a moment). */
export type MenuRead = PullRecord & { rows: MenuRow[] };

export const readMenu = (db: ChefDb): Promise<MenuRead> =>
  db.transaction('r', [db.menu, db.syncState, db.kv], async () => {
    const [rows, pull] = await Promise.all([db.menu.orderBy('display_order').toArray(), readPullRecord(db, 'menu')]);
    return { rows, ...pull };
  });

export const sharedMenu = (db: ChefDb): SharedRead<MenuRead> => sharedLiveRead(db, 'menu', readMenu);

/** The foods list route's loader: the menu read before the screen renders. */
export const readMenuAhead = (longestMs?: number): Promise<void> => readScreenAhead(sharedMenu, readMenu, longestMs);

export function useMenu(db: ChefDb | null): ListState<MenuRow> | undefined {
  const online = useOnline();
  const read = useSharedLiveRead(db, 'menu', readMenu);
  return useMemo(() => (read ? { rows: read.rows, load: loadState(read, online) } : undefined), [read, online]);
}

/** Per food key: an action waits, and the newest photo waiting to be sent (if any). */
export type WaitingFood = { photo: Blob | null };
export type WaitingFoods = ReadonlyMap<string, WaitingFood>;

/** The food an operation is about (its key), or null (reorder: about every food). */
export function foodKeyOf(operation: OutboxOperation): string | null {
  if (operation.kind === 'createFood') return operation.food.client_id;
  if (operation.kind === 'reorderFoods') return null;
  return 'foodKey' in operation ? operation.foodKey : null;
}

const photoOf = (operation: OutboxOperation): Blob | null =>
  operation.kind === 'createFood' ? operation.image : operation.kind === 'updateFood' ? operation.image : null;

export function waitingFoods(operations: OutboxOperation[]): WaitingFoods {
  const waiting = new Map<string, WaitingFood>();
  for (const operation of operations) {
    const key = foodKeyOf(operation);
    if (key === null) continue;
    waiting.set(key, { photo: photoOf(operation) ?? waiting.get(key)?.photo ?? null });
  }
  return waiting;
}

const empty: WaitingFoods = new Map();

/** The menu's outbox entries (oldest first), grouped by food. */
export function useWaitingFoods(db: ChefDb | null): WaitingFoods {
  return (
    useLiveQuery(async () => {
      if (!db) return empty;
      const entries = understood(await db.outbox.where('entity').equals('menu').sortBy('seq'));
      return waitingFoods(entries.map((entry) => entry.operation));
    }, [db]) ?? empty
  );
}
