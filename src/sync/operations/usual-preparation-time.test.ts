// The Accept's estimate: the usual time and busy mode's minutes apart, their sum chosen; the
// same sum as the contract's preparationEstimate (what the server tells customers).
import { describe, expect, it } from 'vitest';
import { preparationEstimate } from '@/contract';
import { estimateOf } from './usual-preparation-time';

const now = Date.parse('2025-06-01T12:00:00Z');
const busy = (extra: 10 | 20 | 30, until: string | null) => ({ extra_minutes: extra, since: '2025-06-01T11:30:00Z', until });

describe('estimateOf', () => {
  it('is the usual time alone when not busy', () => {
    expect(estimateOf({ preparation_time: 30, busy: null }, now)).toEqual({ minutes: 30, usual: 30, busyExtra: 0 });
  });

  it('keeps the usual time and shows busy mode apart, the sum chosen', () => {
    const kitchen = { preparation_time: 30, busy: busy(20, null) };
    expect(estimateOf(kitchen, now)).toEqual({ minutes: 50, usual: 30, busyExtra: 20 });
    expect(estimateOf(kitchen, now)?.minutes).toBe(preparationEstimate(kitchen, now));
  });

  it('drops a busy mode that has ended', () => {
    expect(estimateOf({ preparation_time: 30, busy: busy(20, '2025-06-01T11:59:00Z') }, now)).toEqual({ minutes: 30, usual: 30, busyExtra: 0 });
  });

  it('is null without a usable usual time', () => {
    for (const preparation_time of [null, 0, -5, 12.5]) expect(estimateOf({ preparation_time, busy: busy(10, null) }, now)).toBeNull();
  });
});
