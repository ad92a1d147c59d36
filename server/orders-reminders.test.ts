// Reminders until answered: an order still pending is pushed again to every device of the chef
// every ORDER_REMINDER_SECONDS (type new_order, the order's id, number and deadline, reminder 1,
// 2, ...), in the push log with its order id, until an answer, a cancel or the expiry; a pickup
// request waiting for the customer does not remind; 0 turns them off; a restarted server resumes
// from the database with one catch-up at most and no repeated number. Moved clock, no FCM.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../tools/admin.ts';
import { answerPickup, cancelOrder } from './orders/customer.ts';
import { startOrderExpiry, type OrderExpiry } from './orders/expiry.ts';
import { startOrderReminders, type OrderReminders } from './orders/reminders.ts';
import { login, setChefStatus, startServer, type Harness } from './testing/harness.ts';
import { orderDriver, type OrderDriver } from './testing/orders.ts';
import { pushLogOf, registerDevice, type LoggedPush } from './testing/push.ts';

const second = 1000;
const minute = 60 * second;
const start = Date.parse('2026-11-23T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const email = 'new@chef.test';
let clock = start;
let h: Harness;
let chef: OrderDriver;
let reminders: OrderReminders;
let expiry: OrderExpiry;

/** The rounds this test runs itself (the server's own, every second, change nothing more). */
function sweepsOf(harness: Harness) {
  const { db, config, broadcastToChef, push } = harness.server;
  return {
    reminders: startOrderReminders({ db, config, nowIso: () => iso(clock), push: push.push }),
    expiry: startOrderExpiry({ db, config, broadcastToChef, nowIso: () => iso(clock) }),
  };
}

async function chefWithDevices(harness: Harness, tokens: string[]): Promise<OrderDriver> {
  setChefStatus(harness.server, email, 'approved');
  const signedIn = await login(harness.server.url, email);
  for (const token of tokens) await registerDevice(harness, signedIn.token, token);
  return orderDriver(harness, signedIn);
}

beforeAll(async () => {
  h = await startServer({ now: () => clock, orderAnswerMinutes: 10, orderReminderSeconds: 60 });
  chef = await chefWithDevices(h, ['phone', 'tablet']);
  ({ reminders, expiry } = sweepsOf(h));
});
afterAll(() => {
  reminders.stop();
  expiry.stop();
  return h.dispose();
});

/** The pushes of one order, oldest first, on one device. */
async function pushesOfOrder(harness: Harness, orderId: number, token = 'phone'): Promise<LoggedPush['message']['data'][]> {
  await harness.server.push.drained();
  const { pushes } = await pushLogOf(harness, email);
  return pushes
    .filter((push) => push.token === token && push.message.data.order_id === String(orderId))
    .reverse()
    .map((push) => push.message.data);
}

/** The reminder numbers pushed for the order on a device (the first push, 0, left out). */
async function remindersOf(harness: Harness, orderId: number, token = 'phone'): Promise<number[]> {
  const pushes = await pushesOfOrder(harness, orderId, token);
  return pushes.filter((data) => data.type === 'new_order' && data.reminder !== '0').map((data) => Number(data.reminder));
}

function at(ms: number): void {
  clock = ms;
  reminders.sweep();
}

describe('reminders until answered', () => {
  it('pushes a pending order again every N seconds to every device, with its number, deadline and reminder count', async () => {
    clock = start;
    const order = await chef.orderIn('pending');
    const [first] = await pushesOfOrder(h, order.id);
    expect(first).toMatchObject({ type: 'new_order', reminder: '0', order_number: order.number, deadline: iso(start + 10 * minute) });

    at(start + 59 * second);
    expect(await remindersOf(h, order.id)).toEqual([]);
    at(start + 60 * second);
    at(start + 61 * second); // the same reminder is not sent twice
    expect(await remindersOf(h, order.id)).toEqual([1]);
    at(start + 120 * second);
    expect(await remindersOf(h, order.id)).toEqual([1, 2]);
    expect(await remindersOf(h, order.id, 'tablet')).toEqual([1, 2]);

    const { pushes } = await pushLogOf(h, email);
    const second2 = pushes.find((push) => push.token === 'phone' && push.message.data.reminder === '2');
    expect(second2?.notification_id).toBe(Number(first?.notification_id));
    expect(second2?.message).toMatchObject({
      notification: { title: `Order #${order.number} is waiting for your answer`, body: first?.body },
      data: {
        type: 'new_order',
        order_id: String(order.id),
        order_number: order.number,
        notification_id: first?.notification_id,
        reminder: '2',
        deadline: iso(start + 10 * minute),
        action_url: `/orders/${order.id}`,
      },
      webpush: { headers: { Urgency: 'high' } },
    });
    // Pushes only: the bell keeps the one new_order notification of the order.
    const bell = h.server.db.prepare("SELECT COUNT(*) AS n FROM notifications WHERE type = 'new_order' AND json_extract(data, '$.order_id') = ?").get(order.id);
    expect(bell).toEqual({ n: 1 });
    // `npm run admin -- push-log` names the order and the reminder.
    const lines = await runAdmin(['push-log', email], { PORT: String(h.server.port), DATA_DIR: h.dataDir });
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`  phone  logged  \\[new_order · order ${order.id} · reminder 2\\] Order #${order.number} is waiting for your answer: `)));
    await chef.act(order.id, 'refuse', { reason: 'too_busy', notes: '' });
  });

  it('stops as soon as the order is answered, accepted or refused (from any device)', async () => {
    clock = start;
    const accepted = await chef.orderIn('pending');
    const refused = await chef.orderIn('pending');
    at(start + 60 * second);
    expect((await chef.act(accepted.id, 'accept', { preparation_time: 20, notes: '' })).status).toBe(200);
    expect((await chef.act(refused.id, 'refuse', { reason: 'too_busy', notes: '' })).status).toBe(200);
    at(start + 5 * minute);
    at(start + 6 * minute);
    expect(await remindersOf(h, accepted.id)).toEqual([1]);
    expect(await remindersOf(h, refused.id)).toEqual([1]);
  });

  it('does not remind while a pickup request waits for the customer, and counts from the customer’s answer', async () => {
    clock = start;
    const order = await chef.orderIn('delivery_change_requested');
    at(start + 5 * minute);
    expect(await remindersOf(h, order.id)).toEqual([]);
    const answeredAt = start + 5 * minute;
    answerPickup({ db: h.server.db, broadcastToChef: h.server.broadcastToChef, nowIso: () => iso(clock) }, order.id, true);
    at(answeredAt + 59 * second);
    expect(await remindersOf(h, order.id)).toEqual([]);
    at(answeredAt + 60 * second);
    const reminded = await pushesOfOrder(h, order.id);
    expect(reminded.at(-1)).toMatchObject({ type: 'new_order', reminder: '1', deadline: iso(answeredAt + 10 * minute) });
    await chef.act(order.id, 'refuse', { reason: 'too_busy', notes: '' });
  });

  it('sends one cancelled push when the customer cancels, and no reminder after it', async () => {
    clock = start;
    const order = await chef.orderIn('pending');
    at(start + 60 * second);
    clock = start + 90 * second;
    cancelOrder({ db: h.server.db, broadcastToChef: h.server.broadcastToChef, nowIso: () => iso(clock) }, order.id);
    at(start + 2 * minute);
    at(start + 8 * minute);
    const pushes = await pushesOfOrder(h, order.id);
    expect(pushes.map((data) => `${data.type} ${data.reminder ?? ''}`.trim())).toEqual(['new_order 0', 'new_order 1', 'order_cancelled']);
    expect(await pushesOfOrder(h, order.id, 'tablet')).toHaveLength(3);
  });

  it('ends with the expiry: nothing at or after the deadline', async () => {
    clock = start;
    const order = await chef.orderIn('pending');
    at(start + 9 * minute + 30 * second); // slept through 1-8: one catch-up
    expect(await remindersOf(h, order.id)).toEqual([1]);
    at(start + 10 * minute);
    at(start + 11 * minute);
    clock = start + 12 * minute;
    expiry.sweep();
    expect((await chef.get(order.id)).status).toBe('refused_by_chef');
    at(start + 20 * minute);
    expect(await remindersOf(h, order.id)).toEqual([1]);
  });

  it('sends none with ORDER_REMINDER_SECONDS 0', async () => {
    h.server.config.orderReminderSeconds = 0;
    try {
      clock = start;
      const order = await chef.orderIn('pending');
      at(start + 5 * minute);
      expect(await remindersOf(h, order.id)).toEqual([]);
      await chef.act(order.id, 'refuse', { reason: 'too_busy', notes: '' });
    } finally {
      h.server.config.orderReminderSeconds = 60;
    }
  });
});

