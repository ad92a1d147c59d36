// The bell's times: the app's one relative-time rule (src/lib/format) in the notifications'
// short words ("5m ago", spec section 9).
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from '@/lib/format';
import { notificationsEn } from './i18n.en';

const now = Date.parse('2026-11-21T18:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;

describe('notification times', () => {
  it('formats the English texts', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { notifications: notificationsEn } }, defaultNS: 'notifications' });
    const t = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
    expect(formatTimeAgo(ago(10_000), now, t)).toBe('Just now');
    expect(formatTimeAgo(ago(5 * MIN), now, t)).toBe('5m ago');
    expect(formatTimeAgo(ago(3 * 60 * MIN + 1), now, t)).toBe('3h ago');
    expect(formatTimeAgo(ago(2 * 24 * 60 * MIN), now, t)).toBe('2d ago');
    expect(formatTimeAgo('2026-11-14T12:00:00Z', now, t)).toBe('14 Nov 2026');
  });
});
