// When a notification came, in the chef's words (spec section 9): "Just now" under 60 s, then
// minutes, hours and days ago, and the date after 7 days. Pure: the caller passes the clock.
export type RelativeTime =
  | { key: 'justNow' }
  | { key: 'minutesAgo' | 'hoursAgo' | 'daysAgo'; count: number }
  | { key: 'date'; date: string };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function relativeTime(createdAt: string, now: number): RelativeTime {
  const at = Date.parse(createdAt);
  if (Number.isNaN(at)) return { key: 'date', date: createdAt };
  const elapsed = now - at;
  if (elapsed < MINUTE) return { key: 'justNow' }; // also a time slightly ahead of this device's clock
  if (elapsed < HOUR) return { key: 'minutesAgo', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { key: 'hoursAgo', count: Math.floor(elapsed / HOUR) };
  if (elapsed < 7 * DAY) return { key: 'daysAgo', count: Math.floor(elapsed / DAY) };
  return { key: 'date', date: dateFormat.format(at) };
}

/** The text, through the `notifications` namespace's `time.*` keys. */
export function formatRelativeTime(createdAt: string, now: number, t: (key: string, options?: Record<string, unknown>) => string): string {
  const time = relativeTime(createdAt, now);
  if (time.key === 'date') return time.date;
  if (time.key === 'justNow') return t('time.justNow');
  return t(`time.${time.key}`, { count: time.count });
}