describe('reminders across a restart of the server', () => {
  it('resume from the database: one catch-up for the reminders slept through, no number twice', async () => {
    clock = start;
    const first = await startServer({ now: () => clock, orderAnswerMinutes: 30, orderReminderSeconds: 60 });
    const before = await chefWithDevices(first, ['phone']);
    const order = await before.orderIn('pending');
    const sweeps = sweepsOf(first);
    clock = start + 60 * second;
    sweeps.reminders.sweep();
    expect(await remindersOf(first, order.id)).toEqual([1]);
    sweeps.reminders.stop();
    sweeps.expiry.stop();
    await first.stop();

    // Down from 1:30 to 5:30: reminders 2 to 5 were due while no server ran.
    clock = start + 5 * minute + 30 * second;
    const restarted = await startServer({ dataDir: first.dataDir, now: () => clock, orderAnswerMinutes: 30, orderReminderSeconds: 60 });
    const again = sweepsOf(restarted);
    try {
      again.reminders.sweep();
      again.reminders.sweep();
      expect(await remindersOf(restarted, order.id)).toEqual([1, 2]);
      clock = start + 6 * minute;
      again.reminders.sweep();
      expect(await remindersOf(restarted, order.id)).toEqual([1, 2, 3]);
    } finally {
      again.reminders.stop();
      again.expiry.stop();
      await restarted.dispose();
    }
  });
});
