// Websocket fuzz: thousands of random and malformed frames (non-objects, wrong types,
// huge, binary, interleaved subscribe/unsubscribe) on several sockets, and random upgrade
// requests; the process stays up, no handler throws, and a chef's normal client still subscribes
// and receives afterwards. Seeded, so a failure can be replayed (FUZZ_SEED=...).
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { channelAuth } from './realtime/signature.ts';
import { call, login, startServer, type Harness } from './testing/harness.ts';
import { connectPusher, frameData, type Frame, type PusherTestClient } from './testing/pusher-client.ts';
import { fuzzRandom, type FuzzRandom } from './testing/fuzz.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

const is = (event: string) => (frame: Frame) => frame.event === event;
const wsPath = () => `/app/${h.server.config.pusher.key}?protocol=7&client=js&version=8.6.0`;

async function connected(): Promise<{ client: PusherTestClient; socketId: string }> {
  const client = await connectPusher(`ws://127.0.0.1:${h.server.port}${wsPath()}`);
  const { socket_id } = frameData(await client.next(is('pusher:connection_established'))) as { socket_id: string };
  return { client, socketId: socket_id };
}

/** One random frame: text or binary, object or not, right or wrong types, sometimes huge. */
function randomFrame(random: FuzzRandom, socketId: string): string | Buffer {
  const channels = ['private-chef-1', 'private-chef-2', 'news', '', 'private-chef-' + '9'.repeat(200), 'presence-x', 'private-encrypted-a'];
  const values = [null, true, 0, -1, 1e308, '', 'x', [], {}, [1, 2], { channel: 5 }, '{"channel":"private-chef-1"}', 'null', '[]'];
  const event = random.pick(['pusher:subscribe', 'pusher:unsubscribe', 'pusher:ping', 'pusher:pong', 'client-x', 'other', '', 5, null, {}, []]);
  const channel = random.pick(channels);
  switch (random.int(10)) {
    case 0:
      return random.pick(['null', '1', '"s"', '[]', 'true', '{', '}', '', ' ', '{"event":', '\u0000', '[{"event":"pusher:ping"}]']);
    case 1:
      return Buffer.from(random.bytes(random.int(64)));
    case 2:
      return JSON.stringify({ event, data: random.pick(values) });
    case 3:
      return JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: random.bool() ? channelAuth(h.server.config.pusher, socketId, channel) : random.pick(values) } });
    case 4:
      return JSON.stringify({ event: 'pusher:unsubscribe', data: random.bool() ? { channel } : JSON.stringify({ channel }) });
    case 5:
      return JSON.stringify({ event: 'pusher:subscribe', data: JSON.stringify({ channel, auth: random.pick(values) }) });
    case 6:
      return JSON.stringify({ event: random.pick(values), data: { channel: random.pick(values) }, channel: random.pick(values) });
    case 7:
      return 'x'.repeat(random.int(16 * 1024)); // some over the 10 kB frame limit: the socket closes (1009)
    case 8:
      return JSON.stringify({ event: 'pusher:subscribe', data: { channel: { length: 1, toString: null }, auth: { a: [] } }, __proto__: { event: 'x' } });
    default:
      return random.string(random.int(300));
  }
}

/** A random upgrade request line and headers, some malformed. */
function randomUpgrade(random: FuzzRandom): string {
  const path = random.pick(['//', '/app/%', '/app/%E0%A4%A', '/app/', '/app', '/app/x/y', '/app/%ff%fe', wsPath(), `/app/${'a'.repeat(2000)}`, '/../app/x', `/${random.string(40)}`, '/app/%2F..']);
  const version = random.pick(['13', '8', '', 'x']);
  const key = random.pick(['dGhlIHNhbXBsZSBub25jZQ==', '', 'short']);
  return `GET ${path} HTTP/1.1\r\nHost: localhost\r\nUpgrade: ${random.pick(['websocket', 'WebSocket', 'h2c', ''])}\r\nConnection: Upgrade\r\nSec-WebSocket-Version: ${version}\r\nSec-WebSocket-Key: ${key}\r\n\r\n`;
}

function sendRaw(text: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(h.server.port, '127.0.0.1', () => socket.write(text));
    socket.setTimeout(2000, () => socket.destroy());
    socket.on('data', () => socket.end());
    socket.on('error', () => resolve());
    socket.on('close', () => resolve());
  });
}

it('survives thousands of random frames and upgrade requests; a normal client works afterwards', async () => {
  const random = fuzzRandom();
  let sent = 0;
  for (let round = 0; round < 10; round++) {
    const sockets = await Promise.all([connected(), connected(), connected()]);
    for (let i = 0; i < 250; i++) {
      for (const { client, socketId } of sockets) {
        if (client.ws.readyState !== client.ws.OPEN) continue;
        const frame = randomFrame(random, socketId);
        client.ws.send(frame, { binary: Buffer.isBuffer(frame) });
        sent++;
      }
    }
    await Promise.all(sockets.map(({ client }) => new Promise<void>((resolve) => (client.ws.readyState === client.ws.OPEN ? client.ws.send('{"event":"pusher:ping"}', () => resolve()) : resolve()))));
    await Promise.all(Array.from({ length: 20 }, () => sendRaw(randomUpgrade(random))));
    for (const { client } of sockets) client.ws.terminate();
  }
  expect(sent).toBeGreaterThan(5000);
  expect(h.logs.filter((line) => line.includes('[realtime] a handler failed') || line.includes('upgrade failed'))).toEqual([]);

  const chef = await login(h.server.url, 'demo@chef.test');
  const { client, socketId } = await connected();
  const channel = `private-chef-${chef.id}`;
  const auth = await call(h.server.url, 'POST', '/api/broadcasting/auth', { token: chef.token, form: true, body: { socket_id: socketId, channel_name: channel } });
  client.send('pusher:subscribe', { channel, auth: auth.json.auth });
  await client.next((frame) => frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === channel);
  h.server.broadcastToChef(chef.id, { type: 'info', title: 'After the storm' });
  await client.next((frame) => frame.event === 'broadcast-notification' && frameData(frame).title === 'After the storm');
  client.close();
  await expect.poll(() => h.server.realtime.connectionCount()).toBe(0);
}, 60_000);
