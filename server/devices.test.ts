// Signed-in devices: the list (browser, platform, installed, push, rings, current), signing one
// out (401 at once, its socket closed, its push forgotten), the ring choice filtering the
// new-order push only, and another chef's device (404).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Device } from '../src/contract/index.ts';
import { call, startServer, type Harness } from './testing/harness.ts';
import { connectPusher, frameData, type Frame } from './testing/pusher-client.ts';
import { pushesOf, pushLogOf, registerDevice } from './testing/push.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

const phoneUa = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const laptopUa = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function signIn(email: string, userAgent: string, display?: 'standalone' | 'browser') {
  const headers: Record<string, string> = { 'User-Agent': userAgent };
  if (display) headers['X-App-Display'] = display;
  const answer = await call(h.server.url, 'POST', '/api/login', { body: { email, password: 'Demo#Chef1' }, headers });
  expect(answer.status).toBe(200);
  const result = answer.json.result as { token: string; user: { id: number } };
  return { token: result.token, id: result.user.id };
}

async function devices(token: string): Promise<Device[]> {
  const answer = await call(h.server.url, 'GET', '/api/chef/devices', { token });
  expect(answer.status).toBe(200);
  return answer.json.result as Device[];
}

const is = (event: string) => (frame: Frame) => frame.event === event;

async function subscribedSocket(chef: { token: string; id: number }) {
  const client = await connectPusher(`ws://127.0.0.1:${h.server.port}/app/${h.server.config.pusher.key}?protocol=7&client=js&version=8.6.0`);
  const { socket_id } = frameData(await client.next(is('pusher:connection_established'))) as { socket_id: string };
  const channel = `private-chef-${chef.id}`;
  const auth = await call(h.server.url, 'POST', '/api/broadcasting/auth', { token: chef.token, form: true, body: { socket_id, channel_name: channel } });
  expect(auth.status).toBe(200);
  client.send('pusher:subscribe', { channel, auth: auth.json.auth });
  await client.next((frame) => frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === channel);
  return client;
}

