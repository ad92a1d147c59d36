// Realtime: no public default secret signs channels; a revoked token's sockets lose its
// private channels (logout, password change, password reset); limits per socket and per token.
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelAuth } from './realtime/signature.ts';
import { call, login, startServer, type Harness } from './testing/harness.ts';
import { connectPusher, frameData, type Frame } from './testing/pusher-client.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer({ maxConnectionsPerToken: 2, maxSubscriptionsPerConnection: 3 });
});
afterAll(() => h.dispose());

const is = (event: string) => (frame: Frame) => frame.event === event;
const wsUrl = () => `ws://127.0.0.1:${h.server.port}/app/${h.server.config.pusher.key}?protocol=7&client=js&version=8.6.0`;

async function connected() {
  const client = await connectPusher(wsUrl());
  const { socket_id } = frameData(await client.next(is('pusher:connection_established'))) as { socket_id: string };
  return { client, socketId: socket_id };
}

const authFor = (token: string, socketId: string, channel: string) =>
  call(h.server.url, 'POST', '/api/broadcasting/auth', { token, form: true, body: { socket_id: socketId, channel_name: channel } });

/** A socket of the chef subscribed to their private channel through the auth endpoint. */
async function subscribed(chef: { token: string; id: number }) {
  const { client, socketId } = await connected();
  const channel = `private-chef-${chef.id}`;
  const auth = await authFor(chef.token, socketId, channel);
  expect(auth.status).toBe(200);
  client.send('pusher:subscribe', { channel, auth: auth.json.auth });
  await client.next((frame) => frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === channel);
  return { client, socketId, channel };
}

/** Whether a notification sent now reaches the socket (within a generous second). */
async function receives(client: Awaited<ReturnType<typeof connected>>['client'], chefId: number, title: string): Promise<boolean> {
  h.server.broadcastToChef(chefId, { type: 'info', title });
  return client
    .next((frame) => frame.event === 'broadcast-notification' && frameData(frame).title === title, 1000)
    .then(() => true)
    .catch(() => false);
}

describe('channel secrets', () => {
  it('has no public default: a signature made with the old documented secret is refused', async () => {
    const demo = await login(h.server.url, 'demo@chef.test');
    const { client, socketId } = await connected();
    const channel = `private-chef-${demo.id}`;
    const forged = `${h.server.config.pusher.key}:${createHmac('sha256', 'chef-pwa-dev-secret').update(`${socketId}:${channel}`).digest('hex')}`;
    client.send('pusher:subscribe', { channel, auth: forged });
    const refused = await client.next(is('pusher:error'));
    expect(frameData(refused)).toMatchObject({ code: 4009 });
    expect(await receives(client, demo.id, 'Not for strangers')).toBe(false);
    client.close();
  });

  it('keeps the generated secret in DATA_DIR (0600) and reuses it after a restart', async () => {
    const file = path.join(h.dataDir, 'pusher-secret');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(h.server.config.pusher.secret);
    expect(h.server.config.pusher.secret).not.toBe('chef-pwa-dev-secret');
    expect(h.server.config.pusher.secret.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const other = await startServer();
    try {
      expect(other.server.config.pusher.secret).not.toBe(h.server.config.pusher.secret); // a new data folder, a new secret
    } finally {
      await other.dispose();
    }
  });
});

describe('a socket does not outlive its token', () => {
  it('logout: the subscribed socket stops receiving the chef notifications and cannot subscribe again', async () => {
    const chef = await login(h.server.url, 'pending@chef.test');
    const { client, channel, socketId } = await subscribed(chef);
    expect(await receives(client, chef.id, 'Before logout')).toBe(true);
    expect((await call(h.server.url, 'POST', '/api/chef/auth/logout', { token: chef.token })).status).toBe(200);
    const signedOut = await client.next(is('pusher:error'));
    expect(frameData(signedOut)).toMatchObject({ code: 4009 });
    expect(await receives(client, chef.id, 'After logout')).toBe(false);
    // The old signature for this socket is no longer accepted either.
    const again = await authFor((await login(h.server.url, 'pending@chef.test')).token, socketId, channel);
    client.send('pusher:subscribe', { channel, auth: again.json.auth });
    expect(await receives(client, chef.id, 'After resubscribing')).toBe(false);
    client.close();
  });

  it("a password change drops the other devices' sockets and keeps this one's", async () => {
    const here = await login(h.server.url, 'profile@chef.test');
    const elsewhere = await login(h.server.url, 'profile@chef.test');
    const mine = await subscribed(here);
    const theirs = await subscribed(elsewhere);
    const change = { current_password: 'Demo#Chef1', password: 'Other#Pass7', password_confirmation: 'Other#Pass7' };
    expect((await call(h.server.url, 'POST', '/api/chef/auth/change-password', { token: here.token, body: change })).status).toBe(200);
    expect(await receives(theirs.client, here.id, 'After the change')).toBe(false);
    expect(await receives(mine.client, here.id, 'Still here')).toBe(true);
    mine.client.close();
    theirs.client.close();
  });

  it('a password reset drops every socket of the chef', async () => {
    const chef = await login(h.server.url, 'new@chef.test');
    const { client } = await subscribed(chef);
    expect(await receives(client, chef.id, 'Before the reset')).toBe(true);
    await call(h.server.url, 'POST', '/api/chef/auth/forgot-password', { body: { email: 'new@chef.test' } });
    const mailbox = await call(h.server.url, 'GET', '/admin/mailbox?email=new@chef.test', { token: h.server.adminToken });
    const [mail] = mailbox.json.result as { code: string }[];
    const reset = { email: 'new@chef.test', code: mail?.code ?? '', password: 'Fresh#Pass1', password_confirmation: 'Fresh#Pass1' };
    expect((await call(h.server.url, 'POST', '/api/chef/auth/reset-password', { body: reset })).status).toBe(200);
    expect(frameData(await client.next(is('pusher:error')))).toMatchObject({ code: 4009 });
    expect(await receives(client, chef.id, 'After the reset')).toBe(false);
    client.close();
  });
});

describe('realtime limits', () => {
  it('refuses a channel auth beyond the open sockets one token may hold', async () => {
    const chef = await login(h.server.url, 'docs@chef.test');
    const first = await subscribed(chef);
    const second = await subscribed(chef);
    const { client, socketId } = await connected();
    const third = await authFor(chef.token, socketId, `private-chef-${chef.id}`);
    expect(third.status).toBe(429);
    expect(third.json.message).toMatch(/Too many open connections/);
    first.client.close();
    await first.client.closed;
    await expect.poll(async () => (await authFor(chef.token, socketId, `private-chef-${chef.id}`)).status).toBe(200);
    for (const open of [second.client, client]) open.close();
  });

  it('refuses a subscription beyond the channels one socket may join', async () => {
    // Channels the server serves (chefs' private ones), each with a valid signature.
    const { client, socketId } = await connected();
    const signed = (channel: string) => ({ channel, auth: channelAuth(h.server.config.pusher, socketId, channel) });
    for (const channel of ['private-chef-901', 'private-chef-902', 'private-chef-903']) {
      client.send('pusher:subscribe', signed(channel));
      await client.next((frame) => frame.event === 'pusher_internal:subscription_succeeded' && frame.channel === channel);
    }
    client.send('pusher:subscribe', signed('private-chef-904'));
    expect(frameData(await client.next(is('pusher:error')))).toMatchObject({ code: 4301 });
    client.close();
  });
});
