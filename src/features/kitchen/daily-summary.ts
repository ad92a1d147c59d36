// The last 30 days in numbers (pure): totals, the busiest day and the scale of each chart.
import type { KitchenDay } from '@/contract';

export type DailySummary = {
  orders: number;
  revenue: number;
  busiest: KitchenDay | null;
  maxOrders: number;
  maxRevenue: number;
};

export function summariseDays(days: readonly KitchenDay[]): DailySummary {
  let busiest: KitchenDay | null = null;
  for (const day of days) if (day.orders > 0 && (!busiest || day.orders > busiest.orders)) busiest = day;
  return {
    orders: days.reduce((sum, day) => sum + day.orders, 0),
    revenue: Math.round(days.reduce((sum, day) => sum + day.revenue, 0) * 100) / 100,
    busiest,
    maxOrders: Math.max(0, ...days.map((day) => day.orders)),
    maxRevenue: Math.max(0, ...days.map((day) => day.revenue)),
  };
}

/** Bar heights in a `height`-tall chart: proportional to the largest, a non-zero value at least 2. */
export function barHeights(values: readonly number[], height: number): number[] {
  const max = Math.max(0, ...values);
  return values.map((value) => (max <= 0 || value <= 0 ? 0 : Math.max(2, (value / max) * height)));
}
