// Live reads for the kitchen overview, from Dexie (the sync layer pulls the kitchen and its
// analytics; the overview asks for both when it opens): the kitchen, its figures' last copy, and
// the kitchen actions still waiting in the outbox. undefined means "no result yet".
import { useLiveQuery } from 'dexie-react-hooks';
import * as v from 'valibot';
import { kitchenAnalyticsSchema, type Kitchen, type KitchenAnalytics } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import type { OutboxOperation } from '@/db/outbox-entry';
import { KITCHEN_ANALYTICS_KEY } from '@/sync/pull/collections';
import { KITCHEN_ENTITY } from '@/sync/operations/kitchen-operations';
import { understood } from '@/sync/engine/outbox-filter';
import { useListState, type ListState } from '@/ui/use-list-state';

const kitchenTables = (db: ChefDb) => [db.kitchen];
const readKitchen = (db: ChefDb) => db.kitchen.toArray();

/** The kitchen (one row at most) and what its absence means (loading, could not load). */
export function useKitchen(db: ChefDb | null): ListState<Kitchen> | undefined {
  return useListState(db, 'kitchen', kitchenTables, readKitchen);
}

export type SavedAnalytics = KitchenAnalytics & { fetchedAt: number };

/** The analytics' last copy on this device (readable offline), with when it was fetched. */
export async function readAnalytics(db: ChefDb): Promise<SavedAnalytics[]> {
  const saved = (await db.kv.get(KITCHEN_ANALYTICS_KEY))?.value;
  const parsed = v.safeParse(v.object({ ...kitchenAnalyticsSchema.entries, fetchedAt: v.string() }), saved);
  if (!parsed.success) return [];
  return [{ ...parsed.output, fetchedAt: Date.parse(parsed.output.fetchedAt) }];
}
const analyticsTables = (db: ChefDb) => [db.kv];

export function useAnalytics(db: ChefDb | null): ListState<SavedAnalytics> | undefined {
  return useListState(db, 'kitchenAnalytics', analyticsTables, readAnalytics);
}

type KitchenAction = Extract<
  OutboxOperation,
  {
    kind: 'setKitchenOpen' | 'pauseKitchen' | 'resumeKitchen' | 'updateKitchen' | 'setKitchenBusy' | 'endKitchenBusy';
  }
>;

/** The kitchen actions waiting to be sent, oldest first. */
export function useWaitingKitchenActions(db: ChefDb | null): KitchenAction[] {
  const waiting = useLiveQuery(async () => (db ? await db.outbox.where('entity').equals(KITCHEN_ENTITY).sortBy('seq') : []), [db]);
  // A newer build's entry is not read with this build's shape (src/sync/engine/outbox-filter.ts).
  return understood(waiting ?? []).map((entry) => entry.operation as KitchenAction);
}
