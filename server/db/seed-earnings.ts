// A month of finished orders for demo@chef.test, so the earnings screen (and the history) has
// something to show: 2 to 6 orders a day over the 30 kitchen days before the first start, placed
// between 10:00 and 20:00 Vilnius time, mostly completed, some refused, expired and cancelled.
// Deterministic for a given start time (a seeded generator); inserted once, when the demo chef
// has no order older than the demo orders (at most 3 days old).
import { notAnsweredReason } from '../../src/contract/index.ts';
import { addDays, zoneDay, zoneInstant } from '../../src/contract/kitchen-clock.ts';
import { finishedOrder } from '../orders/history-seed.ts';
import { findChefByEmail } from '../store/chefs.ts';
import { orderWriter, type NewOrder } from '../store/order-writes.ts';
import type { Db } from './open.ts';

const DAYS = 30;

/** mulberry32: a small seeded generator, the same numbers for the same seed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Every other refusal is the server's: the order expired unanswered. */
function expired(order: NewOrder): NewOrder {
  const at = order.timeline?.[0]?.at ?? order.created_at;
  return { ...order, refuse_reason: notAnsweredReason, chef_notes: null, timeline: [{ status: 'refused_by_chef', at, note: 'Not answered in time', actor: 'system' }] };
}

/** Inserts the month when the demo chef exists and has no older order; answers how many. */
export function seedDemoMonth(db: Db, nowMs: number): number {
  const chef = findChefByEmail(db, 'demo@chef.test');
  if (!chef) return 0;
  const before = new Date(nowMs - 4 * 24 * 60 * 60_000).toISOString();
  if (db.prepare('SELECT 1 FROM orders WHERE chef_id = ? AND created_at < ? LIMIT 1').get(chef.id, before)) return 0;
  const random = seeded(46);
  const today = zoneDay(nowMs);
  const orders: NewOrder[] = [];
  let refusals = 0;
  for (let back = DAYS; back >= 1; back--) {
    const day = addDays(today, -back);
    const count = 2 + Math.floor(random() * 5);
    for (let index = 0; index < count; index++) {
      const created = zoneInstant(day, 10 * 60 + Math.floor(random() * 10 * 60));
      const order = finishedOrder(chef.id, created, random);
      orders.push(order.status === 'refused_by_chef' && refusals++ % 2 === 1 ? expired(order) : order);
    }
  }
  const writer = orderWriter(db);
  db.transaction(() => orders.forEach((order) => writer.insert(order)))();
  return orders.length;
}
