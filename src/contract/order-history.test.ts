// The history's filter as the app runs it on the orders it has (offline), the same rule the
// server runs in SQL.
import { describe, expect, it } from 'vitest';
import { matchesHistoryQuery } from './order-history.ts';

const order = (status: string, created_at: string, number = '1011', name = 'Ona Kazlauskienė') =>
  ({ status, created_at, number, customer: { name, phone: null } }) as Parameters<typeof matchesHistoryQuery>[0];

describe('matchesHistoryQuery', () => {
  it('keeps finished orders only, and the status filter maps to the order status', () => {
    expect(matchesHistoryQuery(order('completed', '2026-11-20T10:00:00Z'), {})).toBe(true);
    expect(matchesHistoryQuery(order('accepted', '2026-11-20T10:00:00Z'), {})).toBe(false);
    expect(matchesHistoryQuery(order('refused_by_user', '2026-11-20T10:00:00Z'), { status: 'cancelled' })).toBe(true);
    expect(matchesHistoryQuery(order('completed', '2026-11-20T10:00:00Z'), { status: 'cancelled' })).toBe(false);
  });

  it("with utc_offset the days are the chef's own: an order at 00:30 in Vilnius (22:30 UTC the day before) is on the chef's day", () => {
    const late = order('completed', '2026-11-23T22:30:00Z');
    expect(matchesHistoryQuery(late, { from: '2026-11-24', to: '2026-11-24', utc_offset: 120 })).toBe(true);
    expect(matchesHistoryQuery(late, { from: '2026-11-23', to: '2026-11-23', utc_offset: 120 })).toBe(false);
    // Without it, UTC days, as before.
    expect(matchesHistoryQuery(late, { from: '2026-11-24' })).toBe(false);
    expect(matchesHistoryQuery(late, { to: '2026-11-23' })).toBe(true);
    // West of UTC: 20:00 in New York (-300) on the 23rd is 01:00 UTC on the 24th.
    const evening = order('completed', '2026-11-24T01:00:00Z');
    expect(matchesHistoryQuery(evening, { from: '2026-11-23', to: '2026-11-23', utc_offset: -300 })).toBe(true);
    expect(matchesHistoryQuery(evening, { from: '2026-11-24', utc_offset: -300 })).toBe(false);
  });

  it('includes both days of the range (UTC) and searches the number or the name', () => {
    expect(matchesHistoryQuery(order('completed', '2026-11-20T23:59:59Z'), { from: '2026-11-20', to: '2026-11-20' })).toBe(true);
    expect(matchesHistoryQuery(order('completed', '2026-11-21T00:00:00Z'), { to: '2026-11-20' })).toBe(false);
    expect(matchesHistoryQuery(order('completed', '2026-11-19T23:59:59Z'), { from: '2026-11-20' })).toBe(false);
    expect(matchesHistoryQuery(order('completed', '2026-11-20T10:00:00Z'), { search: '#101' })).toBe(true);
    expect(matchesHistoryQuery(order('completed', '2026-11-20T10:00:00Z'), { search: 'KAZLAUS' })).toBe(true);
    expect(matchesHistoryQuery(order('completed', '2026-11-20T10:00:00Z'), { search: 'Jonas' })).toBe(false);
  });
});
