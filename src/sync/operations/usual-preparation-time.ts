// The preparation time an Accept starts with: the kitchen's usual time plus busy mode's extra
// minutes while busy mode lasts (src/contract/kitchen-busy.ts), read from the device's copy of the
// kitchen. One rule for the app's Accept dialog (its default, shown as "30 min, +20 busy") and the
// service worker's "Accept (usual time)" on a new-order notification, so both accept with the same
// minutes.
import { busyNow, type KitchenBusy } from '@/contract';
import type { ChefDb } from '@/db/chef-db';

export type PreparationEstimate = {
  /** What an Accept sends by default: the usual time plus busy mode's minutes. */
  minutes: number;
  /** The kitchen's own usual preparation time. */
  usual: number;
  /** Busy mode's extra minutes now (0 when not busy). */
  busyExtra: number;
};

type KitchenTimes = { preparation_time: number | null; busy?: KitchenBusy | null };

/** The estimate of a kitchen at `now`; null without a usable usual time (whole minutes above 0). */
export function estimateOf(kitchen: KitchenTimes | undefined, now: number): PreparationEstimate | null {
  const usual = kitchen?.preparation_time;
  if (typeof usual !== 'number' || !Number.isInteger(usual) || usual <= 0) return null;
  const busyExtra = busyNow(kitchen?.busy, now)?.extra_minutes ?? 0;
  return { minutes: usual + busyExtra, usual, busyExtra };
}

/** The estimate from the chef's database (the kitchen row, when this device has one). */
export async function readPreparationEstimate(db: ChefDb, now: number): Promise<PreparationEstimate | null> {
  return estimateOf(await db.kitchen.toCollection().first(), now);
}

/** The minutes an Accept sends by default; null without a usable usual time. */
export async function readUsualPreparationTime(db: ChefDb, now: number): Promise<number | null> {
  return (await readPreparationEstimate(db, now))?.minutes ?? null;
}
