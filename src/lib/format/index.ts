// The app's formatters: one locale (locale.ts) for money, counts, dates, times and durations.
export { APP_LOCALE } from './locale';
export { centsText, formatCents, formatCount, formatMoney } from './money';
export {
  dayKey,
  dayRange,
  formatClock,
  formatClockSeconds,
  formatCsvTime,
  formatDate,
  formatDateTime,
  formatDayKey,
  formatDayTime,
  formatLongDay,
  formatShortDay,
} from './dates';
export { formatTimeAgo, timeAgo, type TimeAgo } from './relative-time';
export { clockDuration, formatDuration } from './durations';
export { parseDay } from './parse-day';
export { formatBytes } from './bytes';
