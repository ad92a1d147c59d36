// The customer simulator orders only from a kitchen that takes orders: none while it is paused or
// closed, again once it is resumed; it rates orders completed while it runs. The admin "place an
// order" hook (e2e) is not the simulator and still places one.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { simulateCustomerOrder } from './orders/simulator.ts';
import { call, login, startServer, type Harness } from './testing/harness.ts';
import { kitchenCalls } from './testing/kitchen.ts';
import { orderDriver } from './testing/orders.ts';

const eventually = { timeout: 5000, interval: 25 };

describe('simulateCustomerOrder', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startServer();
  });
  afterAll(() => h.dispose());

  it('places none for a paused or closed kitchen, and one again once it takes orders', async () => {
    const { token } = await login(h.server.url, 'demo@chef.test');
    const demo = kitchenCalls(h, token);
    const deps = { db: h.server.db, broadcastToChef: h.server.broadcastToChef, nowIso: () => new Date().toISOString() };
    const activeCount = async () => ((await call(h.server.url, 'GET', '/api/chef/orders/active', { token })).json.result as unknown[]).length;
    const before = await activeCount();

    await demo.pause('30_min');
    expect(simulateCustomerOrder(deps, Date.now())).toEqual({ skipped: 'paused' });
    await demo.toggle(false);
    expect(simulateCustomerOrder(deps, Date.now())).toEqual({ skipped: 'closed' });
    expect(await activeCount()).toBe(before);

    // The admin hook e2e tests use places an order whatever the kitchen's state.
    const placed = await call(h.server.url, 'POST', '/admin/orders', { token: h.server.adminToken, body: { email: 'demo@chef.test' } });
    expect(placed.status).toBe(201);
    expect(await activeCount()).toBe(before + 1);

    await demo.toggle(true);
    const outcome = simulateCustomerOrder(deps, Date.now());
    expect('placed' in outcome).toBe(true);
    expect(await activeCount()).toBe(before + 2);
  });
});

describe('the running simulator', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startServer({ customerSimulatorIntervalSeconds: 0.05, customerSimulatorAnswerSeconds: 0.2 });
  });
  afterAll(() => h.dispose());

  it('skips a paused kitchen until it is resumed', async () => {
    const { token } = await login(h.server.url, 'demo@chef.test');
    const demo = kitchenCalls(h, token);
    await vi.waitFor(() => expect(h.logs.some((line) => line.startsWith('[simulator] placed order'))).toBe(true), eventually);

    await demo.pause('15_min');
    const pausedAt = new Date().toISOString();
    await vi.waitFor(() => expect(h.logs).toContain('[simulator] no new orders for demo@chef.test: the kitchen is paused'), eventually);
    const resumedAt = new Date().toISOString();
    const logsBefore = h.logs.length;
    await demo.resume();
    await vi.waitFor(() => expect(h.logs.slice(logsBefore).some((line) => line.startsWith('[simulator] placed order'))).toBe(true), eventually);

    // At least one round ran while the kitchen was paused, and no order was placed in it.
    const placedWhilePaused = h.server.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE created_at >= ? AND created_at <= ?').get(pausedAt, resumedAt) as { n: number };
    expect(placedWhilePaused.n).toBe(0);
  });

  it('rates an order the chef completes while it runs (3 to 5 stars)', async () => {
    const chef = await login(h.server.url, 'demo@chef.test');
    const order = await orderDriver(h, chef).orderIn('completed');
    await vi.waitFor(() => expect(h.logs.some((line) => line.startsWith(`[simulator] the customer rated order #${order.number} `))).toBe(true), eventually);
    const { rating } = h.server.db.prepare('SELECT rating FROM order_ratings WHERE order_id = ?').get(order.id) as { rating: number };
    expect(rating).toBeGreaterThanOrEqual(3);
    expect(rating).toBeLessThanOrEqual(5);
  });
});
