// The orders the prep sheet reads, live from Dexie (the sync layer pulls them into `activeOrders`;
// the sheet never asks the server, so it works offline): those still to cook (prep-sheet.ts says
// which), with what an empty list means (none, or could not load: src/ui/use-list-state.ts).
import type { ChefDb } from '@/db/chef-db';
import { ordersWithStatus } from '@/db/orders-by-status';
import type { OrderRow } from '@/db/rows';
import type { CollectionName } from '@/sync/pull/collections';
import { useListState, type ListState } from '@/ui/use-list-state';
import { cookingStatuses } from './prep-sheet';

/** The collection that brings the orders still to cook (its load state and "Try again"). */
export const PREP_ORDERS_COLLECTION: CollectionName = 'activeOrders';

export function usePrepOrders(db: ChefDb | null): ListState<OrderRow> | undefined {
  return useListState(db, PREP_ORDERS_COLLECTION, ordersTable, readCookingOrders);
}
const ordersTable = (db: ChefDb) => [db.orders];
const readCookingOrders = (db: ChefDb) => ordersWithStatus(db, cookingStatuses);
