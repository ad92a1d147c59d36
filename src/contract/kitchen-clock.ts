// The kitchen's clock: wall-clock days and times in the kitchen's zone (Europe/Vilnius: UTC+2 in
// winter, UTC+3 in summer), for the pause's end and the weekly schedule. One set of rules for the
// app (offline, on the chef's phone whatever its own zone) and the reference server.
//
// Daylight-saving changes: a wall-clock time the clock skips (03:30 on the last Sunday of March)
// is the instant the clock jumps past it (04:30 summer time, the same distance after the jump); a
// time the clock shows twice (03:30 on the last Sunday of October) is the later of the two.

export const KITCHEN_TIME_ZONE = 'Europe/Vilnius';

/** A wall-clock day: year, month 1-12, day 1-31. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let existing = formatters.get(timeZone);
  if (!existing) {
    existing = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, existing);
  }
  return existing;
}

/** Minutes the zone is ahead of UTC at an instant (e.g. 120 or 180 for Vilnius). */
export function zoneOffsetMinutes(instant: number, timeZone = KITCHEN_TIME_ZONE): number {
  const parts = formatter(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** The wall-clock day in the zone at an instant. */
export function zoneDay(instant: number, timeZone = KITCHEN_TIME_ZONE): CalendarDay {
  const shifted = new Date(instant + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** Minutes since the zone's midnight at an instant (0-1439). */
export function zoneMinuteOfDay(instant: number, timeZone = KITCHEN_TIME_ZONE): number {
  const shifted = new Date(instant + zoneOffsetMinutes(instant, timeZone) * 60_000);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** The instant the zone's clock shows a wall-clock time on a day (the rules for a skipped or
 * doubled time are in the header). `minutes` may pass 1440: the next day's time. */
export function zoneInstant(day: CalendarDay, minutes: number, timeZone = KITCHEN_TIME_ZONE): number {
  const guess = Date.UTC(day.year, day.month - 1, day.day, 0, minutes);
  const first = guess - zoneOffsetMinutes(guess, timeZone) * 60_000;
  return guess - zoneOffsetMinutes(first, timeZone) * 60_000;
}

/** The day `count` days after (or before, when negative) a day. */
export function addDays(day: CalendarDay, count: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + count));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** "YYYY-MM-DD" of a day (how closures name their first and last days). */
export const isoDay = (day: CalendarDay): string =>
  `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;

/** A "YYYY-MM-DD" day, or null when it is not a real date. */
export function parseIsoDay(text: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isoDay(addDays(day, 0)) === text ? day : null;
}

/** Minutes since midnight of an "HH:MM" time (00:00-23:59), or null when it is not one. */
export function parseClockTime(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** The weekday of a day: 0 Monday ... 6 Sunday (the week as a chef in Lithuania reads it). */
export const weekdayIndex = (day: CalendarDay): number => (new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() + 6) % 7;

/** "HH:MM" on the kitchen's clock at an instant. */
export function kitchenClock(instant: number, timeZone = KITCHEN_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(instant));
}
