// Chef order routes: the JSON shape, active list, idempotent replay of every action, the tap time
// (X-Action-At), the refund on refuse, validation, and another chef's orders (404).
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeOrderStatuses, orderListSchema, orderStatuses } from '../src/contract/index.ts';
import { call, login, startServer, type Harness, setChefStatus } from './testing/harness.ts';
import { orderDriver, parseOrder, type OrderDriver, type StartState } from './testing/orders.ts';

let h: Harness;
let chef: OrderDriver;
let demo: OrderDriver;
beforeAll(async () => {
  h = await startServer();
  setChefStatus(h.server, 'profile@chef.test', 'approved'); // orders are for approved chefs
  chef = orderDriver(h, await login(h.server.url, 'profile@chef.test'));
  demo = orderDriver(h, await login(h.server.url, 'demo@chef.test'));
});
afterAll(() => h.dispose());

const timelineRows = (orderId: number) =>
  h.server.db.prepare('SELECT status, actor, at, action_at FROM order_timeline WHERE order_id = ? ORDER BY id').all(orderId);

describe('seeded demo orders and the order JSON', () => {
  it('demo@chef.test has orders in every status, with options and customer notes', async () => {
    const active = await call(h.server.url, 'GET', '/api/chef/orders/active', { token: demo.token });
    const list = v.parse(orderListSchema, active.json.result);
    expect(list.map((order) => order.status).every((status) => (activeOrderStatuses as readonly string[]).includes(status))).toBe(true);
    const created = list.map((order) => order.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const all = h.server.db.prepare('SELECT id FROM orders WHERE chef_id = ?').all(demo.chefId) as { id: number }[];
    const orders = await Promise.all(all.map((row) => demo.get(row.id)));
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(orderStatuses));
    expect(orders.filter((order) => order.status === 'pending').map((order) => order.type).sort()).toEqual(['delivery', 'pickup']);
    for (const order of orders) {
      expect(order.number).toMatch(/^\d{4,}$/);
      expect(order.items.length).toBeGreaterThan(0);
      expect(order.timeline[0]).toMatchObject({ status: 'pending', at: order.created_at });
      expect(order.timeline.at(-1)?.status).toBe(order.status);
      expect(order.total).toBeCloseTo(order.subtotal + order.delivery_fee, 2);
      expect(order.delivery_address === null).toBe(order.type === 'pickup');
    }
    expect(orders.some((order) => order.items.some((item) => item.options.length > 0))).toBe(true);
    expect(orders.filter((order) => order.customer_notes).length).toBeGreaterThan(5);
    expect(orders.find((order) => order.status === 'refused_by_chef')?.refund).toMatchObject({ to: 'wallet' });
    expect(orders.find((order) => order.status === 'delivery_change_requested')?.delivery_change).toMatchObject({ status: 'pending' });
  });

  it('prices: item total = quantity × (unit price + options); money has two decimals', async () => {
    const order = await chef.orderIn('pending');
    for (const item of order.items) {
      const options = item.options.reduce((sum, option) => sum + option.additional_price * option.quantity, 0);
      expect(item.total).toBeCloseTo(item.quantity * (item.unit_price + options), 2);
    }
    for (const amount of [order.subtotal, order.total, order.delivery_fee]) expect(Math.round(amount * 100)).toBeCloseTo(amount * 100, 6);
  });
});

const actions: { action: string; from: StartState; body: unknown }[] = [
  { action: 'accept', from: 'pending', body: { preparation_time: 15, notes: '' } },
  { action: 'refuse', from: 'pending', body: { reason: 'closing_soon', notes: '' } },
  { action: 'request-pickup', from: 'pending', body: { reason: 'packaging', notes: 'Soup spills' } },
  { action: 'ready', from: 'accepted', body: {} },
  { action: 'complete', from: 'ready_for_delivery', body: {} },
];

