// An order nobody answers expires. Still pending ORDER_ANSWER_MINUTES after it
// became pending, the server refuses it (`not_answered`), refunds the customer and tells the chef;
// an accept tapped before the deadline is honoured when it arrives within the grace period, one
// tapped after it (or arriving after the grace period) is refused with the reason; 0 = never.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notAnsweredMessage } from '../src/contract/index.ts';
import { answerGraceMs, startOrderExpiry, type OrderExpiry } from './orders/expiry.ts';
import { call, login, setChefStatus, startServer, type Harness } from './testing/harness.ts';
import { orderDriver, parseOrder, type OrderDriver } from './testing/orders.ts';

const placedAt = Date.parse('2026-11-23T10:00:00.000Z');
const minutes = (n: number) => n * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
let clock = placedAt;
let h: Harness;
let chef: OrderDriver;
let expiry: OrderExpiry;
beforeAll(async () => {
  h = await startServer({ now: () => clock, orderAnswerMinutes: 10 });
  setChefStatus(h.server, 'new@chef.test', 'approved');
  chef = orderDriver(h, await login(h.server.url, 'new@chef.test'));
  const { db, config, broadcastToChef } = h.server;
  expiry = startOrderExpiry({ db, config, broadcastToChef, nowIso: () => iso(clock) });
});
afterAll(() => {
  expiry.stop();
  return h.dispose();
});

async function pendingOrder() {
  clock = placedAt;
  return chef.orderIn('pending');
}

const deadline = placedAt + minutes(10);
const accept = (id: number, tappedAt: number, key?: string) =>
  chef.act(id, 'accept', { preparation_time: 20, notes: '' }, { 'X-Action-At': iso(tappedAt), ...(key ? { 'Idempotency-Key': key } : {}) });

describe('orders nobody answers', () => {
  it('expire at the deadline once the grace period has passed: refused as not answered, refunded, the chef told', async () => {
    const order = await pendingOrder();
    clock = deadline + answerGraceMs - 1;
    expiry.sweep();
    expect((await chef.get(order.id)).status).toBe('pending');
    clock = deadline + answerGraceMs;
    expiry.sweep();
    const expired = await chef.get(order.id);
    expect(expired).toMatchObject({ status: 'refused_by_chef', refuse_reason: 'not_answered', refund: { amount: order.total, to: 'wallet', at: iso(deadline) } });
    expect(expired.timeline.at(-1)).toEqual({ status: 'refused_by_chef', at: iso(deadline), note: 'Not answered in time' });
    const told = h.server.db.prepare("SELECT title FROM notifications WHERE type = 'order_expired' AND data LIKE ?").get(`%"order_id":${order.id}%`);
    expect(told).toEqual({ title: `Order #${order.number} expired` });
    const history = await call(h.server.url, 'GET', '/api/chef/orders/history?status=refused_by_chef', { token: chef.token });
    expect((history.json.result as { data: { id: number }[] }).data.map((row) => row.id)).toContain(order.id);
  });

  it('honours an accept tapped before the deadline that arrives within the grace period', async () => {
    const order = await pendingOrder();
    clock = deadline + answerGraceMs - 1000;
    const answer = await accept(order.id, deadline - 1000);
    expect(answer.status).toBe(200);
    expect(parseOrder(answer.json.result).status).toBe('accepted');
    clock = deadline + minutes(60);
    expiry.sweep();
    expect((await chef.get(order.id)).status).toBe('accepted');
  });

  it('refuses an accept tapped after the deadline, expiring the order at once (the alarm stops now, not after the grace)', async () => {
    const order = await pendingOrder();
    clock = deadline + 30_000;
    const answer = await accept(order.id, deadline + 1000, 'late-accept-1');
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(notAnsweredMessage);
    expect(parseOrder(answer.json.result)).toMatchObject({ status: 'refused_by_chef', refuse_reason: 'not_answered' });
    expect((await chef.get(order.id)).status).toBe('refused_by_chef');
    // The same request again (the outbox retrying) gets the same answer, and nothing is written twice.
    const replay = await accept(order.id, deadline + 1000, 'late-accept-1');
    expect(replay.status).toBe(409);
    expect(replay.json.message).toBe(notAnsweredMessage);
    const entries = h.server.db.prepare("SELECT COUNT(*) AS n FROM order_timeline WHERE order_id = ? AND status = 'refused_by_chef'").get(order.id);
    expect(entries).toEqual({ n: 1 });
  });

  it('refuses an accept tapped in time that arrives after the grace period (Not saved, with the reason)', async () => {
    const order = await pendingOrder();
    clock = deadline + answerGraceMs + 5000; // the sweep has not run yet: the action expires it
    const answer = await accept(order.id, deadline - minutes(1));
    expect(answer.status).toBe(409);
    expect(answer.json.message).toBe(notAnsweredMessage);
    expect((await chef.get(order.id)).refund).toMatchObject({ at: iso(deadline) });
  });

  it('lets the chef refuse after the deadline in the grace period with their own reason', async () => {
    const order = await pendingOrder();
    clock = deadline + 10_000;
    const answer = await chef.act(order.id, 'refuse', { reason: 'too_busy', notes: '' }, { 'X-Action-At': iso(clock) });
    expect(answer.status).toBe(200);
    expect(parseOrder(answer.json.result).refuse_reason).toBe('too_busy');
  });

  it('counts from when the order became pending again after a pickup request', async () => {
    clock = placedAt;
    const order = await chef.orderIn('delivery_change_requested');
    const backAt = placedAt + minutes(8);
    clock = backAt;
    h.server.db.prepare("INSERT INTO order_timeline (order_id, status, actor, at, note, recorded_at) VALUES (?, 'pending', 'customer', ?, NULL, ?)").run(order.id, iso(backAt), iso(backAt));
    h.server.db.prepare("UPDATE orders SET status = 'pending' WHERE id = ?").run(order.id);
    clock = deadline + answerGraceMs + 1000; // past the first deadline, not the new one
    expiry.sweep();
    expect((await chef.get(order.id)).status).toBe('pending');
    clock = backAt + minutes(10) + answerGraceMs;
    expiry.sweep();
    expect((await chef.get(order.id)).status).toBe('refused_by_chef');
  });

  it('never expires an order with 0 minutes (per chef, through the admin route)', async () => {
    const set = await call(h.server.url, 'POST', '/admin/order-answer-minutes', { token: h.server.adminToken, body: { minutes: 0, email: 'new@chef.test' } });
    expect(set.status).toBe(200);
    try {
      const order = await pendingOrder();
      clock = placedAt + minutes(24 * 60);
      expiry.sweep();
      expect((await chef.get(order.id)).status).toBe('pending');
      expect((await accept(order.id, clock)).status).toBe(200);
    } finally {
      h.server.config.orderAnswerMinutesByChef.clear();
    }
  });
});
