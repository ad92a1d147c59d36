// GET /chef/kitchen/analytics: equal to sums over the chef's orders as the API lists them (active
// and history), the last 30 days on the kitchen's clock, the mean customer rating; another chef's
// orders never count; a chef without orders sees zeros and no rating; 403 until approved.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSchema, type Order } from '../src/contract/index.ts';
import { rateOrder } from './kitchen/ratings.ts';
import { call, login, setChefStatus, startServer, type Harness } from './testing/harness.ts';
import { kitchenCalls } from './testing/kitchen.ts';
import { orderDriver } from './testing/orders.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

/** Every order of the chef, as the app reads them: the active list and every history page. */
async function listedOrders(token: string): Promise<Order[]> {
  const active = (await call(h.server.url, 'GET', '/api/chef/orders/active', { token })).json.result as unknown[];
  const orders = active.map((order) => v.parse(orderSchema, order));
  for (let page = 1; ; page += 1) {
    const answer = (await call(h.server.url, 'GET', `/api/chef/orders/history?per_page=100&page=${page}`, { token })).json.result as { data: unknown[]; meta: { last_page: number } };
    orders.push(...answer.data.map((order) => v.parse(orderSchema, order)));
    if (page >= answer.meta.last_page) return orders;
  }
}

/** "YYYY-MM-DD" in Vilnius, and the calendar day `back` days before a day. */
const vilniusDay = (iso: string) => new Date(iso).toLocaleDateString('sv-SE', { timeZone: 'Europe/Vilnius' });
const daysBefore = (day: string, back: number) => new Date(Date.parse(`${day}T12:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
const cents = (euros: number) => Math.round(euros * 100);

describe('GET /chef/kitchen/analytics', () => {
  it('equals the sums over the orders the API lists, with the last 30 Vilnius days', async () => {
    const signedIn = await login(h.server.url, 'demo@chef.test');
    const driver = orderDriver(h, signedIn);
    // More orders than the seed: finished ones over the past year, and a few today.
    expect((await call(h.server.url, 'POST', '/admin/orders/seed-history', { token: h.server.adminToken, body: { email: 'demo@chef.test', count: 150 } })).status).toBe(201);
    for (const state of ['completed', 'completed', 'refused_by_chef', 'accepted'] as const) await driver.orderIn(state);

    const orders = await listedOrders(signedIn.token);
    const completed = orders.filter((order) => order.status === 'completed');
    const analytics = await kitchenCalls(h, signedIn.token).analytics();
    expect(analytics.total_orders).toBe(orders.length);
    expect(analytics.total_orders).toBeGreaterThan(150);
    expect(analytics.total_completed).toBe(completed.length);
    expect(cents(analytics.total_amount)).toBe(completed.reduce((sum, order) => sum + cents(order.total), 0));

    const today = vilniusDay(new Date().toISOString());
    const days = Array.from({ length: 30 }, (_, index) => daysBefore(today, 29 - index));
    expect(analytics.daily.map((entry) => entry.day)).toEqual(days);
    for (const entry of analytics.daily) {
      const ofDay = orders.filter((order) => vilniusDay(order.created_at) === entry.day);
      expect(entry.orders, entry.day).toBe(ofDay.length);
      expect(cents(entry.revenue), entry.day).toBe(ofDay.filter((order) => order.status === 'completed').reduce((sum, order) => sum + cents(order.total), 0));
    }
    expect(analytics.daily.at(-1)?.orders).toBeGreaterThanOrEqual(4);
    // The seed rated the demo chef's completed orders (3 to 5 stars).
    expect(analytics.rating).toBeGreaterThanOrEqual(3);
    expect(analytics.rating).toBeLessThanOrEqual(5);
  });

  it('shows a chef only their own orders: none yet is zeros and no rating; ratings give the mean', async () => {
    setChefStatus(h.server, 'pending@chef.test', 'approved');
    const greta = await login(h.server.url, 'pending@chef.test');
    const calls = kitchenCalls(h, greta.token);
    const empty = await calls.analytics();
    expect(empty).toMatchObject({ total_orders: 0, total_completed: 0, total_amount: 0, rating: null });
    expect(empty.daily).toHaveLength(30);
    expect(empty.daily.every((day) => day.orders === 0 && day.revenue === 0)).toBe(true);

    const driver = orderDriver(h, greta);
    const first = await driver.orderIn('completed');
    const second = await driver.orderIn('completed');
    await driver.orderIn('pending');
    const now = new Date().toISOString();
    rateOrder(h.server.db, first.id, 3, now);
    rateOrder(h.server.db, second.id, 4, now);
    const rated = await calls.analytics();
    expect(rated).toMatchObject({ total_orders: 3, total_completed: 2, rating: 3.5 });
    expect(cents(rated.total_amount)).toBe(cents(first.total) + cents(second.total));
  });

  it('is refused (403) to a chef who is not approved', async () => {
    const docs = await login(h.server.url, 'docs@chef.test');
    expect((await call(h.server.url, 'GET', '/api/chef/kitchen/analytics', { token: docs.token })).status).toBe(403);
  });
});
