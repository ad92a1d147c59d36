// The customer side through `npm run admin` (place-order, cancel-order, answer-pickup): the order
// changes and the chef gets the right notification, stored and sent on the websocket; and the
// customer simulator places orders and answers pickup requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin, type AdminEnv } from '../tools/admin.ts';
import { call, login, startServer, type Harness, setChefStatus } from './testing/harness.ts';
import { orderDriver, parseOrder, type OrderDriver } from './testing/orders.ts';
import { connectPusher, frameData, type PusherTestClient } from './testing/pusher-client.ts';

let h: Harness;
let env: AdminEnv;
let chef: OrderDriver;
let socket: PusherTestClient;
beforeAll(async () => {
  h = await startServer();
  env = { PORT: String(h.server.port), DATA_DIR: h.dataDir };
  setChefStatus(h.server, 'docs@chef.test', 'approved'); // orders are for approved chefs
  chef = orderDriver(h, await login(h.server.url, 'docs@chef.test'));
  socket = await connectPusher(`ws://127.0.0.1:${h.server.port}/app/${h.server.config.pusher.key}?protocol=7`);
  const established = await socket.next((frame) => frame.event === 'pusher:connection_established');
  const socketId = (frameData(established) as { socket_id: string }).socket_id;
  const channel = `private-chef-${chef.chefId}`;
  const auth = await call(h.server.url, 'POST', '/api/broadcasting/auth', { token: chef.token, body: { socket_id: socketId, channel_name: channel } });
  socket.send('pusher:subscribe', { channel, auth: auth.json.auth });
  await socket.next((frame) => frame.event === 'pusher_internal:subscription_succeeded');
});
afterAll(async () => {
  socket.close();
  await h.dispose();
});

const nextNotification = async () => frameData(await socket.next((frame) => frame.event === 'broadcast-notification'));
const latestStored = async () =>
  ((await call(h.server.url, 'GET', '/api/chef/notifications', { token: chef.token })).json.result as { id: number; type: string }[])[0];

async function placed(args: string[]): Promise<{ id: number; number: string }> {
  const lines = await runAdmin(['place-order', 'docs@chef.test', ...args], env);
  const match = /id (\d+)\s+number (\d+)/.exec(lines.join('\n'));
  if (!match) throw new Error(`place-order printed ${lines.join(' / ')}`);
  return { id: Number(match[1]), number: match[2] ?? '' };
}