describe('idempotent replay', () => {
  it.each(actions)('$action: the same key twice is applied once and replayed', async ({ action, from, body }) => {
    const order = await chef.orderIn(from);
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await chef.act(order.id, action, body, headers);
    expect(first.status).toBe(200);
    const rowsAfterFirst = timelineRows(order.id).length;
    const again = await chef.act(order.id, action, body, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(timelineRows(order.id)).toHaveLength(rowsAfterFirst);
    // Without the key the same action is a new request, refused by the state machine.
    expect((await chef.act(order.id, action, body)).status).toBe(409);
  });

  it('a 409 is not stored: the same key retried after the state allows it applies', async () => {
    const order = await chef.orderIn('accepted');
    const headers = { 'Idempotency-Key': crypto.randomUUID() };
    expect((await chef.act(order.id, 'complete', {}, headers)).status).toBe(409);
    await chef.act(order.id, 'ready');
    expect((await chef.act(order.id, 'complete', {}, headers)).status).toBe(200);
  });
});

describe('the time of the tap', () => {
  it('stores X-Action-At on the timeline and counts the preparation time from it', async () => {
    const order = await chef.orderIn('pending');
    // Placed 10 minutes ago, so a tap 7 minutes ago is within [the order's creation, now + 2 min].
    h.server.db.prepare('UPDATE orders SET created_at = ? WHERE id = ?').run(new Date(Date.now() - 10 * 60_000).toISOString(), order.id);
    const tapped = new Date(Date.now() - 7 * 60_000).toISOString();
    const answer = await chef.act(order.id, 'accept', { preparation_time: 30, notes: 'With extra dill' }, { 'X-Action-At': tapped });
    const accepted = parseOrder(answer.json.result);
    expect(accepted).toMatchObject({ status: 'accepted', preparation_time: 30, chef_notes: 'With extra dill' });
    expect(accepted.estimated_ready_at).toBe(new Date(Date.parse(tapped) + 30 * 60_000).toISOString());
    expect(accepted.timeline.at(-1)).toMatchObject({ status: 'accepted', at: tapped });
    expect(timelineRows(order.id).at(-1)).toMatchObject({ actor: 'chef', action_at: tapped, at: tapped });
    expect(Date.parse(accepted.updated_at)).toBeGreaterThan(Date.parse(tapped));
  });

  it('uses the server time when no X-Action-At is sent', async () => {
    const order = await chef.orderIn('pending');
    const before = Date.now();
    const accepted = parseOrder((await chef.act(order.id, 'accept', { preparation_time: 10 })).json.result);
    const at = Date.parse(accepted.timeline.at(-1)?.at ?? '');
    expect(at).toBeGreaterThanOrEqual(before - 5);
    expect(Date.parse(accepted.estimated_ready_at ?? '')).toBe(at + 10 * 60_000);
    expect(timelineRows(order.id).at(-1)).toMatchObject({ action_at: null });
  });
});

describe('refuse and request-pickup', () => {
  it('records the refund of the full amount to the wallet', async () => {
    const order = await chef.orderIn('pending');
    const answer = await chef.act(order.id, 'refuse', { reason: 'other', notes: 'Oven broke' });
    const refused = parseOrder(answer.json.result);
    expect(refused).toMatchObject({ status: 'refused_by_chef', refuse_reason: 'other', chef_notes: 'Oven broke' });
    expect(refused.refund).toMatchObject({ amount: order.total, to: 'wallet' });
    expect(answer.json.message).toContain(`€${order.total.toFixed(2)} will be refunded`);
  });

  it('validates with the contract: Other needs notes, preparation time 1..240', async () => {
    const order = await chef.orderIn('pending');
    const refuse = await chef.act(order.id, 'refuse', { reason: 'other', notes: ' ' });
    expect(refuse.status).toBe(422);
    expect(refuse.json.errors?.notes).toEqual(['Please add a note when the reason is Other.']);
    const pickup = await chef.act(order.id, 'request-pickup', { reason: 'nope' });
    expect(pickup.json.errors?.reason).toEqual(['Choose a reason.']);
    const accept = await chef.act(order.id, 'accept', { preparation_time: 500 });
    expect(accept.json.errors?.preparation_time).toEqual(['Preparation time must be between 1 and 240 minutes.']);
    expect((await chef.get(order.id)).status).toBe('pending');
  });

  it('request-pickup sets the delivery change waiting for the customer', async () => {
    const order = await chef.orderIn('pending');
    const answer = await chef.act(order.id, 'request-pickup', { reason: 'no_courier', notes: 'All couriers busy' });
    expect(parseOrder(answer.json.result)).toMatchObject({
      status: 'delivery_change_requested',
      delivery_change: { reason: 'no_courier', notes: 'All couriers busy', status: 'pending' },
    });
  });
});

describe("another chef's orders", () => {
  it('cannot be read or acted on (404), unknown ids are 404, no token is 401', async () => {
    const theirs = await demo.orderIn('pending');
    expect((await call(h.server.url, 'GET', `/api/chef/orders/${theirs.id}`, { token: chef.token })).status).toBe(404);
    for (const { action, body } of actions) expect((await chef.act(theirs.id, action, body)).status).toBe(404);
    expect((await demo.get(theirs.id)).status).toBe('pending');
    const active = await call(h.server.url, 'GET', '/api/chef/orders/active', { token: chef.token });
    expect((active.json.result as { id: number }[]).some((order) => order.id === theirs.id)).toBe(false);
    expect((await call(h.server.url, 'GET', '/api/chef/orders/999999', { token: chef.token })).status).toBe(404);
    expect((await call(h.server.url, 'GET', '/api/chef/orders/abc', { token: chef.token })).status).toBe(404);
    expect((await call(h.server.url, 'GET', '/api/chef/orders/active')).status).toBe(401);
  });
});
