// The kitchen heartbeat and sockets the server refused: a socket turned away for lack of room may
// have been the chef's own (nobody can tell before it signs in), so the heartbeat counts a
// kitchen's silence only from the server's last such refusal. A flood of sockets must not make
// the server pause every open kitchen as "offline". Heartbeat of 30 s, moved clock.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { login, setChefStatus, startServer, type Harness } from './testing/harness.ts';
import { kitchenCalls } from './testing/kitchen.ts';
import { connectPusher } from './testing/pusher-client.ts';

const second = 1000;
// Monday 23 November 2026, 12:00 in Vilnius (UTC+2).
const start = Date.parse('2026-11-23T10:00:00.000Z');
let clock = start;
let h: Harness;
let greta: ReturnType<typeof kitchenCalls>;

beforeAll(async () => {
  // One socket per address: the second one from the test's address is refused.
  h = await startServer({ now: () => clock, kitchenHeartbeatMinutes: 0.5, maxSocketsPerAddress: 1, maxUnprovenSocketsPerAddress: 1 });
  setChefStatus(h.server, 'pending@chef.test', 'approved');
  greta = kitchenCalls(h, (await login(h.server.url, 'pending@chef.test')).token);
  expect((await greta.toggle(true)).status).toBe(200);
});
afterAll(() => h.dispose());

const wsUrl = () => `ws://127.0.0.1:${h.server.port}/app/${h.server.config.pusher.key}?protocol=7`;
/** Lets the watch run a few rounds (every 500 ms) on the clock as it is. */
const someRounds = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe('the heartbeat while the server refuses sockets', () => {
  it('does not pause a kitchen until the heartbeat has passed since the last refused socket', async () => {
    clock = start + 20 * second;
    const holder = await connectPusher(wsUrl());
    await expect(connectPusher(wsUrl())).rejects.toThrow(/503/);
    holder.close();
    await holder.closed;

    // 31 s without a connection of Greta's, but only 11 s since a socket was refused.
    clock = start + 31 * second;
    await someRounds();
    expect((await greta.kitchen()).pause).toBeNull();

    // 30 s after the refusal, with none since: her silence counts.
    clock = start + 50 * second + 1;
    await vi.waitFor(async () => expect((await greta.kitchen()).pause).toMatchObject({ reason: 'offline' }), { timeout: 4000, interval: 50 });
  });
});
