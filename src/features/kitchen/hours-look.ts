// The kitchen's hours in one line (pure): open until when, or closed (by a closure, with its reason,
// or by the week) and when it opens, from the kitchen's week and closures on the server's clock
// (src/contract/kitchen-schedule.ts: the rules the server takes orders by), so the line is right
// offline too. A kitchen without a week has no line.
import { closuresAhead, isoDay, kitchenHours, zoneDay, type Kitchen } from '@/contract';
import { APP_LOCALE } from '@/lib/format';
import { clockWhen, daysAhead } from './kitchen-look';

/** When, in words' parts: today, tomorrow, a weekday within the week, or a date further off. */
export type HoursWhen = { day: 'today' | 'tomorrow' | 'later' | 'date'; time: string; weekday: string; date: string };

export type HoursLook =
  | { kind: 'none' }
  | { kind: 'open'; until: HoursWhen }
  /** Open for more than a week without a break (every day 00:00-00:00). */
  | { kind: 'openAllDay' }
  | { kind: 'closure'; reason: string; opens: HoursWhen | null }
  | { kind: 'closed'; opens: HoursWhen | null };

const dateFormat = new Intl.DateTimeFormat(APP_LOCALE, { timeZone: 'Europe/Vilnius', day: 'numeric', month: 'long' });

function hoursWhen(instant: number, now: number): HoursWhen {
  const when = clockWhen(instant, now);
  const far = daysAhead(instant, now) >= 7;
  return { ...when, day: far ? 'date' : when.day, date: dateFormat.format(instant) };
}

export function hoursLook(kitchen: Pick<Kitchen, 'schedule' | 'closures'>, now: number): HoursLook {
  if (!kitchen.schedule) return { kind: 'none' };
  const closures = closuresAhead(kitchen.closures, isoDay(zoneDay(now - 86_400_000)));
  const hours = kitchenHours(kitchen.schedule, closures, now);
  if (hours.open) return hours.until - now > 7 * 86_400_000 ? { kind: 'openAllDay' } : { kind: 'open', until: hoursWhen(hours.until, now) };
  const opens = hours.opensAt === null ? null : hoursWhen(hours.opensAt, now);
  return hours.closure ? { kind: 'closure', reason: hours.closure.reason, opens } : { kind: 'closed', opens };
}
