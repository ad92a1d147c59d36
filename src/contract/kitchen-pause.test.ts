import { describe, expect, it } from 'vitest';
import { kitchenClock, nextOpening, pauseEnd } from './kitchen-pause';

const at = (iso: string) => Date.parse(iso);

describe('the end of a pause of new orders', () => {
  it('counts fixed lengths from the tap', () => {
    expect(pauseEnd('15_min', at('2026-11-23T10:00:00Z'), null)).toBe(at('2026-11-23T10:15:00Z'));
    expect(pauseEnd('30_min', at('2026-11-23T10:00:00Z'), '10:00')).toBe(at('2026-11-23T10:30:00Z'));
    expect(pauseEnd('1_hour', at('2026-11-23T23:30:00Z'), null)).toBe(at('2026-11-24T00:30:00Z'));
  });

  it('runs until the next opening time on the Vilnius clock (UTC+2 in winter, +3 in summer)', () => {
    // 19:04 in Vilnius (17:04Z) on 23 Nov: the next 10:00 is tomorrow, 08:00Z.
    expect(pauseEnd('until_opening', at('2026-11-23T17:04:00Z'), '10:00')).toBe(at('2026-11-24T08:00:00Z'));
    // 07:00 in Vilnius: today's 10:00 is still ahead.
    expect(nextOpening('10:00', at('2026-11-23T05:00:00Z'))).toBe(at('2026-11-23T08:00:00Z'));
    // Summer time: 10:00 in Vilnius is 07:00Z.
    expect(nextOpening('10:00', at('2026-07-01T12:00:00Z'))).toBe(at('2026-07-02T07:00:00Z'));
    // Exactly at opening time: the next one, a day later.
    expect(nextOpening('10:00', at('2026-11-23T08:00:00Z'))).toBe(at('2026-11-24T08:00:00Z'));
    // Across the switch to summer time (29 March 2026, 03:00 -> 04:00 local).
    expect(nextOpening('10:00', at('2026-03-28T12:00:00Z'))).toBe(at('2026-03-29T07:00:00Z'));
  });

  it('has no end until opening when the kitchen has no opening time', () => {
    expect(pauseEnd('until_opening', at('2026-11-23T10:00:00Z'), null)).toBeNull();
    expect(nextOpening('25:99x', at('2026-11-23T10:00:00Z'))).toBeNull();
  });

  it('tells the time on the kitchen clock', () => {
    expect(kitchenClock(at('2026-11-23T17:04:00Z'))).toBe('19:04');
    expect(kitchenClock(at('2026-07-01T16:04:00Z'))).toBe('19:04');
  });
});
