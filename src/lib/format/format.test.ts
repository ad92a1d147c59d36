// The app's one set of formatters: relative time (spec section 9), dates, money, durations and
// what a date field accepts.
import { describe, expect, it } from 'vitest';
import {
  clockDuration,
  dayKey,
  dayRange,
  formatClock,
  formatClockSeconds,
  formatCsvTime,
  formatDate,
  formatDateTime,
  formatDayKey,
  formatDayTime,
  formatDuration,
  formatLongDay,
  formatMoney,
  centsText,
  formatCents,
  formatShortDay,
  formatTimeAgo,
  parseDay,
  timeAgo,
} from '.';

const now = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;
const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;

describe('relative time', () => {
  it('says "just now" under a minute, and for a time slightly ahead of the device clock', () => {
    expect(timeAgo(ago(0), now)).toEqual({ key: 'justNow' });
    expect(timeAgo(ago(59 * S), now)).toEqual({ key: 'justNow' });
    expect(timeAgo(ago(-30 * S), now)).toEqual({ key: 'justNow' });
  });
  it('counts minutes from 60 s, hours from 60 min, days from 24 h', () => {
    expect(timeAgo(ago(60 * S), now)).toEqual({ key: 'minutes', minutes: 1 });
    expect(timeAgo(ago(59 * M + 59 * S), now)).toEqual({ key: 'minutes', minutes: 59 });
    expect(timeAgo(ago(60 * M), now)).toEqual({ key: 'hours', hours: 1, minutes: 0 });
    expect(timeAgo(ago(23 * H + 59 * M), now)).toEqual({ key: 'hours', hours: 23, minutes: 59 });
    expect(timeAgo(ago(24 * H), now)).toEqual({ key: 'days', days: 1 });
    expect(timeAgo(ago(6 * D + 23 * H), now)).toEqual({ key: 'days', days: 6 });
  });
  it('gives the date from 7 days on', () => {
    expect(timeAgo(ago(7 * D), now)).toEqual({ key: 'date', date: '16 Nov 2026' });
    expect(timeAgo('2026-01-05T10:00:00Z', now)).toEqual({ key: 'date', date: '5 Jan 2026' });
  });
  it('passes each count to the namespace key, and shows an unreadable time as it came', () => {
    expect(formatTimeAgo(ago(5 * M), now, t)).toBe('time.minutesAgo{"count":5}');
    expect(formatTimeAgo(ago(72 * H + 14 * M), now, t)).toBe('time.daysAgo{"count":3}');
    expect(formatTimeAgo(ago(2 * H + 5 * M), now, t)).toBe('time.hoursAgo{"count":2,"hours":2,"minutes":5}');
    expect(formatTimeAgo('yesterday-ish', now, t)).toBe('yesterday-ish');
  });
});

describe('dates and times (en-IE, 24 h, device time zone)', () => {
  const at = new Date(2026, 10, 21, 19, 5, 3).getTime();
  it('formats a day, a day with time, this year’s day and time, a clock', () => {
    expect(formatDate(at)).toBe('21 Nov 2026');
    expect(formatDateTime(at)).toBe('21 Nov 2026, 19:05');
    expect(formatDayTime(new Date(at).toISOString())).toBe('21 Nov, 19:05');
    expect(formatClock(at)).toBe('19:05');
    expect(formatClockSeconds(at)).toBe('19:05:03');
  });
  it('returns an unreadable date as given and a missing one as empty', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDate(null)).toBe('');
  });
  it('reads and writes local day keys', () => {
    expect(dayKey(at)).toBe('2026-11-21');
    expect(dayRange('2026-02-30')).toBeNull();
    expect(formatDayKey('2026-11-21')).toBe('21 Nov 2026');
    expect(formatLongDay('2026-11-21')).toBe('Saturday 21 November 2026');
    expect(formatShortDay('2026-11-21')).toBe('Sat 21 Nov 2026');
    expect(formatShortDay('someday')).toBe('someday');
    expect(formatCsvTime(at)).toBe('2026-11-21 19:05:03');
  });
});

describe('money and durations', () => {
  it('shows euros, and €0.00 for a broken amount', () => {
    expect(formatMoney(12.5)).toBe('€12.50');
    expect(formatMoney(0)).toBe('€0.00');
    expect(formatMoney(1204)).toBe('€1,204.00');
    expect(formatMoney(9.999)).toBe('€10.00');
    expect(formatMoney(Number.NaN)).toBe('€0.00');
    expect(formatMoney(undefined)).toBe('€0.00');
  });
  it('shows integer cents exactly, as money and as a plain CSV decimal', () => {
    expect(formatCents(101)).toBe('€1.01');
    expect(formatCents(123_456)).toBe('€1,234.56');
    expect([0, 5, 101, 1000, 123_456, -5, -1050].map(centsText)).toEqual(['0.00', '0.05', '1.01', '10.00', '1234.56', '-0.05', '-10.50']);
  });
  it('shows a stopwatch and words', () => {
    expect(clockDuration(0)).toBe('0:00');
    expect(clockDuration(-5)).toBe('0:00');
    expect(clockDuration(4 * M + 5 * S)).toBe('4:05');
    expect(clockDuration(H + 2 * M + 3 * S)).toBe('1:02:03');
    expect(formatDuration(45 * S, t)).toBe('duration.seconds{"count":45}');
    expect(formatDuration(2 * H + 5 * M, t)).toBe('duration.hours{"hours":2,"minutes":5}');
  });
});

describe('what a date field accepts', () => {
  it('reads the app’s format, day/month/year and ISO', () => {
    expect(parseDay('21 Nov 2026')).toBe('2026-11-21');
    expect(parseDay('21 november 2026')).toBe('2026-11-21');
    expect(parseDay('21/11/2026')).toBe('2026-11-21');
    expect(parseDay('1.2.26')).toBe('2026-02-01');
    expect(parseDay('2026-11-21')).toBe('2026-11-21');
  });
  it('refuses what is not a real day', () => {
    expect(parseDay('31/02/2026')).toBeNull();
    expect(parseDay('11/31/2026')).toBeNull();
    expect(parseDay('21 Foo 2026')).toBeNull();
    expect(parseDay('')).toBeNull();
  });
});
