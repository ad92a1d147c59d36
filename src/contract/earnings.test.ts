// The earnings contract: the commission rate read from its text, half-up rounding to the cent in
// integers, and the schema refusing an answer whose figures do not add up (the app reports it
// rather than drawing it).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { commissionBasisPoints, commissionCents, daysOf, earningsRangeProblem, earningsSchema, noEarnings, weekStartOf } from './earnings.ts';

const day = (name: string, sales = 0, commission = 0) => ({ day: name, ...noEarnings(), completed_orders: sales ? 1 : 0, sales_cents: sales, commission_cents: commission, net_cents: sales - commission });
const answer = () => ({
  currency: 'EUR',
  commission_percent: 15,
  from: '2026-11-29',
  to: '2026-11-30',
  generated_at: '2026-11-30T10:00:00.000Z',
  days: [day('2026-11-29', 670, 101), day('2026-11-30')],
  weeks: [
    { week_start: '2026-11-23', from: '2026-11-29', to: '2026-11-29', ...noEarnings(), completed_orders: 1, sales_cents: 670, commission_cents: 101, net_cents: 569 },
    { week_start: '2026-11-30', from: '2026-11-30', to: '2026-11-30', ...noEarnings() },
  ],
  totals: { ...noEarnings(), completed_orders: 1, sales_cents: 670, commission_cents: 101, net_cents: 569 },
});

describe('commission', () => {
  it('reads the rate from its text as hundredths of a percent', () => {
    expect(['15', '12.5', '12.34', '0', '100', ' 7.05 '].map(commissionBasisPoints)).toEqual([1500, 1250, 1234, 0, 10_000, 705]);
    expect(['100.01', '-1', '12.345', '1e2', '', 'abc', '15%'].map(commissionBasisPoints)).toEqual([null, null, null, null, null, null, null]);
  });

  it('rounds half up to the cent, integers only', () => {
    expect(commissionCents(670, 1500)).toBe(101); // 1.005 → 1.01
    expect(commissionCents(669, 1500)).toBe(100); // 1.0035 → 1.00
    expect(commissionCents(2470, 1500)).toBe(371); // 3.705 → 3.71
    expect(commissionCents(1, 5000)).toBe(1); // 0.005 → 0.01
    expect(commissionCents(99_999_999, 1234)).toBe(12_340_000); // 123 399.998766 → 123 400.00
    expect(commissionCents(0, 1500)).toBe(0);
  });
});

describe('earnings answer', () => {
  it('parses a well-formed answer', () => {
    expect(v.safeParse(earningsSchema, answer()).success).toBe(true);
  });

  it('refuses an answer that does not add up, misses a day, or carries fractions of a cent', () => {
    const net = answer();
    net.days[0]!.net_cents = 570;
    const totals = answer();
    totals.totals.sales_cents = 671;
    const missing = answer();
    missing.days.pop();
    const fraction = answer();
    fraction.days[0]!.sales_cents = 670.5;
    const weeks = answer();
    weeks.weeks.pop();
    const currency = { ...answer(), currency: 'USD' };
    for (const [name, bad] of Object.entries({ net, totals, missing, fraction, weeks, currency })) expect(v.safeParse(earningsSchema, bad).success, name).toBe(false);
  });

  it('knows its days, weeks and range limits', () => {
    expect(daysOf('2026-03-28', '2026-04-01')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01']);
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-30')).toBe('2026-11-30');
    expect(earningsRangeProblem('2026-01-01', '2026-04-03')).toBeNull();
    expect(earningsRangeProblem('2026-01-01', '2026-04-04')?.message).toBe('The range may be at most 93 days.');
  });
});
