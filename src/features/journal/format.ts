// Days and times of the journal in the chef's format (Irish English, 24 h, like the order pages),
// in the device's time zone: a day is a local calendar day ("2026-11-21" in the address and the
// CSV's file name).
const clock = new Intl.DateTimeFormat('en-IE', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
const shortClock = new Intl.DateTimeFormat('en-IE', { hour: '2-digit', minute: '2-digit', hour12: false });
const longDay = new Intl.DateTimeFormat('en-IE', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDay = new Intl.DateTimeFormat('en-IE', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

const two = (n: number) => String(n).padStart(2, '0');

/** The local day of a time, "2026-11-21". */
export function dayKey(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** [start, end) of a local day in ms; null when the key is not a day. */
export function dayRange(key: string): [number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, day);
  if (start.getMonth() !== month || start.getDate() !== day) return null;
  return [start.getTime(), new Date(year, month, day + 1).getTime()];
}

const atNoon = (key: string) => (dayRange(key)?.[0] ?? 0) + 12 * 60 * 60_000;

/** "Saturday 21 November 2026" */
export const formatDay = (key: string): string => longDay.format(atNoon(key));
/** "Sat 21 Nov 2026" */
export const formatShortDay = (key: string): string => shortDay.format(atNoon(key));
/** "14:09:03" */
export const formatTime = (ms: number): string => clock.format(ms);
/** "14:09" */
export const formatShortTime = (ms: number): string => shortClock.format(ms);
/** "2026-11-21 14:09:03" (the CSV: sorts as text, reads in any spreadsheet) */
export const formatCsvTime = (ms: number): string => `${dayKey(ms)} ${formatTime(ms)}`;

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