describe('signed-in devices', () => {
  it('lists each sign-in with its browser, platform, installed, push, rings and which one asks', async () => {
    const phone = await signIn('profile@chef.test', phoneUa, 'standalone');
    const laptop = await signIn('profile@chef.test', laptopUa);
    await registerDevice(h, phone.token, 'profile-devices-phone');
    const list = await devices(laptop.token);
    const mine = list.find((device) => device.current);
    const other = list.find((device) => !device.current && device.browser === 'Chrome');
    expect(mine).toMatchObject({ browser: 'Firefox', platform: 'Linux', installed: false, push: false, rings_for_orders: true });
    expect(other).toMatchObject({ browser: 'Chrome', platform: 'Android', installed: true, push: true, rings_for_orders: true, current: false });
    expect(JSON.stringify(list)).not.toContain(phone.token);

    // The app reports that it now runs installed: the next list says so.
    await call(h.server.url, 'GET', '/api/verify-token', { token: laptop.token, headers: { 'X-App-Display': 'standalone' } });
    expect((await devices(laptop.token)).find((device) => device.current)?.installed).toBe(true);
  });

  it('shows the demo chef two devices besides this sign-in: a phone that rings and a laptop that does not', async () => {
    const here = await signIn('demo@chef.test', laptopUa);
    const others = (await devices(here.token)).filter((device) => !device.current);
    expect(others).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ browser: 'Chrome', platform: 'Android', installed: true, rings_for_orders: true }),
        expect.objectContaining({ browser: 'Firefox', platform: 'Linux', installed: false, rings_for_orders: false, push: false }),
      ]),
    );
  });

  it('signs a device out: 401 at once, its socket closed, its push forgotten; again is harmless', async () => {
    const phone = await signIn('docs@chef.test', phoneUa, 'standalone');
    const laptop = await signIn('docs@chef.test', laptopUa);
    await registerDevice(h, phone.token, 'docs-devices-phone');
    const socket = await subscribedSocket(phone);
    const phoneId = (await devices(laptop.token)).find((device) => !device.current && device.browser === 'Chrome')?.id;
    expect(phoneId).toBeTypeOf('number');

    expect((await call(h.server.url, 'DELETE', `/api/chef/devices/${phoneId}`, { token: laptop.token })).status).toBe(200);
    const refused = await call(h.server.url, 'GET', '/api/verify-token', { token: phone.token });
    expect(refused.status).toBe(401);
    expect(refused.json.message).toBe('This device was signed out.');
    expect((await call(h.server.url, 'GET', '/api/chef/kitchen', { token: phone.token })).status).toBe(401);
    expect(await socket.closed).toBe(4009);
    expect((await pushLogOf(h, 'docs@chef.test')).devices).not.toContain('docs-devices-phone');
    expect((await devices(laptop.token)).map((device) => device.id)).not.toContain(phoneId);
    // A queued sign-out sent again answers as the first did.
    expect((await call(h.server.url, 'DELETE', `/api/chef/devices/${phoneId}`, { token: laptop.token })).status).toBe(200);
    expect((await call(h.server.url, 'GET', '/api/verify-token', { token: laptop.token })).status).toBe(200);
  });

  it("answers 404 for another chef's device, and changes nothing", async () => {
    const mine = await signIn('new@chef.test', phoneUa);
    const theirs = await signIn('pending@chef.test', laptopUa);
    const theirId = (await devices(theirs.token)).find((device) => device.current)?.id;
    expect((await call(h.server.url, 'DELETE', `/api/chef/devices/${theirId}`, { token: mine.token })).status).toBe(404);
    expect((await call(h.server.url, 'PUT', `/api/chef/devices/${theirId}`, { token: mine.token, body: { rings_for_orders: false } })).status).toBe(404);
    expect((await call(h.server.url, 'DELETE', '/api/chef/devices/999999', { token: mine.token })).status).toBe(404);
    expect((await call(h.server.url, 'GET', '/api/verify-token', { token: theirs.token })).status).toBe(200);
    // A sign-in that logged out itself answers the usual 401 (the app keeps its unsent work then).
    await call(h.server.url, 'POST', '/api/chef/auth/logout', { token: mine.token });
    expect((await call(h.server.url, 'GET', '/api/verify-token', { token: mine.token })).json.message).toBe('Unauthenticated.');
    expect((await devices(theirs.token)).find((device) => device.current)?.rings_for_orders).toBe(true);
  });

  it('rings only the chosen devices for a new order; every other push goes to all', async () => {
    const phone = await signIn('demo@chef.test', phoneUa, 'standalone');
    const laptop = await signIn('demo@chef.test', laptopUa);
    await registerDevice(h, phone.token, 'demo-ring-phone');
    await registerDevice(h, laptop.token, 'demo-ring-laptop');
    const laptopId = (await devices(laptop.token)).find((device) => device.current)?.id;
    const chosen = await call(h.server.url, 'PUT', `/api/chef/devices/${laptopId}`, { token: phone.token, body: { rings_for_orders: false } });
    expect(chosen.status).toBe(200);
    expect(chosen.json.result).toMatchObject({ id: laptopId, rings_for_orders: false, current: false });

    const order = h.server.broadcastToChef(phone.id, { type: 'new_order', title: 'New order #1', data: { order_id: 1 } });
    const info = h.server.broadcastToChef(phone.id, { type: 'info', title: 'For every device' });
    const ours = (pushes: { token: string }[]) => pushes.map((push) => push.token).filter((token) => token.startsWith('demo-ring-'));
    await vi.waitFor(async () => expect(ours(await pushesOf(h, 'demo@chef.test', info.id))).toEqual(['demo-ring-laptop', 'demo-ring-phone']));
    expect(ours(await pushesOf(h, 'demo@chef.test', order.id))).toEqual(['demo-ring-phone']);
  });
});
