import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { notificationsEn } from './i18n.en';
import { formatRelativeTime, relativeTime } from './relative-time';

const now = Date.parse('2026-11-21T18:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

describe('relativeTime', () => {
  it('says just now under 60 s, and for a time slightly in the future', () => {
    expect(relativeTime(ago(0), now)).toEqual({ key: 'justNow' });
    expect(relativeTime(ago(59_999), now)).toEqual({ key: 'justNow' });
    expect(relativeTime(ago(-5_000), now)).toEqual({ key: 'justNow' });
  });

  it('counts whole minutes, hours and days', () => {
    expect(relativeTime(ago(60_000), now)).toEqual({ key: 'minutesAgo', count: 1 });
    expect(relativeTime(ago(5 * MIN + 59_000), now)).toEqual({ key: 'minutesAgo', count: 5 });
    expect(relativeTime(ago(60 * MIN), now)).toEqual({ key: 'hoursAgo', count: 1 });
    expect(relativeTime(ago(3 * 60 * MIN + 1), now)).toEqual({ key: 'hoursAgo', count: 3 });
    expect(relativeTime(ago(24 * 60 * MIN), now)).toEqual({ key: 'daysAgo', count: 1 });
    expect(relativeTime(ago(7 * 24 * 60 * MIN - 1), now)).toEqual({ key: 'daysAgo', count: 6 });
  });

  it('shows the date from 7 days on', () => {
    expect(relativeTime('2026-11-14T12:00:00Z', now)).toEqual({ key: 'date', date: '14 Nov 2026' });
    expect(relativeTime('2025-01-03T12:00:00Z', now)).toEqual({ key: 'date', date: '3 Jan 2025' });
  });

  it('formats the English texts', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { notifications: notificationsEn } }, defaultNS: 'notifications' });
    const t = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
    expect(formatRelativeTime(ago(10_000), now, t)).toBe('Just now');
    expect(formatRelativeTime(ago(5 * MIN), now, t)).toBe('5m ago');
    expect(formatRelativeTime(ago(3 * 60 * MIN), now, t)).toBe('3h ago');
    expect(formatRelativeTime(ago(2 * 24 * 60 * MIN), now, t)).toBe('2d ago');
    expect(formatRelativeTime('2026-11-14T12:00:00Z', now, t)).toBe('14 Nov 2026');
  });
});
