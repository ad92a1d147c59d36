// Customers' ratings of completed orders (1-5, one per order, `order_ratings`). The reference
// server has no customer app: the demo seed rates the demo chef's completed orders once, and the
// customer simulator rates each order completed while it runs (3-5 stars: home cooking pleases).
import type { Db } from '../db/open.ts';

export function rateOrder(db: Db, orderId: number, rating: number, at: string): void {
  db.prepare('INSERT OR IGNORE INTO order_ratings (order_id, rating, rated_at) VALUES (?, ?, ?)').run(orderId, rating, at);
}

/** A customer's rating of a completed order: 3, 4 or 5 stars. */
export const customerRating = (random: () => number): number => 3 + Math.min(2, Math.floor(random() * 3));

/** The chef's completed orders without a rating, updated at or after `since`. */
export function unratedCompletedOrders(db: Db, chefId: number, since: string): { id: number; number: string }[] {
  return db
    .prepare(
      `SELECT orders.id, orders.number FROM orders LEFT JOIN order_ratings ON order_ratings.order_id = orders.id
       WHERE orders.chef_id = ? AND orders.status = 'completed' AND order_ratings.order_id IS NULL AND orders.updated_at >= ?`,
    )
    .all(chefId, since) as { id: number; number: string }[];
}

/** Rates every completed order of a chef who has no rating yet (3-5 by the order's id, so a demo
 * looks the same each time); answers how many it rated. */
export function seedRatings(db: Db, chefId: number, at: string): number {
  return db.transaction(() => {
    const rated = db.prepare('SELECT 1 FROM order_ratings JOIN orders ON orders.id = order_ratings.order_id WHERE orders.chef_id = ? LIMIT 1').get(chefId);
    if (rated) return 0;
    const orders = unratedCompletedOrders(db, chefId, '');
    for (const order of orders) rateOrder(db, order.id, 3 + ((order.id * 7) % 3), at);
    return orders.length;
  })();
}
