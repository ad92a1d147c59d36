// Realtime: no frame or upgrade request from anyone can take the server down, and
// unauthenticated sockets hold bounded memory: names at most 164
// characters, only the channels the server serves, sockets capped per address and in all, and a
// socket that does not read its messages is closed once its send buffer passes a bound.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channelAuth } from './realtime/signature.ts';
import { call, login, startServer, type Harness } from './testing/harness.ts';
import { connectPusher, frameData, type Frame } from './testing/pusher-client.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

const is = (event: string) => (frame: Frame) => frame.event === event;
const wsUrl = (server = h) => `ws://127.0.0.1:${server.server.port}/app/${server.server.config.pusher.key}?protocol=7&client=js&version=8.6.0`;

async function connected(server = h, headers?: Record<string, string>) {
  const client = await connectPusher(wsUrl(server), headers);
  const { socket_id } = frameData(await client.next(is('pusher:connection_established'))) as { socket_id: string };
  return { client, socketId: socket_id };
}

/** Sends a raw HTTP request on a new TCP connection and answers the first line of the reply. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(reply.split('\r\n')[0] ?? ''));
  });
}

const upgrade = (path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`;

/** A chef's socket on their own channel still hears a notification: the server is up and serving. */
async function chefStillServed(server = h): Promise<void> {
  const chef = await login(server.server.url, 'demo@chef.test');
  const { client, socketId } = await connected(server);
  const channel = `private-chef-${chef.id}`;
  const auth = await call(server.server.url, 'POST', '/api/broadcasting/auth', { token: chef.token, form: true, body: { socket_id: socketId, channel_name: channel } });
  expect(auth.status).toBe(200);
  client.send('pusher:subscribe', { channel, auth: auth.json.auth });
  await client.next((frame) => frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === channel);
  server.server.broadcastToChef(chef.id, { type: 'info', title: 'Still here' });
  await client.next((frame) => frame.event === 'broadcast-notification' && frameData(frame).title === 'Still here');
  client.close();
}

describe('frames that are not plain objects (point 1)', () => {
  it('answers pusher:error to each and keeps the socket and the process up', async () => {
    const { client } = await connected();
    const hostile = ['null', '1', '"text"', '[]', 'true', '[{"event":"pusher:ping"}]', '{"event":"pusher:subscribe","data":null}', '{"event":"pusher:subscribe","data":"null"}', '{"event":"pusher:subscribe","data":7}', '{"event":"pusher:subscribe","data":{"channel":{"toString":1}}}', '{"event":"pusher:unsubscribe","data":[]}', '{"event":{},"data":{}}'];
    for (const text of hostile) client.ws.send(text);
    client.send('pusher:ping', {});
    await client.next(is('pusher:pong'));
    // Each of the first six is not an object: each got its own error.
    expect(client.frames.filter((frame) => frame.event === 'pusher:error').length).toBeGreaterThanOrEqual(6);
    expect(h.logs.filter((line) => line.includes('[realtime] a handler failed'))).toEqual([]);
    client.close();
    await chefStillServed();
  });
});

describe('malformed upgrade requests (point 2)', () => {
  it('answers 400 to each and keeps serving', async () => {
    for (const path of ['//', '/app/%', '/app/%E0%A4%A', '//app/x', 'http://[::1', '/app/%00%ff']) {
      expect(await rawRequest(h.server.port, upgrade(path))).toMatch(/^HTTP\/1\.1 (400|404)/);
    }
    expect(await rawRequest(h.server.port, upgrade('/app/%'))).toMatch(/^HTTP\/1\.1 400/);
    await chefStillServed();
  });
});

describe('channel names and channels (point 5)', () => {
  it('refuses a name longer than 164 characters and a channel the server does not serve', async () => {
    const { client, socketId } = await connected();
    const long = `private-chef-${'1'.repeat(160)}`;
    client.send('pusher:subscribe', { channel: long, auth: channelAuth(h.server.config.pusher, socketId, long) });
    expect(frameData(await client.next(is('pusher:error')))).toMatchObject({ code: 4009 });
    for (const channel of ['news', 'public-menu', `private-${'x'.repeat(10)}`, 'private-chef-0x1']) {
      client.send('pusher:subscribe', { channel, auth: channelAuth(h.server.config.pusher, socketId, channel) });
      expect(frameData(await client.next(is('pusher:error')))).toMatchObject({ code: 4009 });
    }
    expect(h.server.realtime.subscriberCount('news')).toBe(0);
    expect(h.server.realtime.subscriberCount(long)).toBe(0);
    client.close();
  });
});

describe('socket caps (point 5)', () => {
  let capped: Harness;
  beforeAll(async () => {
    capped = await startServer({ trustProxy: ['127.0.0.1'], maxUnprovenSocketsPerAddress: 2, maxUnprovenSockets: 4 });
  });
  afterAll(() => capped.dispose());
  const from = (address: string) => ({ 'X-Forwarded-For': address });

  // Sockets that have not signed in yet; the signed-in pool and the whole flood:
  // security-realtime-lockout.test.ts.
  it('refuses a socket beyond the cap per address, and gives the place back when one closes', async () => {
    const a1 = await connected(capped, from('10.0.0.1'));
    const a2 = await connected(capped, from('10.0.0.1'));
    await expect(connectPusher(wsUrl(capped), from('10.0.0.1'))).rejects.toThrow(/503/);
    const b1 = await connected(capped, from('10.0.0.2'));
    a1.client.close();
    await a1.client.closed;
    await expect.poll(() => capped.server.realtime.connectionCount()).toBe(2);
    const a3 = await connected(capped, from('10.0.0.1'));
    for (const open of [a2, b1, a3]) open.client.close();
  });
});

describe('back-pressure (point 5)', () => {
  let small: Harness;
  beforeAll(async () => {
    small = await startServer({ maxSendBufferBytes: 64 * 1024 });
  });
  afterAll(() => small.dispose());

  it('closes a socket that does not read once its send buffer passes the bound', async () => {
    const { client } = await connected(small);
    const raw = (client.ws as unknown as { _socket: net.Socket })._socket;
    raw.pause();
    const ping = JSON.stringify({ event: 'pusher:ping', data: {} });
    // Pongs pile up: first in the kernel's buffers, then in the server's. At most 40 MB of pings.
    for (let round = 0; round < 200 && small.server.realtime.connectionCount() > 0; round++) {
      for (let i = 1; i < 5000; i++) client.ws.send(ping);
      await new Promise<void>((resolve) => client.ws.send(ping, () => resolve()));
    }
    // The pings sent may still be on their way to the server on a busy machine: it closes the
    // socket once it has read enough of them.
    await vi.waitFor(() => expect(small.server.realtime.connectionCount()).toBe(0), { timeout: 15_000 });
    expect(small.logs.some((line) => line.includes('send buffer'))).toBe(true);
    raw.resume();
    client.ws.terminate();
    await chefStillServed(small);
  }, 40_000);
});
