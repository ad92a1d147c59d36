// The times on an order card (pure: the caller passes the clock): how long ago it arrived ("Just
// now", "3 min ago", "1 h 5 min ago" within a day, then "3 d ago", and the date after 7 days: spec
// section 9's rule) and, once accepted, the countdown to the estimated ready
// time ("Ready in 12:34") or how late it is ("Late by 2:10"). Texts come through i18n keys of the
// `orders` namespace (`time.*`).
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const dateFormat = new Intl.DateTimeFormat('en-IE', { day: 'numeric', month: 'short', year: 'numeric' });

export type Since =
  | { key: 'justNow' }
  | { key: 'minutes'; minutes: number }
  | { key: 'hours'; hours: number; minutes: number }
  | { key: 'days'; days: number }
  | { key: 'date'; date: string };

export function timeSince(iso: string, now: number): Since {
  const at = Date.parse(iso);
  const elapsed = Number.isNaN(at) ? 0 : now - at;
  if (elapsed < MINUTE) return { key: 'justNow' };
  if (elapsed < HOUR) return { key: 'minutes', minutes: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { key: 'hours', hours: Math.floor(elapsed / HOUR), minutes: Math.floor((elapsed % HOUR) / MINUTE) };
  if (elapsed < 7 * DAY) return { key: 'days', days: Math.floor(elapsed / DAY) };
  return { key: 'date', date: dateFormat.format(at) };
}

/** "m:ss" under an hour, "h:mm:ss" from an hour on (whole seconds, rounded up while counting down). */
export function clockDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

export type Countdown = { key: 'readyIn' | 'lateBy'; time: string; late: boolean };

/** Null when there is no (readable) estimated ready time. */
export function countdown(estimatedReadyAt: string | null | undefined, now: number): Countdown | null {
  if (!estimatedReadyAt) return null;
  const due = Date.parse(estimatedReadyAt);
  if (Number.isNaN(due)) return null;
  const left = due - now;
  // Counting down, show the seconds still to go (0:01 until the last second has passed).
  if (left > 0) return { key: 'readyIn', time: clockDuration(Math.ceil(left / 1000) * 1000), late: false };
  return { key: 'lateBy', time: clockDuration(-left), late: true };
}

type T = (key: string, options?: Record<string, unknown>) => string;

export const formatSince = (iso: string, now: number, t: T): string => {
  const since = timeSince(iso, now);
  if (since.key === 'justNow') return t('time.justNow');
  if (since.key === 'minutes') return t('time.minutesAgo', { count: since.minutes });
  if (since.key === 'days') return t('time.daysAgo', { count: since.days });
  if (since.key === 'date') return since.date;
  return t('time.hoursAgo', { hours: since.hours, minutes: since.minutes });
};

export const formatCountdown = (value: Countdown, t: T): string => t(`time.${value.key}`, { time: value.time });
