// The time of a chef's tap as the server counts it: X-Action-At clamped to [the order's creation,
// now + 2 minutes], with the tap as the device sent it and the server's own time recorded beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startServer, type Harness, setChefStatus } from './testing/harness.ts';
import { orderDriver, parseOrder, type OrderDriver } from './testing/orders.ts';

const placedAt = Date.parse('2026-11-23T10:00:00.000Z');
let clock = placedAt;
let h: Harness;
let chef: OrderDriver;
beforeAll(async () => {
  h = await startServer({ now: () => clock });
  setChefStatus(h.server, 'new@chef.test', 'approved'); // orders are for approved chefs
  chef = orderDriver(h, await login(h.server.url, 'new@chef.test'));
});
afterAll(() => h.dispose());

const iso = (ms: number) => new Date(ms).toISOString();
const minutes = (n: number) => n * 60_000;

/** An order placed at `placedAt`, acted on five minutes later. */
async function orderPlacedFiveMinutesAgo() {
  clock = placedAt;
  const order = await chef.orderIn('pending');
  clock = placedAt + minutes(5);
  return order;
}

const lastTimelineRow = (orderId: number) =>
  h.server.db.prepare('SELECT status, at, action_at, recorded_at FROM order_timeline WHERE order_id = ? ORDER BY id DESC LIMIT 1').get(orderId);

describe('X-Action-At on order actions', () => {
  it('counts a tap a day in the future as now (its arrival), and keeps what the device sent', async () => {
    const order = await orderPlacedFiveMinutesAgo();
    const sent = iso(clock + minutes(24 * 60));
    const answer = await chef.act(order.id, 'accept', { preparation_time: 20, notes: '' }, { 'X-Action-At': sent });
    expect(answer.status).toBe(200);
    const latest = clock;
    const accepted = parseOrder(answer.json.result);
    expect(accepted.timeline.at(-1)).toMatchObject({ status: 'accepted', at: iso(latest) });
    expect(accepted.estimated_ready_at).toBe(iso(latest + minutes(20)));
    expect(lastTimelineRow(order.id)).toEqual({ status: 'accepted', at: iso(latest), action_at: sent, recorded_at: iso(clock) });
  });

  it('counts a tap from before the order existed as the order\'s creation', async () => {
    const order = await orderPlacedFiveMinutesAgo();
    const sent = iso(placedAt - minutes(60));
    const answer = await chef.act(order.id, 'refuse', { reason: 'too_busy', notes: '' }, { 'X-Action-At': sent });
    expect(answer.status).toBe(200);
    const refused = parseOrder(answer.json.result);
    expect(refused.timeline.at(-1)).toMatchObject({ status: 'refused_by_chef', at: order.created_at });
    expect(refused.refund).toEqual({ amount: order.total, to: 'wallet', at: order.created_at });
    expect(lastTimelineRow(order.id)).toEqual({ status: 'refused_by_chef', at: order.created_at, action_at: sent, recorded_at: iso(clock) });
  });

  it('keeps a tap within the bounds as sent', async () => {
    const order = await orderPlacedFiveMinutesAgo();
    const sent = iso(clock - minutes(3));
    await chef.act(order.id, 'request-pickup', { reason: 'no_courier', notes: '' }, { 'X-Action-At': sent });
    expect(lastTimelineRow(order.id)).toEqual({ status: 'delivery_change_requested', at: sent, action_at: sent, recorded_at: iso(clock) });
  });

  it.each([
    ['no X-Action-At', {}],
    ['an unparsable X-Action-At', { 'X-Action-At': 'yesterday at noon' }],
  ])('counts %s as now', async (_name, headers: Record<string, string>) => {
    const order = await orderPlacedFiveMinutesAgo();
    await chef.act(order.id, 'accept', { preparation_time: 10, notes: '' }, headers);
    expect(lastTimelineRow(order.id)).toEqual({ status: 'accepted', at: iso(clock), action_at: null, recorded_at: iso(clock) });
  });
});
