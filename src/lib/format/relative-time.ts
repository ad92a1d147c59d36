// How long ago something happened, in the chef's words (spec section 9), for every relative time
// of the app (notifications, order cards): "Just now" under a minute (also a time slightly ahead
// of this device's clock), then minutes, hours and days ago, and the date after 7 days. Pure: the
// caller passes the clock. Texts come through each namespace's `time.*` keys.
import { formatDate } from './dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type TimeAgo =
  | { key: 'justNow' }
  | { key: 'minutes'; minutes: number }
  | { key: 'hours'; hours: number; minutes: number }
  | { key: 'days'; days: number }
  | { key: 'date'; date: string };

export function timeAgo(when: string | number, now: number): TimeAgo {
  const at = typeof when === 'number' ? when : Date.parse(when);
  if (Number.isNaN(at)) return { key: 'date', date: String(when) };
  const elapsed = now - at;
  if (elapsed < MINUTE) return { key: 'justNow' };
  if (elapsed < HOUR) return { key: 'minutes', minutes: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { key: 'hours', hours: Math.floor(elapsed / HOUR), minutes: Math.floor((elapsed % HOUR) / MINUTE) };
  if (elapsed < 7 * DAY) return { key: 'days', days: Math.floor(elapsed / DAY) };
  return { key: 'date', date: formatDate(at) };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The text through `time.justNow`, `time.minutesAgo` ({{count}}), `time.hoursAgo` ({{count}}, and
 * {{hours}} and {{minutes}} for a text that shows both, as the order cards do) and `time.daysAgo`
 * ({{count}}) of the caller's namespace.
 */
export function formatTimeAgo(when: string | number, now: number, t: Translate): string {
  const ago = timeAgo(when, now);
  switch (ago.key) {
    case 'justNow':
      return t('time.justNow');
    case 'minutes':
      return t('time.minutesAgo', { count: ago.minutes });
    case 'hours':
      return t('time.hoursAgo', { count: ago.hours, hours: ago.hours, minutes: ago.minutes });
    case 'days':
      return t('time.daysAgo', { count: ago.days });
    case 'date':
      return ago.date;
  }
}
