// The times on an order card (pure: the caller passes the clock): how long ago it arrived, by the
// app's one relative-time rule (src/lib/format: "Just now", "3 min ago", "1 h 5 min ago" within a
// day, "3 d ago", then the date) and, once accepted, the countdown to the estimated ready time
// ("Ready in 12:34") or how late it is ("Late by 2:10"). Texts come through i18n keys of the
// `orders` namespace (`time.*`).
import { clockDuration, formatTimeAgo } from '@/lib/format';

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

/** "Just now", "3 min ago", "1 h 5 min ago", "3 d ago", "14 Nov 2026". */
export const formatSince = (iso: string, now: number, t: T): string => formatTimeAgo(iso, now, t);

export const formatCountdown = (value: Countdown, t: T): string => t(`time.${value.key}`, { time: value.time });
