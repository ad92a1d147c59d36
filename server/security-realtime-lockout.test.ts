// Realtime lock-out: sockets opened without signing in, from many addresses, cannot keep a
// signed-in chef off the realtime server. New sockets count in a small pool of their own until they
// join a private channel with a valid signature; those that do not within the grace are closed; a
// newcomer takes the place of the oldest socket of the address holding the most; per-address caps
// count an IPv6 /64 as one address. Small caps and a 2 s grace keep it fast.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressGroup } from './http/client-address.ts';
import { call, login, startServer, type Harness } from './testing/harness.ts';
import { connectPusher, frameData, type Frame, type PusherTestClient } from './testing/pusher-client.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer({
    trustProxy: ['127.0.0.1'],
    maxSockets: 4,
    maxSocketsPerAddress: 2,
    maxUnprovenSockets: 6,
    maxUnprovenSocketsPerAddress: 2,
    subscribeGraceSeconds: 2,
  });
});
afterAll(() => h.dispose());

const is = (event: string) => (frame: Frame) => frame.event === event;
const wsUrl = () => `ws://127.0.0.1:${h.server.port}/app/${h.server.config.pusher.key}?protocol=7&client=js&version=8.6.0`;

/** A socket from a loopback address (the test client's own), or null when the upgrade is refused. */
async function socketFrom(localAddress: string, headers?: Record<string, string>): Promise<PusherTestClient | null> {
  try {
    const client = await connectPusher(wsUrl(), headers, localAddress);
    await client.next(is('pusher:connection_established'));
    return client;
  } catch {
    return null;
  }
}

/** A signed-in chef's app from `localAddress`: connects, signs its channel and hears a notification. */
async function chefGetsIn(localAddress: string): Promise<PusherTestClient> {
  const chef = await login(h.server.url, 'demo@chef.test');
  const client = await connectPusher(wsUrl(), undefined, localAddress);
  const socketId = String(frameData(await client.next(is('pusher:connection_established'))).socket_id);
  const channel = `private-chef-${chef.id}`;
  const auth = await call(h.server.url, 'POST', '/api/broadcasting/auth', { token: chef.token, form: true, body: { socket_id: socketId, channel_name: channel } });
  expect(auth.status).toBe(200);
  client.send('pusher:subscribe', { channel, auth: auth.json.auth });
  await client.next((frame) => frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === channel);
  h.server.broadcastToChef(chef.id, { type: 'info', title: 'Through the flood' });
  await client.next((frame) => frame.event === 'broadcast-notification' && frameData(frame).title === 'Through the flood');
  return client;
}

describe('anonymous sockets from many addresses', () => {
  it('cannot keep a signed-in chef out, and are closed when they do not sign in within the grace', async () => {
    const flood: PusherTestClient[] = [];
    // 12 addresses try 3 sockets each: far more than the 6 anonymous places and the 4 signed-in ones.
    for (let a = 1; a <= 12; a++) {
      for (let i = 0; i < 3; i++) {
        const client = await socketFrom(`127.0.1.${a}`);
        if (client) flood.push(client);
      }
    }
    expect(flood.length).toBeGreaterThan(6); // Newcomers took the places of the biggest holders.
    const chef = await chefGetsIn('127.0.2.1');
    // A second device of the chef at another address, while the flood goes on.
    await socketFrom('127.0.1.13');
    const phone = await chefGetsIn('127.0.2.2');
    // The anonymous sockets are told why and closed once the grace has passed; the chef's stay.
    const codes = await Promise.all(flood.map((client) => client.closed));
    expect(codes.every((code) => code === 4100 || code === 4101 || code === 1006)).toBe(true);
    expect(flood.some((client) => client.frames.some((frame) => frame.event === 'pusher:error' && frameData(frame).code === 4101))).toBe(true);
    expect(chef.ws.readyState).toBe(chef.ws.OPEN);
    expect(phone.ws.readyState).toBe(phone.ws.OPEN);
    chef.close();
    phone.close();
  });

  it('counts an IPv6 /64 as one address', async () => {
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const first = await socketFrom('127.0.0.1', from('2001:db8:5:6::1'));
    const second = await socketFrom('127.0.0.1', from('2001:db8:5:6:ffff:1:2:3'));
    expect(first && second).toBeTruthy();
    // A third address of the same /64 is over the cap of 2; one of another /64 is not.
    expect(await socketFrom('127.0.0.1', from('2001:db8:5:6::abcd'))).toBeNull();
    const other = await socketFrom('127.0.0.1', from('2001:db8:5:7::1'));
    expect(other).not.toBeNull();
    for (const client of [first, second, other]) client?.close();
  });
});

describe('signed-in sockets', () => {
  it('have room of their own, with a cap per address: beyond it the subscribe is refused with 4100', async () => {
    const chef = await login(h.server.url, 'demo@chef.test');
    const channel = `private-chef-${chef.id}`;
    const subscribeFrom = async (localAddress: string) => {
      const client = await connectPusher(wsUrl(), undefined, localAddress);
      const socketId = String(frameData(await client.next(is('pusher:connection_established'))).socket_id);
      const auth = await call(h.server.url, 'POST', '/api/broadcasting/auth', { token: chef.token, form: true, body: { socket_id: socketId, channel_name: channel } });
      client.send('pusher:subscribe', { channel, auth: auth.json.auth });
      return { client, answer: await client.next((frame) => frame.event === 'pusher_internal:subscription_succeeded' || frame.event === 'pusher:error') };
    };
    const first = await subscribeFrom('127.0.5.1');
    const second = await subscribeFrom('127.0.5.1');
    expect([first.answer.event, second.answer.event]).toEqual(['pusher_internal:subscription_succeeded', 'pusher_internal:subscription_succeeded']);
    const third = await subscribeFrom('127.0.5.1');
    expect(frameData(third.answer)).toMatchObject({ code: 4100 });
    expect(await third.client.closed).toBe(4100);
    expect(h.server.realtime.subscriberCount(channel)).toBe(2);
    first.client.close();
    second.client.close();
  });
});

describe('address groups', () => {
  it('keeps IPv4 addresses apart and groups IPv6 by /64', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(addressGroup('2001:DB8:0:1:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });
});
