import { describe, expect, it } from 'vitest';
import { barHeights, summariseDays } from './daily-summary';

describe('the last 30 days', () => {
  it('adds up orders and revenue and finds the busiest day (the first of equals)', () => {
    const days = [
      { day: '2026-11-21', orders: 2, revenue: 20.1 },
      { day: '2026-11-22', orders: 5, revenue: 40.2 },
      { day: '2026-11-23', orders: 5, revenue: 12 },
    ];
    expect(summariseDays(days)).toEqual({
      orders: 12,
      revenue: 72.3,
      busiest: days[1],
      maxOrders: 5,
      maxRevenue: 40.2,
    });
  });

  it('has no busiest day without orders', () => {
    expect(summariseDays([{ day: '2026-11-23', orders: 0, revenue: 0 }])).toMatchObject({ orders: 0, busiest: null, maxOrders: 0 });
    expect(summariseDays([])).toMatchObject({
      orders: 0,
      busiest: null,
      maxOrders: 0,
      maxRevenue: 0,
    });
  });

  it('draws bars in proportion to the largest, a small day still visible, an empty one flat', () => {
    expect(barHeights([0, 1, 50, 100], 64)).toEqual([0, 2, 32, 64]);
    expect(barHeights([0, 0], 64)).toEqual([0, 0]);
  });
});
