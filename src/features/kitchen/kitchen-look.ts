// How the overview reads a kitchen (pure): its address lines, its hours (a closing time before the
// opening one is past midnight), the map link, whether customers can order now, and when a pause
// ends in words: a countdown ("12:34") within the hour, else the kitchen's clock time with its
// day ("10:00 tomorrow"). Times are the kitchen's (Europe/Vilnius), as the server counts them.
// Also which pause or busy action still waits to be sent (not in force for customers yet).
import { KITCHEN_TIME_ZONE, kitchenClock, nextOpening, takesOrders, type Kitchen } from '@/contract';
import { APP_LOCALE } from '@/lib/format';

export type KitchenState = 'open' | 'closed' | 'paused';

/** Open and taking orders, closed, or open with new orders paused (a pause past its end is over). */
export function kitchenState(kitchen: Pick<Kitchen, 'is_open' | 'pause'>, now: number): KitchenState {
  if (!kitchen.is_open) return 'closed';
  return takesOrders(kitchen, now) ? 'open' : 'paused';
}

/** "Gedimino pr. 1, Apt. 2" and "LT-01103 Vilnius"; the lines that have something. */
export function addressLines(kitchen: Pick<Kitchen, 'main_street' | 'building_details' | 'postal_code' | 'city'>): string[] {
  const street = [kitchen.main_street, kitchen.building_details].filter(Boolean).join(', ');
  const town = [kitchen.postal_code, kitchen.city].filter(Boolean).join(' ');
  return [street, town].filter((line) => line !== '');
}

/** Closing before opening: the kitchen works past midnight ("18:00–02:00"). */
export function isPastMidnight(opening: string, closing: string): boolean {
  return closing < opening;
}

/** A link that opens the coordinates in the phone's map app (or the map site on a computer). */
export function mapUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}

const zoneDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: KITCHEN_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const weekdayFormat = new Intl.DateTimeFormat(APP_LOCALE, {
  timeZone: KITCHEN_TIME_ZONE,
  weekday: 'long',
});

/** Days between the kitchen's calendar days of two instants (0 today, 1 tomorrow). */
export function daysAhead(instant: number, now: number): number {
  const day = (at: number) => Date.parse(`${zoneDayFormat.format(at)}T00:00:00Z`);
  return Math.round((day(instant) - day(now)) / 86_400_000);
}

/** When something happens at `instant`, on the kitchen's clock: "10:00" today, tomorrow, or a weekday. */
export type ClockWhen = {
  time: string;
  day: 'today' | 'tomorrow' | 'later';
  weekday: string;
};

export function clockWhen(instant: number, now: number): ClockWhen {
  const ahead = daysAhead(instant, now);
  return {
    time: kitchenClock(instant),
    day: ahead <= 0 ? 'today' : ahead === 1 ? 'tomorrow' : 'later',
    weekday: weekdayFormat.format(instant),
  };
}

/** The next opening time a pause "until opening" would end at; null without opening hours. */
export function nextOpeningWhen(openingTime: string | null, now: number): ClockWhen | null {
  const at = openingTime ? nextOpening(openingTime, now) : null;
  return at === null ? null : clockWhen(at, now);
}

/** A countdown shows within this much of the pause's end; further off, the clock time does. */
export const COUNTDOWN_WITHIN_MS = 61 * 60_000;

/** "mm:ss" up to an hour ("60:00" for a fresh 1-hour pause), "h:mm:ss" beyond; never negative. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = total > 3600 ? Math.floor(total / 3600) : 0;
  const minutes = Math.floor((total - hours * 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** How the end of a pause reads: a countdown, a clock time (with its day), or "until you resume". */
export type PauseEnd = { kind: 'countdown'; left: string; at: ClockWhen } | { kind: 'clock'; at: ClockWhen } | { kind: 'resume' };

export function pauseEndLook(until: string | null, now: number): PauseEnd {
  const end = until === null ? Number.NaN : Date.parse(until);
  if (Number.isNaN(end)) return { kind: 'resume' };
  const at = clockWhen(end, now);
  return end - now <= COUNTDOWN_WITHIN_MS ? { kind: 'countdown', left: countdown(end - now), at } : { kind: 'clock', at };
}

/** Which of a pair of opposite kitchen actions (pause/resume, busy on/off) still waits to be sent,
 * the last tapped winning: until the server has it, it is not in force for customers. */
export function lastWaiting<K extends string>(waiting: readonly { kind: string }[], kinds: readonly K[]): K | null {
  const last = waiting.findLast((op): op is { kind: K } => (kinds as readonly string[]).includes(op.kind));
  return last ? last.kind : null;
}
