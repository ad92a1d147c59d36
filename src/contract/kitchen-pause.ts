// When a pause of new orders ends (design/api.md, Kitchen): 15 min, 30 min or 1 hour from the tap,
// or the kitchen's next opening time on the kitchen's clock (Europe/Vilnius). One rule for the
// app's optimistic pause and the reference server's stored one.
import { KITCHEN_TIME_ZONE, zoneDay, zoneInstant, addDays } from './kitchen-clock.ts';
import { pauseMinutes, type Kitchen, type PauseLength } from './kitchen.ts';
import { closuresAhead, kitchenHours } from './kitchen-schedule.ts';
import { isoDay } from './kitchen-clock.ts';

export { KITCHEN_TIME_ZONE, kitchenClock } from './kitchen-clock.ts';

/** The first time the clock in the zone shows `opening` ("HH:MM") strictly after `after`. */
export function nextOpening(opening: string, after: number, timeZone = KITCHEN_TIME_ZONE): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(opening);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  const today = zoneDay(after, timeZone);
  for (let extraDays = 0; extraDays < 3; extraDays += 1) {
    const candidate = zoneInstant(addDays(today, extraDays), hours * 60 + minutes, timeZone);
    if (candidate > after) return candidate;
  }
  return null;
}

/** When a pause chosen at `tappedAt` ends (ms since epoch); null for `until_opening` without an
 * opening time. */
export function pauseEnd(pauseFor: PauseLength, tappedAt: number, openingTime: string | null): number | null {
  if (pauseFor === 'until_opening') return openingTime ? nextOpening(openingTime, tappedAt) : null;
  return tappedAt + pauseMinutes[pauseFor] * 60_000;
}

/** When a pause ends for a kitchen that may have a week: "until opening" is the week's next
 * opening (when open now, the opening after this one; null when none is ahead), else the next
 * opening_time; the fixed lengths as pauseEnd. The app's optimistic pause and the server's. */
export function kitchenPauseEnd(kitchen: Pick<Kitchen, 'schedule' | 'closures' | 'opening_time'>, pauseFor: PauseLength, tappedAt: number): number | null {
  if (pauseFor !== 'until_opening' || !kitchen.schedule) return pauseEnd(pauseFor, tappedAt, kitchen.opening_time);
  const closures = closuresAhead(kitchen.closures, isoDay(zoneDay(tappedAt - 86_400_000)));
  const hours = kitchenHours(kitchen.schedule, closures, tappedAt);
  if (!hours.open) return hours.opensAt;
  const after = kitchenHours(kitchen.schedule, closures, hours.until);
  return after.open ? null : after.opensAt;
}
