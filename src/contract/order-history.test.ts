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

  it('includes both days of the range (UTC) and searches the number or the name', () => {
    expect(matchesHistoryQuery(order('completed', '2026-11-20T23:59:59Z'), { from: '2026-11-20', to: '2026-11-20' })).toBe(true);
    expect(matchesHistoryQuery(order('completed', '2026-11-21T00:00:00Z'), { to: '2026-11-20' })).toBe(false);
    expect(matchesHistoryQuery(order('completed', '2026-11-19T23:59:59Z'), { from: '2026-11-20' })).toBe(false);
    expect(matchesHistoryQuery(order('completed', '2026-11-20T10:00:00Z'), { search: '#101' })).toBe(true);
    expect(matchesHistoryQuery(order('completed', '2026-11-20T10:00:00Z'), { search: 'KAZLAUS' })).toBe(true);
    expect(matchesHistoryQuery(order('completed', '2026-11-20T10:00:00Z'), { search: 'Jonas' })).toBe(false);
  });
});
