// Pusher-protocol websocket: handshake, private-channel auth, refusal, broadcast, ping/pong, idle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type Harness } from './testing/harness.ts';
import { connectPusher, frameData, type Frame } from './testing/pusher-client.ts';

let h: Harness;
let wsUrl: string;
beforeAll(async () => {
  h = await startServer({ activityTimeout: 1, pongTimeout: 1 });
  wsUrl = `ws://127.0.0.1:${h.server.port}/app/${h.server.config.pusher.key}?protocol=7&client=js&version=8.6.0`;
});
afterAll(() => h.dispose());

const is = (event: string) => (frame: Frame) => frame.event === event;

async function connected() {
  const client = await connectPusher(wsUrl);
  const established = await client.next(is('pusher:connection_established'));
  expect(typeof established.data).toBe('string');
  const { socket_id, activity_timeout } = frameData(established) as { socket_id: string; activity_timeout: number };
  expect(socket_id).toMatch(/^\d+\.\d+$/);
  expect(activity_timeout).toBe(1);
  return { client, socketId: socket_id };
}

async function channelAuth(token: string, socketId: string, channel: string, path = '/api/broadcasting/auth') {
  return call(h.server.url, 'POST', path, { token, form: true, body: { socket_id: socketId, channel_name: channel } });
}

describe('channel auth endpoint', () => {
  it('signs only the chef own channel; another chef channel is 403; no token is 401', async () => {
    const demo = await login(h.server.url, 'demo@chef.test');
    const own = await channelAuth(demo.token, '123.456', `private-chef-${demo.id}`);
    expect(own.status).toBe(200);
    expect(own.json.auth).toMatch(new RegExp(`^${h.server.config.pusher.key}:[0-9a-f]{64}$`));
    const other = await channelAuth(demo.token, '123.456', `private-chef-${demo.id + 1}`);
    expect(other.status).toBe(403);
    const legacyPath = await channelAuth(demo.token, '123.456', `private-chef-${demo.id}`, '/broadcasting/auth');
    expect(legacyPath.json.auth).toBe(own.json.auth);
    expect((await channelAuth('', '123.456', `private-chef-${demo.id}`)).status).toBe(401);
    const invalid = await channelAuth(demo.token, 'abc', `private-chef-${demo.id}`);
    expect(invalid.status).toBe(422);
    expect(invalid.json.errors?.socket_id).toEqual(['The socket id is invalid.']);
  });
});

describe('websocket', () => {
  it('subscribes to the own private channel and receives a broadcast that is also stored', async () => {
    const demo = await login(h.server.url, 'demo@chef.test');
    const { client, socketId } = await connected();
    const channel = `private-chef-${demo.id}`;
    const { json } = await channelAuth(demo.token, socketId, channel);
    client.send('pusher:subscribe', { channel, auth: json.auth });
    await client.next((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);

    const sent = h.server.broadcastToChef(demo.id, { type: 'new_order', title: 'New order #42', body: '2 items', action_url: '/orders/active', data: { order_id: 42 } });
    const event = await client.next(is('broadcast-notification'));
    expect(event.channel).toBe(channel);
    expect(typeof event.data).toBe('string');
    expect(frameData(event)).toEqual({ ...sent, type: 'new_order', title: 'New order #42', data: { order_id: 42 } });

    const list = await call(h.server.url, 'GET', '/api/chef/notifications', { token: demo.token });
    const newest = (list.json.result as { id: number; type: string; data: Record<string, unknown>; read_at: null }[])[0];
    expect(newest).toMatchObject({ id: sent.id, type: 'new_order', read_at: null, data: { title: 'New order #42', body: '2 items', action_url: '/orders/active', order_id: 42 } });
    client.close();
  });

  it("refuses another chef's channel (with its own valid signature) and a forged signature", async () => {
    const demo = await login(h.server.url, 'demo@chef.test');
    const { client, socketId } = await connected();
    const otherChannel = `private-chef-${demo.id + 1}`;
    // The endpoint refuses; a signature made for the own channel does not open another one.
    const own = await channelAuth(demo.token, socketId, `private-chef-${demo.id}`);
    client.send('pusher:subscribe', { channel: otherChannel, auth: own.json.auth });
    const error = await client.next(is('pusher:error'));
    expect(error.data).toMatchObject({ code: 4009 });
    client.send('pusher:subscribe', { channel: otherChannel, auth: `${h.server.config.pusher.key}:${'0'.repeat(64)}` });
    await client.next(is('pusher:error'));
    expect(h.server.realtime.subscriberCount(otherChannel)).toBe(0);
    h.server.broadcastToChef(demo.id + 1, { type: 'info', title: 'Not for demo' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(client.frames.some((f) => f.event === 'broadcast-notification')).toBe(false);
    client.close();
  });

  it('answers ping with pong and unsubscribes', async () => {
    const demo = await login(h.server.url, 'demo@chef.test');
    const { client, socketId } = await connected();
    client.send('pusher:ping', {});
    const pong = await client.next(is('pusher:pong'));
    expect(pong.data).toBe('{}');
    const channel = `private-chef-${demo.id}`;
    client.send('pusher:subscribe', { channel, auth: (await channelAuth(demo.token, socketId, channel)).json.auth });
    await client.next(is('pusher_internal:subscription_succeeded'));
    expect(h.server.realtime.subscriberCount(channel)).toBe(1);
    client.send('pusher:unsubscribe', { channel });
    await expect.poll(() => h.server.realtime.subscriberCount(channel)).toBe(0);
    client.close();
  });

  it('pings a silent client and closes it with 4201 when it does not answer', async () => {
    const { client } = await connected();
    await client.next(is('pusher:ping'), 3000);
    expect(await client.closed).toBe(4201);
  });

  it('refuses an unknown app key with pusher:error 4001', async () => {
    const client = await connectPusher(`ws://127.0.0.1:${h.server.port}/app/wrong-key?protocol=7`);
    const error = await client.next(is('pusher:error'));
    expect(error.data).toMatchObject({ code: 4001 });
    expect(await client.closed).toBe(4001);
  });
});
