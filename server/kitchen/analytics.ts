// GET /chef/kitchen/analytics, computed in SQL over the chef's orders: all orders, the completed
// ones and their amount (euros), the mean customer rating (null without one), and the last 30 days
// on the kitchen's clock (Europe/Vilnius), oldest first, days without orders included.
import { KITCHEN_TIME_ZONE, nextOpening, type KitchenAnalytics } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';

export const analyticsDays = 30;
const hour = 60 * 60_000;

/** The kitchen's day ("YYYY-MM-DD") at an instant. */
const kitchenDay = (instant: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: KITCHEN_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));

/** The last `count` kitchen days up to today: [day, start, end) as ISO instants, oldest first. */
export function lastKitchenDays(nowMs: number, count = analyticsDays): [string, string, string][] {
  const midnight = (after: number) => nextOpening('00:00', after) ?? after + 24 * hour;
  const bounds = [midnight(nowMs)];
  // A day is 23 to 25 hours long: 26 hours before one midnight is in the day before the previous.
  while (bounds.length <= count) bounds.unshift(midnight((bounds[0] ?? nowMs) - 26 * hour));
  return bounds.slice(1).map((end, index) => {
    const start = bounds[index] ?? end;
    return [kitchenDay(start), new Date(start).toISOString(), new Date(end).toISOString()];
  });
}

const euros = (cents: number) => Math.round(cents) / 100;

export function kitchenAnalytics(db: Db, chefId: number, nowMs: number): KitchenAnalytics {
  const totals = db
    .prepare(
      `SELECT COUNT(*) AS total_orders, COALESCE(SUM(status = 'completed'), 0) AS total_completed,
         COALESCE(SUM(CASE WHEN status = 'completed' THEN total_cents END), 0) AS completed_cents
       FROM orders WHERE chef_id = ?`,
    )
    .get(chefId) as { total_orders: number; total_completed: number; completed_cents: number };
  const { rating } = db
    .prepare('SELECT AVG(order_ratings.rating) AS rating FROM order_ratings JOIN orders ON orders.id = order_ratings.order_id WHERE orders.chef_id = ?')
    .get(chefId) as { rating: number | null };
  const daily = db
    .prepare(
      `WITH days AS (
         SELECT json_extract(value, '$[0]') AS day, json_extract(value, '$[1]') AS start, json_extract(value, '$[2]') AS end
         FROM json_each(?)
       )
       SELECT days.day AS day, COUNT(orders.id) AS orders,
         COALESCE(SUM(CASE WHEN orders.status = 'completed' THEN orders.total_cents END), 0) AS revenue_cents
       FROM days LEFT JOIN orders ON orders.chef_id = ? AND orders.created_at >= days.start AND orders.created_at < days.end
       GROUP BY days.day ORDER BY days.start`,
    )
    .all(JSON.stringify(lastKitchenDays(nowMs)), chefId) as { day: string; orders: number; revenue_cents: number }[];
  return {
    total_orders: totals.total_orders,
    total_completed: totals.total_completed,
    total_amount: euros(totals.completed_cents),
    rating: rating === null ? null : Math.round(rating * 100) / 100,
    daily: daily.map((entry) => ({ day: entry.day, orders: entry.orders, revenue: euros(entry.revenue_cents) })),
  };
}
