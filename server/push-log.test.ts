// Without FIREBASE_SERVICE_ACCOUNT every broadcast notification is written to the push log, once
// per device of the chef, as the FCM message it would have been: a new order (Urgency high, its
// order id and number, reminder 0), a cancellation, support's ticket reply, the kitchen heartbeat's pause; and
// `npm run admin -- push-log EMAIL` prints the chef's latest entries.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runAdmin, type AdminEnv } from '../tools/admin.ts';
import { call, login, startServer, type Harness } from './testing/harness.ts';
import { kitchenCalls } from './testing/kitchen.ts';
import { pushesOf, pushLogOf, registerDevice } from './testing/push.ts';

let h: Harness;
let env: AdminEnv;
// The clock moves for the heartbeat's pause only.
const start = Date.parse('2026-11-23T10:00:00.000Z');
let clock = start;
beforeAll(async () => {
  h = await startServer({ now: () => clock, kitchenHeartbeatMinutes: 0.5 });
  env = { PORT: String(h.server.port), DATA_DIR: h.dataDir };
  const demo = await login(h.server.url, 'demo@chef.test');
  await registerDevice(h, demo.token, 'demo-phone');
  await registerDevice(h, demo.token, 'demo-laptop');
});
afterAll(() => h.dispose());

const admin = (method: string, route: string, body?: unknown) => call(h.server.url, method, `/admin${route}`, { token: h.server.adminToken, body });

/** The notification's pushes once both devices have one. */
async function bothDevices(notificationId: number) {
  await vi.waitFor(async () => expect(await pushesOf(h, 'demo@chef.test', notificationId)).toHaveLength(2));
  const pushes = await pushesOf(h, 'demo@chef.test', notificationId);
  expect(pushes.map((push) => [push.token, push.outcome])).toEqual([
    ['demo-laptop', 'logged'],
    ['demo-phone', 'logged'],
  ]);
  return pushes;
}

describe('the push log (no service account)', () => {
  it('logs a new order for each device, urgent and with its order id, and its cancellation', async () => {
    const placed = await admin('POST', '/orders', { email: 'demo@chef.test' });
    expect(placed.status).toBe(201);
    const { order, notification } = placed.json.result as { order: { id: number; number: string }; notification: { id: number; title: string; body: string } };
    const [push] = await bothDevices(notification.id);
    expect(push?.message).toEqual({
      token: 'demo-laptop',
      notification: { title: notification.title, body: notification.body },
      data: {
        title: notification.title,
        body: notification.body,
        action_url: expect.stringMatching(/^\//),
        type: 'new_order',
        notification_id: String(notification.id),
        order_id: String(order.id),
        // The first push of the order; no deadline: orders never expire in this server.
        order_number: order.number,
        reminder: '0',
      },
      webpush: { headers: { Urgency: 'high' } },
    });

    const cancelled = await admin('POST', `/orders/${order.id}/cancel`);
    const cancellation = (cancelled.json.result as { notification: { id: number } }).notification;
    const [cancelPush] = await bothDevices(cancellation.id);
    expect(cancelPush?.message.data).toMatchObject({ type: 'order_cancelled', order_id: String(order.id) });
    expect(cancelPush?.message.webpush.headers.Urgency).toBe('normal');
  });

  it('logs support’s ticket reply, sent through the ticket notification path', async () => {
    const { id: demoId } = await login(h.server.url, 'demo@chef.test');
    const ticket = h.server.db.prepare("SELECT id FROM tickets WHERE chef_id = ? AND status != 'closed' ORDER BY id LIMIT 1").get(demoId) as { id: number };
    const replied = await admin('POST', `/tickets/${ticket.id}/reply`, { message: 'The payout is on its way.' });
    expect(replied.status).toBe(201);
    const { notification } = replied.json.result as { notification: { id: number } };
    const [push] = await bothDevices(notification.id);
    expect(push?.message.data).toMatchObject({ type: 'support_ticket', action_url: `/tickets/details/${ticket.id}` });
  });

  it('logs the kitchen heartbeat’s pause', async () => {
    const demo = await login(h.server.url, 'demo@chef.test');
    expect((await kitchenCalls(h, demo.token).toggle(true)).status).toBe(200);
    clock = start + 10 * 60_000;
    await vi.waitFor(
      async () => expect((await pushLogOf(h, 'demo@chef.test')).pushes.filter((push) => push.message.data.type === 'kitchen_status')).toHaveLength(2),
      { timeout: 5000, interval: 50 },
    );
    const [pause] = (await pushLogOf(h, 'demo@chef.test')).pushes.filter((push) => push.message.data.type === 'kitchen_status');
    expect(pause?.message.data).toMatchObject({ title: 'Kitchen paused', action_url: '/kitchen' });
  });

  it('prints the chef’s latest pushes with `npm run admin -- push-log EMAIL`', async () => {
    const sent = await admin('POST', '/notify', { email: 'demo@chef.test', title: 'Printed push', body: 'Look here', action_url: '/orders/active' });
    await bothDevices((sent.json.result as { notification: { id: number } }).notification.id);
    const lines = await runAdmin(['push-log', 'demo@chef.test'], env);
    expect(lines[0]).toBe('FCM is off (no FIREBASE_SERVICE_ACCOUNT): pushes are only logged; 2 device(s) registered.');
    expect(lines[1]).toMatch(/^\S+ {2}demo-(phone|laptop) {2}logged {2}\[info\] Printed push: Look here -> \/orders\/active$/);
    expect(await runAdmin(['push-log', 'new@chef.test'], env)).toEqual([
      'FCM is off (no FIREBASE_SERVICE_ACCOUNT): pushes are only logged; 0 device(s) registered.',
      'No pushes for new@chef.test yet.',
    ]);
    await expect(runAdmin(['push-log', 'nobody@chef.test'], env)).rejects.toThrow('No chef has the email nobody@chef.test.');
  });
});
