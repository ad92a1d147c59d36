// Missed orders pause the kitchen: MISSED_ORDERS_PAUSE orders in a row that expire unanswered
// pause an open kitchen until the chef resumes (reason missed_orders, "2 orders were not
// answered"), and the chef is told by a kitchen_paused notification and its push; an answer
// between two expiries starts the run again; 0 turns it off; the run survives a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOrderExpiry, type OrderExpiry } from './orders/expiry.ts';
import { login, setChefStatus, startServer, type Harness } from './testing/harness.ts';
import { kitchenCalls } from './testing/kitchen.ts';
import { orderDriver, type OrderDriver } from './testing/orders.ts';
import { pushLogOf, registerDevice } from './testing/push.ts';

const minute = 60_000;
const start = Date.parse('2026-11-23T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const email = 'new@chef.test';
let clock = start;
let h: Harness;
let chef: OrderDriver;
let kitchen: ReturnType<typeof kitchenCalls>;
let expiry: OrderExpiry;

async function openKitchenOf(harness: Harness) {
  setChefStatus(harness.server, email, 'approved');
  const signedIn = await login(harness.server.url, email);
  await registerDevice(harness, signedIn.token, 'phone');
  const calls = kitchenCalls(harness, signedIn.token);
  expect((await calls.toggle(true)).status).toBe(200);
  return { driver: orderDriver(harness, signedIn), calls };
}

const expiryOf = (harness: Harness) =>
  startOrderExpiry({ db: harness.server.db, config: harness.server.config, broadcastToChef: harness.server.broadcastToChef, nowIso: () => iso(clock) });

beforeAll(async () => {
  h = await startServer({ now: () => clock, orderAnswerMinutes: 10, missedOrdersPause: 2 });
  ({ driver: chef, calls: kitchen } = await openKitchenOf(h));
  expiry = expiryOf(h);
});
afterAll(() => {
  expiry.stop();
  return h.dispose();
});

/** An order placed now that nobody answers: the clock moves past its deadline and grace. */
async function missOrder(driver: OrderDriver, sweep: OrderExpiry) {
  const order = await driver.orderIn('pending');
  clock += 13 * minute;
  sweep.sweep();
  expect((await driver.get(order.id)).refuse_reason).toBe('not_answered');
}

async function answerOrder() {
  const order = await chef.orderIn('pending');
  expect((await chef.act(order.id, 'accept', { preparation_time: 20, notes: '' })).status).toBe(200);
}

describe('missed orders pause the kitchen', () => {
  it('pauses after two orders in a row expire unanswered, with the reason, a notification and a push; one tap resumes', async () => {
    await missOrder(chef, expiry);
    expect((await kitchen.kitchen()).pause).toBeNull();
    await missOrder(chef, expiry);
    const paused = await kitchen.kitchen();
    expect(paused.is_open).toBe(true);
    expect(paused.pause).toEqual({ reason: 'missed_orders', since: iso(clock), until: null, missed_orders: 2 });
    expect((await kitchen.notifications())[0]).toMatchObject({
      type: 'kitchen_paused',
      data: { title: 'Kitchen paused', body: '2 orders were not answered, so we paused new orders. Resume when you can answer them.', action_url: '/kitchen' },
    });
    await h.server.push.drained();
    const [push] = (await pushLogOf(h, email)).pushes.filter((entry) => entry.message.data.type === 'kitchen_paused');
    expect(push?.message.data).toMatchObject({ title: 'Kitchen paused', action_url: '/kitchen' });

    expect((await kitchen.resume()).status).toBe(200);
    expect((await kitchen.kitchen()).pause).toBeNull();
  });

  it('does not pause when the chef answers between two expiries; the run starts again from the answer', async () => {
    await missOrder(chef, expiry);
    await answerOrder();
    await missOrder(chef, expiry);
    expect((await kitchen.kitchen()).pause).toBeNull();
    const noticesBefore = (await kitchen.notifications()).filter((notice) => notice.type === 'kitchen_paused').length;
    await missOrder(chef, expiry);
    expect((await kitchen.kitchen()).pause).toMatchObject({ reason: 'missed_orders', missed_orders: 2 });
    expect((await kitchen.notifications()).filter((notice) => notice.type === 'kitchen_paused')).toHaveLength(noticesBefore + 1);
    expect((await kitchen.resume()).status).toBe(200);
  });

  it('never pauses with MISSED_ORDERS_PAUSE 0 (nor counts: set again, the next two pause)', async () => {
    h.server.config.missedOrdersPause = 0;
    try {
      await missOrder(chef, expiry);
      await missOrder(chef, expiry);
      await missOrder(chef, expiry);
      expect((await kitchen.kitchen()).pause).toBeNull();
    } finally {
      h.server.config.missedOrdersPause = 2;
    }
    await missOrder(chef, expiry);
    expect((await kitchen.kitchen()).pause).toBeNull();
    await missOrder(chef, expiry);
    expect((await kitchen.kitchen()).pause).toMatchObject({ reason: 'missed_orders' });
    expect((await kitchen.resume()).status).toBe(200);
  });

  it('keeps the run over a restart of the server', async () => {
    clock = start;
    const first = await startServer({ now: () => clock, orderAnswerMinutes: 10, missedOrdersPause: 2 });
    const before = await openKitchenOf(first);
    const firstExpiry = expiryOf(first);
    await missOrder(before.driver, firstExpiry);
    firstExpiry.stop();
    await first.stop();

    const restarted = await startServer({ dataDir: first.dataDir, now: () => clock, orderAnswerMinutes: 10, missedOrdersPause: 2 });
    const again = expiryOf(restarted);
    try {
      const signedIn = await login(restarted.server.url, email);
      const calls = kitchenCalls(restarted, signedIn.token);
      expect((await calls.kitchen()).pause).toBeNull();
      await missOrder(orderDriver(restarted, signedIn), again);
      expect((await calls.kitchen()).pause).toMatchObject({ reason: 'missed_orders', missed_orders: 2 });
    } finally {
      again.stop();
      await restarted.dispose();
    }
  });
});
