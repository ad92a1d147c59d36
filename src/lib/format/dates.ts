// Dates and times in the app's locale and the device's time zone. Each takes an ISO string or a
// time in ms; an unreadable date comes back as given (never "Invalid Date"), a missing one as ''.
import { APP_LOCALE } from './locale';

type When = string | number | null | undefined;

const formats = {
  /** "21 Nov 2026" */
  date: new Intl.DateTimeFormat(APP_LOCALE, { day: 'numeric', month: 'short', year: 'numeric' }),
  /** "21 Nov 2026, 19:05" */
  dateTime: new Intl.DateTimeFormat(APP_LOCALE, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }),
  /** "21 Nov, 19:05" */
  dayTime: new Intl.DateTimeFormat(APP_LOCALE, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false }),
  /** "19:05" */
  clock: new Intl.DateTimeFormat(APP_LOCALE, { hour: '2-digit', minute: '2-digit', hour12: false }),
  /** "19:05:03" */
  clockSeconds: new Intl.DateTimeFormat(APP_LOCALE, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }),
  /** "Saturday 21 November 2026" */
  longDay: new Intl.DateTimeFormat(APP_LOCALE, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  /** "Sat 21 Nov 2026" */
  shortDay: new Intl.DateTimeFormat(APP_LOCALE, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
};

const safe = (format: Intl.DateTimeFormat) => (when: When): string => {
  if (when === null || when === undefined || when === '') return '';
  const at = typeof when === 'number' ? when : Date.parse(when);
  return Number.isNaN(at) ? String(when) : format.format(at);
};

/** "21 Nov 2026" */
export const formatDate = safe(formats.date);
/** "21 Nov 2026, 19:05" */
export const formatDateTime = safe(formats.dateTime);
/** "21 Nov, 19:05" (the order pages: this year's orders) */
export const formatDayTime = safe(formats.dayTime);
/** "19:05" */
export const formatClock = safe(formats.clock);
/** "19:05:03" */
export const formatClockSeconds = safe(formats.clockSeconds);

const two = (n: number) => String(n).padStart(2, '0');

/** The local day of a time, "2026-11-21" (addresses, file names, date fields). */
export function dayKey(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** [start, end) of a local day ("2026-11-21") in ms; null when the key is not a day. */
export function dayRange(key: string): [number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, day);
  if (start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== day) return null;
  return [start.getTime(), new Date(year, month, day + 1).getTime()];
}

const atNoon = (key: string) => (dayRange(key)?.[0] ?? Number.NaN) + 12 * 60 * 60_000;

/** "Saturday 21 November 2026" of a day key */
export const formatLongDay = (key: string): string => safe(formats.longDay)(dayRange(key) ? atNoon(key) : key);
/** "Sat 21 Nov 2026" of a day key */
export const formatShortDay = (key: string): string => safe(formats.shortDay)(dayRange(key) ? atNoon(key) : key);
/** "21 Nov 2026" of a day key ("2026-11-21"), as the date fields show it */
export const formatDayKey = (key: string): string => (dayRange(key) ? formatDate(atNoon(key)) : key);
/** "2026-11-21 14:09:03" (a CSV: sorts as text, reads in any spreadsheet) */
export const formatCsvTime = (ms: number): string => `${dayKey(ms)} ${formatClockSeconds(ms)}`;
