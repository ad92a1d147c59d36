// The preparation time an Accept starts with: the kitchen's usual time plus busy mode's extra
// minutes while busy mode lasts (src/contract/kitchen-busy.ts), read from the device's copy of the
// kitchen. One rule for the app's Accept dialog (its default) and the service worker's "Accept
// (usual time)" on a new-order notification, so both accept with the same minutes.
import { preparationEstimate } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import type { KitchenRow } from '@/db/rows';

/** Whole minutes the kitchen usually needs at `now` (busy extra included); null without a usable one. */
export function usualPreparationTime(kitchen: Pick<KitchenRow, 'preparation_time' | 'busy'> | undefined, now: number): number | null {
  const minutes = kitchen ? preparationEstimate(kitchen, now) : null;
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes > 0 ? minutes : null;
}

/** The usual time from the chef's database (the kitchen row, when this device has one). */
export async function readUsualPreparationTime(db: ChefDb, now: number): Promise<number | null> {
  return usualPreparationTime(await db.kitchen.toCollection().first(), now);
}
