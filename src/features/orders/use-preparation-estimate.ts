// The kitchen's preparation-time estimate, read from the device's copy of the kitchen: its usual
// time and, while busy mode lasts (issue 29), the extra minutes it adds. The accept dialog starts
// with their sum chosen (what customers were told) and shows the two apart ("30 min, +20 busy"):
// the usual time is the kitchen's own, not the sum. null when the kitchen has none (or is not on
// this device yet); undefined while reading.
import { useLiveQuery } from 'dexie-react-hooks';
import { busyNow, type KitchenBusy } from '@/contract';
import { useChefDb } from '@/db/use-chef-db';

export type PreparationEstimate = {
  /** What the dialog starts with: the usual time plus busy mode's minutes. */
  minutes: number;
  /** The kitchen's usual preparation time. */
  usual: number;
  /** Busy mode's extra minutes now (0 when not busy). */
  busyExtra: number;
};

/** The estimate of a kitchen at `now`; null without a usual time. */
export function estimateOf(kitchen: { preparation_time: number | null; busy?: KitchenBusy | null }, now: number): PreparationEstimate | null {
  const usual = kitchen.preparation_time;
  if (typeof usual !== 'number' || !Number.isInteger(usual) || usual <= 0) return null;
  const busyExtra = busyNow(kitchen.busy, now)?.extra_minutes ?? 0;
  return { minutes: usual + busyExtra, usual, busyExtra };
}

export function usePreparationEstimate(): PreparationEstimate | null | undefined {
  const db = useChefDb();
  return useLiveQuery(async () => {
    if (!db) return null;
    const kitchen = await db.kitchen.toCollection().first();
    return kitchen ? estimateOf(kitchen, Date.now()) : null;
  }, [db]);
}
