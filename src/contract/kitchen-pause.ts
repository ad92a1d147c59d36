// When a pause of new orders ends (design/api.md, Kitchen): 15 min, 30 min or 1 hour from the tap,
// or the kitchen's next opening time on the kitchen's clock (Europe/Vilnius). One rule for the
// app's optimistic pause and the reference server's stored one.
import { pauseMinutes, type PauseLength } from './kitchen.ts';

export const KITCHEN_TIME_ZONE = 'Europe/Vilnius';

/** Minutes the zone is ahead of UTC at an instant (e.g. 120 or 180 for Vilnius). */
function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The wall-clock day (y, m 1-12, d) in the zone at an instant. */
function zoneDay(instant: number, timeZone: string): { year: number; month: number; day: number } {
  const shifted = new Date(instant + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The instant of a wall-clock time in the zone (DST-aware). */
function zoneInstant(year: number, month: number, day: number, hours: number, minutes: number, timeZone: string): number {
  const guess = Date.UTC(year, month - 1, day, hours, minutes);
  const first = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
  return guess - zoneOffsetMinutes(first, timeZone) * 60_000;
}

/** The first time the clock in the zone shows `opening` ("HH:MM") strictly after `after`. */
export function nextOpening(opening: string, after: number, timeZone = KITCHEN_TIME_ZONE): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(opening);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  const today = zoneDay(after, timeZone);
  for (let extraDays = 0; extraDays < 3; extraDays += 1) {
    const day = new Date(Date.UTC(today.year, today.month - 1, today.day + extraDays));
    const candidate = zoneInstant(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hours, minutes, timeZone);
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

/** "HH:MM" on the kitchen's clock at an instant (the heartbeat notice says when it paused). */
export function kitchenClock(instant: number, timeZone = KITCHEN_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
}