describe('npm run admin: the customer side of orders', () => {
  it('place-order places a realistic delivery order and notifies new_order', async () => {
    const { id, number } = await placed([]);
    const event = await nextNotification();
    const order = await chef.get(id);
    expect(order).toMatchObject({ number, status: 'pending', type: 'delivery' });
    expect(order.delivery_address).toBeTruthy();
    expect(order.delivery_fee).toBe(2.5);
    expect(order.items.length).toBeGreaterThanOrEqual(1);
    expect(order.items.length).toBeLessThanOrEqual(3);
    expect(event).toMatchObject({ type: 'new_order', title: `New order #${number}`, action_url: `/orders/${id}`, data: { order_id: id } });
    expect(event.body).toMatch(/^\d+ × [^·]+ · €\d+\.\d{2}$/);
    expect(event.body).toContain(`€${order.total.toFixed(2)}`);
    expect(await latestStored()).toMatchObject({ id: event.id, type: 'new_order' });
  });

  it('place-order --pickup places a pickup order without delivery fee or address', async () => {
    const { id } = await placed(['--pickup']);
    await nextNotification();
    expect(await chef.get(id)).toMatchObject({ type: 'pickup', delivery_fee: 0, delivery_address: null });
  });

  it('cancel-order cancels and notifies order_cancelled; a second cancel fails clearly', async () => {
    const { id, number } = await placed([]);
    await nextNotification();
    await chef.act(id, 'accept', { preparation_time: 20 });
    expect(await runAdmin(['cancel-order', String(id)], env)).toEqual([`Order #${number} was cancelled by the customer.`]);
    expect(await nextNotification()).toMatchObject({ type: 'order_cancelled', data: { order_id: id } });
    const order = await chef.get(id);
    expect(order.status).toBe('refused_by_user');
    expect(order.timeline.at(-1)).toMatchObject({ status: 'refused_by_user' });
    await expect(runAdmin(['cancel-order', String(id)], env)).rejects.toThrow('This order was already cancelled.');
    const conflict = await chef.act(id, 'ready');
    expect(conflict.status).toBe(409);
    expect(conflict.json.message).toBe('This order was cancelled by the customer.');
    expect(parseOrder(conflict.json.result).status).toBe('refused_by_user');
  });

  it('cancel-order also takes the order number with a #', async () => {
    const { id, number } = await placed(['--pickup']);
    await nextNotification();
    await runAdmin(['cancel-order', `#${number}`], env);
    expect(await nextNotification()).toMatchObject({ type: 'order_cancelled', data: { order_id: id } });
    expect((await chef.get(id)).status).toBe('refused_by_user');
  });

  it('answer-pickup accept makes it a pickup order (no fee, totals updated) and notifies delivery_accepted', async () => {
    const { id } = await placed([]);
    await nextNotification();
    const before = parseOrder((await chef.act(id, 'request-pickup', { reason: 'no_courier' })).json.result);
    await runAdmin(['answer-pickup', String(id), 'accept'], env);
    expect(await nextNotification()).toMatchObject({ type: 'delivery_accepted', data: { order_id: id } });
    const after = await chef.get(id);
    expect(after).toMatchObject({ status: 'pending', type: 'pickup', delivery_fee: 0, delivery_address: null, delivery_change: { status: 'accepted' } });
    expect(after.total).toBe(before.subtotal);
    expect((await chef.act(id, 'accept', { preparation_time: 10 })).status).toBe(200);
    expect(parseOrder((await chef.act(id, 'ready')).json.result).status).toBe('ready_for_pickup');
  });

  it('answer-pickup decline keeps the delivery and notifies delivery_refused', async () => {
    const { id } = await placed([]);
    await nextNotification();
    await chef.act(id, 'request-pickup', { reason: 'packaging' });
    await runAdmin(['answer-pickup', String(id), 'decline'], env);
    expect(await nextNotification()).toMatchObject({ type: 'delivery_refused', data: { order_id: id } });
    expect(await chef.get(id)).toMatchObject({ status: 'pending', type: 'delivery', delivery_fee: 2.5, delivery_change: { status: 'declined' } });
  });

  it('fails clearly: no pickup request, unknown order, bad answer, unknown e-mail', async () => {
    const { id } = await placed([]);
    await nextNotification();
    await expect(runAdmin(['answer-pickup', String(id), 'accept'], env)).rejects.toThrow('This order has no pickup request waiting for an answer.');
    await expect(runAdmin(['answer-pickup', String(id), 'maybe'], env)).rejects.toThrow('The answer must be accept or decline.');
    await expect(runAdmin(['cancel-order', '987654'], env)).rejects.toThrow('No order has the id 987654.');
    await expect(runAdmin(['cancel-order', '#987654'], env)).rejects.toThrow('No order has the number #987654.');
    await expect(runAdmin(['place-order', 'ghost@chef.test'], env)).rejects.toThrow('No chef has the email ghost@chef.test.');
    await expect(runAdmin(['answer-pickup', String(id)], env)).rejects.toThrow('Usage: npm run admin -- answer-pickup ID accept|decline');
    expect((await runAdmin(['help'], env))[0]).toContain('place-order EMAIL [--pickup]');
  });
});

describe('customer simulator', () => {
  it('places orders for demo@chef.test at the interval and answers pickup requests after the delay', async () => {
    const sim = await startServer({ customerSimulatorIntervalSeconds: 0.2, customerSimulatorAnswerSeconds: 0.6 });
    try {
      const demo = orderDriver(sim, await login(sim.server.url, 'demo@chef.test'));
      const count = () => (sim.server.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE chef_id = ?').get(demo.chefId) as { n: number }).n;
      const seeded = count();
      await expect.poll(count, { timeout: 3000 }).toBeGreaterThanOrEqual(seeded + 2);
      const waiting = await demo.orderIn('delivery_change_requested');
      expect(waiting.status).toBe('delivery_change_requested');
      await expect.poll(async () => (await demo.get(waiting.id)).status, { timeout: 3000 }).toBe('pending');
      expect(['accepted', 'declined']).toContain((await demo.get(waiting.id)).delivery_change?.status);
      expect(sim.logs.some((line) => line.startsWith('[simulator] placed order #'))).toBe(true);
      // The seeded request (made before the simulator started) is left for `answer-pickup`.
      const stillWaiting = sim.server.db.prepare("SELECT COUNT(*) AS n FROM orders WHERE status = 'delivery_change_requested'").get();
      expect(stillWaiting).toEqual({ n: 1 });
    } finally {
      await sim.dispose();
    }
    expect(h.logs.some((line) => line.startsWith('[simulator]'))).toBe(false);
  });
});
