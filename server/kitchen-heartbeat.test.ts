// The kitchen heartbeat: an open, unpaused kitchen whose chef has had no live realtime connection
// on any device for KITCHEN_HEARTBEAT_MINUTES is paused (reason offline, until the chef resumes)
// and the chef is told; a live connection keeps it open; the silence counts from the end of the
// last connection; the admin hook changes the minutes at runtime. Short settings, moved clock.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, login, setChefStatus, startServer, type Harness } from './testing/harness.ts';
import { kitchenCalls } from './testing/kitchen.ts';
import { connectPusher, frameData, type PusherTestClient } from './testing/pusher-client.ts';

const second = 1000;
const minute = 60 * second;
// Monday 23 November 2026, 12:00 in Vilnius (UTC+2).
const start = Date.parse('2026-11-23T10:00:00.000Z');
let clock = start;
let h: Harness;
let demo: ReturnType<typeof kitchenCalls> & { id: number; token: string };
let greta: ReturnType<typeof kitchenCalls>;
const iso = (ms: number) => new Date(ms).toISOString();
const eventually = { timeout: 4000, interval: 50 };

beforeAll(async () => {
  h = await startServer({ now: () => clock, kitchenHeartbeatMinutes: 0.5 });
  const signedIn = await login(h.server.url, 'demo@chef.test');
  demo = { ...kitchenCalls(h, signedIn.token), ...signedIn };
  setChefStatus(h.server, 'pending@chef.test', 'approved');
  greta = kitchenCalls(h, (await login(h.server.url, 'pending@chef.test')).token);
  await greta.get(); // Greta's kitchen is made now (closed), at `start`.
});
afterAll(() => h.dispose());

/** The demo chef's app, live: a socket subscribed to private-chef-{id}. */
async function demoApp(): Promise<PusherTestClient> {
  const client = await connectPusher(`ws://127.0.0.1:${h.server.port}/app/${h.server.config.pusher.key}?protocol=7`);
  const established = await client.next((frame) => frame.event === 'pusher:connection_established');
  const socketId = String(frameData(established).socket_id);
  const channel = `private-chef-${demo.id}`;
  const auth = await call(h.server.url, 'POST', '/api/broadcasting/auth', { token: demo.token, form: true, body: { socket_id: socketId, channel_name: channel } });
  client.send('pusher:subscribe', { channel, auth: auth.json.auth });
  await client.next((frame) => frame.event === 'pusher_internal:subscription_succeeded');
  return client;
}

describe('the kitchen heartbeat', () => {
  it('pauses an open kitchen without a live connection after the minutes set, tells the chef, and leaves a live one open', async () => {
    const app = await demoApp();
    expect((await greta.toggle(true)).status).toBe(200);
    clock = start + 31 * second;
    await vi.waitFor(async () => expect((await greta.kitchen()).pause).toEqual({ reason: 'offline', since: iso(start + 31 * second), until: null }), eventually);
    expect((await greta.kitchen()).is_open).toBe(true);
    expect((await greta.notifications())[0]).toMatchObject({
      type: 'kitchen_status',
      data: { title: 'Kitchen paused', body: 'We paused your kitchen at 12:00: this device was offline. Resume?', action_url: '/kitchen' },
    });
    // The same round saw the demo chef's live connection.
    expect((await demo.kitchen()).pause).toBeNull();
    // Resuming is one call; the pause does not come back while the chef has just resumed.
    expect((await greta.resume()).status).toBe(200);
    expect((await greta.kitchen()).pause).toBeNull();
    app.close();
    await app.closed;
  });

  it('counts the silence from the end of the last connection', async () => {
    // Greta is from here on only the witness that a round ran: the heartbeat leaves her kitchen
    // alone. Else a round between the clock's move and her pause pauses it for silence first, and
    // her pause, tapped earlier, then loses to that newer change and never ends.
    expect((await call(h.server.url, 'POST', '/admin/kitchen-heartbeat', { token: h.server.adminToken, body: { minutes: 0, email: 'pending@chef.test' } })).status).toBe(200);
    const app = await demoApp();
    clock = start + 20 * minute;
    app.close();
    await vi.waitFor(() => expect(h.server.realtime.subscriberCount(`private-chef-${demo.id}`)).toBe(0), eventually);
    // A witness that a round ran: Greta's pause ends 10 s from now (tapped 14 min 50 s ago, after
    // her kitchen was made), and the watch ends it in the same round that looks at the demo chef.
    await greta.pause('15_min', { 'X-Action-At': iso(clock - 14 * minute - 50 * second) });
    clock += 20 * second;
    await vi.waitFor(() => expect(pausedAt('pending@chef.test')).toBeNull(), eventually);
    expect((await demo.kitchen()).pause).toBeNull();

    clock += 15 * second;
    await vi.waitFor(async () => expect((await demo.kitchen()).pause).toMatchObject({ reason: 'offline', until: null }), eventually);
    const notice = (await demo.notifications())[0];
    expect(notice?.data.body).toBe('We paused your kitchen at 12:20: this device was offline. Resume?');
  });

  it('takes a new number of minutes at runtime from the admin hook', async () => {
    const admin = (body: unknown, token: string | null = h.server.adminToken) => call(h.server.url, 'POST', '/admin/kitchen-heartbeat', { token, body });
    expect((await admin({ minutes: 2 }, null)).status).toBe(401);
    expect((await admin({ minutes: -1 })).status).toBe(422);
    expect((await admin({ minutes: 2 })).status).toBe(200);
    await demo.resume();
    clock += 90 * second;
    // A witness round again (Greta's pause ends): the demo kitchen silent 90 s is not paused at 2 minutes.
    await greta.pause('15_min', { 'X-Action-At': iso(clock - 14 * minute - 50 * second) });
    clock += 20 * second;
    await vi.waitFor(() => expect(pausedAt('pending@chef.test')).toBeNull(), eventually);
    expect((await demo.kitchen()).pause).toBeNull();
    clock += 15 * second;
    await vi.waitFor(async () => expect((await demo.kitchen()).pause?.reason).toBe('offline'), eventually);
  });

  it("takes one chef's own minutes from the admin hook and leaves the others on the server's setting", async () => {
    const admin = (body: unknown) => call(h.server.url, 'POST', '/admin/kitchen-heartbeat', { token: h.server.adminToken, body });
    expect((await admin({ minutes: 0 })).status).toBe(200); // off for everyone
    expect((await admin({ minutes: 1, email: 'nobody@chef.test' })).status).toBe(404);
    expect((await admin({ minutes: 1, email: 'pending@chef.test' })).status).toBe(200); // on for Greta only
    await demo.resume();
    expect((await greta.resume()).status).toBe(200);
    clock += 61 * second;
    await vi.waitFor(async () => expect((await greta.kitchen()).pause?.reason).toBe('offline'), eventually);
    // The same rounds left the demo kitchen, silent as long, alone: the server's setting is off.
    expect((await demo.kitchen()).pause).toBeNull();
    expect((await admin({ minutes: 0, email: 'pending@chef.test' })).status).toBe(200);
  });
});

function pausedAt(email: string): string | null {
  const row = h.server.db.prepare('SELECT paused_at FROM kitchens JOIN chefs ON chefs.id = kitchens.chef_id WHERE chefs.email = ?').get(email) as { paused_at: string | null };
  return row.paused_at;
}
