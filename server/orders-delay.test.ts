// Running late: an accepted order's ready time moves by 5, 10 or 20 minutes,
// at most twice; each move is kept on the order and told to the customer (a timeline note); other
// minutes are 422, a third move or a non-accepted order 409 with the order; a replay changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, setChefStatus, startServer, type Harness } from './testing/harness.ts';
import { orderDriver, parseOrder, type OrderDriver } from './testing/orders.ts';

const placedAt = Date.parse('2026-11-23T10:00:00.000Z');
let clock = placedAt;
let h: Harness;
let chef: OrderDriver;
const iso = (ms: number) => new Date(ms).toISOString();
beforeAll(async () => {
  h = await startServer({ now: () => clock });
  setChefStatus(h.server, 'new@chef.test', 'approved');
  chef = orderDriver(h, await login(h.server.url, 'new@chef.test'));
});
afterAll(() => h.dispose());

const delay = (id: number, minutes: unknown, headers: Record<string, string> = {}) => chef.act(id, 'delay', { minutes }, headers);

describe('running late', () => {
  it('moves the ready time by 5, 10 or 20 min twice, keeps each move and tells the customer; a third is 409', async () => {
    clock = placedAt;
    const order = await chef.orderIn('accepted');
    const readyAt = Date.parse(order.estimated_ready_at ?? '');
    clock += 60_000;
    const first = await delay(order.id, 10, { 'X-Action-At': iso(clock) });
    expect(first.status).toBe(200);
    const moved = parseOrder(first.json.result);
    expect(moved.estimated_ready_at).toBe(iso(readyAt + 10 * 60_000));
    expect(moved.ready_delays).toEqual([{ minutes: 10, at: iso(clock) }]);
    expect(moved.timeline.at(-1)?.note).toMatch(/^Running late: ready 10 min later, at \d\d:\d\d$/);
    const second = parseOrder((await delay(order.id, 5)).json.result);
    expect(second.estimated_ready_at).toBe(iso(readyAt + 15 * 60_000));
    const third = await delay(order.id, 20);
    expect(third.status).toBe(409);
    expect(third.json.message).toBe('The ready time was already moved twice.');
    expect((await chef.get(order.id)).ready_delays).toHaveLength(2);
  });

  it('is idempotent: the same key again moves nothing', async () => {
    const order = await chef.orderIn('accepted');
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    await delay(order.id, 20, key);
    const replay = await delay(order.id, 20, key);
    expect(replay.status).toBe(200);
    expect((await chef.get(order.id)).ready_delays).toHaveLength(1);
  });

  it('refuses other minutes (422) and orders not being prepared (409)', async () => {
    const accepted = await chef.orderIn('accepted');
    expect((await delay(accepted.id, 15)).status).toBe(422);
    const pending = await chef.orderIn('pending');
    const refused = await delay(pending.id, 5);
    expect(refused.status).toBe(409);
    expect(parseOrder(refused.json.result).status).toBe('pending');
  });
});
