import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ordersEn } from './i18n.en';
import { countdown, formatCountdown, formatSince } from './order-time';

const now = Date.parse('2026-11-21T19:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();

describe('countdown', () => {
  it('counts down to the estimated ready time, rounding up the seconds left', () => {
    expect(countdown(at(754_000), now)).toEqual({ key: 'readyIn', time: '12:34', late: false });
    expect(countdown(at(500), now)).toEqual({ key: 'readyIn', time: '0:01', late: false });
  });

  it('says how late once the time has passed', () => {
    expect(countdown(at(0), now)).toEqual({ key: 'lateBy', time: '0:00', late: true });
    expect(countdown(at(-130_000), now)).toEqual({ key: 'lateBy', time: '2:10', late: true });
  });

  it('is null without a readable time', () => {
    expect(countdown(null, now)).toBeNull();
    expect(countdown('soon', now)).toBeNull();
  });
});

describe('English texts', () => {
  it('formats the card times', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { orders: ordersEn } }, defaultNS: 'orders' });
    const t = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
    expect(formatSince(at(-10_000), now, t)).toBe('Just now');
    expect(formatSince(at(-3 * 60_000), now, t)).toBe('3 min ago');
    expect(formatSince(at(-(65 * 60_000)), now, t)).toBe('1 h 5 min ago');
    expect(formatSince(at(-(72 * 3_600_000 + 14 * 60_000)), now, t)).toBe('3 d ago');
    expect(formatSince(at(-30 * 24 * 3_600_000), now, t)).toBe('22 Oct 2026');
    expect(formatCountdown({ key: 'readyIn', time: '12:34', late: false }, t)).toBe('Ready in 12:34');
    expect(formatCountdown({ key: 'lateBy', time: '2:10', late: true }, t)).toBe('Late by 2:10');
  });
});
