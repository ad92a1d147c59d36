// Busy mode (docs/api.md, "Busy mode", an extension of the spec): "Busy for
// 30 min / 1 h / until I turn it off: add 10 / 20 / 30 min to new orders". While busy, the
// kitchen's estimate customers see is its preparation time plus the extra minutes, and the accept
// dialog starts with it. Busy mode ends by itself at `until`. One rule for the app's optimistic
// busy mode and the reference server's stored one.
import * as v from 'valibot';

export const busyExtraMinutes = [10, 20, 30] as const;
export type BusyExtraMinutes = (typeof busyExtraMinutes)[number];
export const busyLengths = ['30_min', '1_hour', 'until_off'] as const;
export type BusyLength = (typeof busyLengths)[number];
const busyLengthMinutes: Record<Exclude<BusyLength, 'until_off'>, number> = { '30_min': 30, '1_hour': 60 };

/** Busy mode in force: the minutes added, since when (the tap), until when (null: until turned off). */
export const kitchenBusySchema = v.object({
  extra_minutes: v.picklist(busyExtraMinutes),
  since: v.string(),
  until: v.nullable(v.string()),
});
export type KitchenBusy = v.InferOutput<typeof kitchenBusySchema>;

/** POST /chef/kitchen/busy */
export const kitchenBusyRequestSchema = v.object({
  extra_minutes: v.picklist(busyExtraMinutes, 'The extra minutes must be 10, 20 or 30.'),
  busy_for: v.picklist(busyLengths, 'Busy for must be 30_min, 1_hour or until_off.'),
});
export type KitchenBusyRequest = v.InferOutput<typeof kitchenBusyRequestSchema>;

/** When busy mode chosen at `tappedAt` ends (ms); null: until the chef turns it off. */
export function busyEnd(busyFor: BusyLength, tappedAt: number): number | null {
  return busyFor === 'until_off' ? null : tappedAt + busyLengthMinutes[busyFor] * 60_000;
}

/** Busy mode in force at `now` (one past its end is over: null). */
export function busyNow(busy: KitchenBusy | null | undefined, now: number): KitchenBusy | null {
  if (!busy) return null;
  return busy.until !== null && Date.parse(busy.until) <= now ? null : busy;
}

/** The kitchen's estimate at `now`: its preparation time plus busy mode's minutes; null without one. */
export function preparationEstimate(kitchen: { preparation_time: number | null; busy?: KitchenBusy | null }, now: number): number | null {
  const base = kitchen.preparation_time;
  if (typeof base !== 'number' || !(base > 0)) return null;
  return base + (busyNow(kitchen.busy, now)?.extra_minutes ?? 0);
}
