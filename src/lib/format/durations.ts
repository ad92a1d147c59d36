// Lengths of time: a stopwatch ("4:05", "1:02:03") and words ("45 s", "7 min", "2 h 5 min",
// "1 d 3 h", through the caller's `duration.*` keys).

/** "m:ss" under an hour, "h:mm:ss" from an hour on (whole seconds). */
export function clockDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "45 s", "7 min", "2 h 5 min", "1 d 3 h" */
export function formatDuration(ms: number, t: Translate): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return t('duration.seconds', { count: seconds });
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return t('duration.minutes', { count: minutes });
  if (minutes < 24 * 60) return t('duration.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  const hours = Math.floor(minutes / 60);
  return t('duration.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}
