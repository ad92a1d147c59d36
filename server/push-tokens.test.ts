// Push tokens per device: a chef's phones each get every push; a token registered by
// another chef moves to them; logout from one device forgets that device's token only.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, login, startServer, type Harness } from './testing/harness.ts';
import { pushesOf, pushLogOf, registerDevice } from './testing/push.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

const notify = async (email: string, title: string): Promise<number> => {
  const answer = await call(h.server.url, 'POST', '/admin/notify', { token: h.server.adminToken, body: { email, title, body: 'Hello', action_url: '/kitchen' } });
  expect(answer.status).toBe(200);
  return (answer.json.result as { notification: { id: number } }).notification.id;
};

describe('push tokens per device', () => {
  it('pushes every notification to each of the chef’s devices', async () => {
    const phone = await login(h.server.url, 'demo@chef.test');
    const tablet = await login(h.server.url, 'demo@chef.test');
    await registerDevice(h, phone.token, 'demo-phone');
    await registerDevice(h, tablet.token, 'demo-tablet');
    expect((await pushLogOf(h, 'demo@chef.test')).devices.sort()).toEqual(['demo-phone', 'demo-tablet']);

    const id = await notify('demo@chef.test', 'Two devices');
    await vi.waitFor(async () => expect(await pushesOf(h, 'demo@chef.test', id)).toHaveLength(2));
    const pushes = await pushesOf(h, 'demo@chef.test', id);
    expect(pushes.map((push) => [push.token, push.message.token, push.outcome])).toEqual([
      ['demo-phone', 'demo-phone', 'logged'],
      ['demo-tablet', 'demo-tablet', 'logged'],
    ]);
    expect(pushes[0]?.message.data).toMatchObject({ title: 'Two devices', body: 'Hello', action_url: '/kitchen', type: 'info', notification_id: String(id) });
  });

  it('moves a token to the chef who registered it last, and refreshes it', async () => {
    const first = await login(h.server.url, 'docs@chef.test');
    const second = await login(h.server.url, 'pending@chef.test');
    await registerDevice(h, first.token, 'shared-phone');
    const registered = h.server.db.prepare('SELECT updated_at FROM fcm_tokens WHERE token = ?').get('shared-phone') as { updated_at: string };
    await vi.waitFor(() => expect(new Date().toISOString() > registered.updated_at).toBe(true));
    await registerDevice(h, second.token, 'shared-phone');

    expect(h.server.db.prepare('SELECT chef_id, updated_at > ? AS refreshed FROM fcm_tokens WHERE token = ?').all(registered.updated_at, 'shared-phone')).toEqual([
      { chef_id: second.id, refreshed: 1 },
    ]);
    const forFirst = await notify('docs@chef.test', 'Not on that phone any more');
    const forSecond = await notify('pending@chef.test', 'On the phone now');
    await vi.waitFor(async () => expect(await pushesOf(h, 'pending@chef.test', forSecond)).toHaveLength(1));
    expect(await pushesOf(h, 'docs@chef.test', forFirst)).toEqual([]);
  });

  it('forgets only the token of the device that logs out; logout works without one', async () => {
    const phone = await login(h.server.url, 'profile@chef.test');
    const laptop = await login(h.server.url, 'profile@chef.test');
    const other = await login(h.server.url, 'new@chef.test');
    await registerDevice(h, phone.token, 'profile-phone');
    await registerDevice(h, laptop.token, 'profile-laptop');
    await registerDevice(h, other.token, 'new-phone');

    // Another chef cannot make the server forget someone else's device.
    expect((await call(h.server.url, 'POST', '/api/chef/auth/logout', { token: other.token, body: { fcm_token: 'profile-laptop' } })).status).toBe(200);
    expect((await call(h.server.url, 'POST', '/api/chef/auth/logout', { token: phone.token, body: { fcm_token: 'profile-phone' } })).status).toBe(200);
    expect((await pushLogOf(h, 'profile@chef.test')).devices).toEqual(['profile-laptop']);
    expect((await pushLogOf(h, 'new@chef.test')).devices).toEqual(['new-phone']);

    const id = await notify('profile@chef.test', 'After the phone logged out');
    await vi.waitFor(async () => expect((await pushesOf(h, 'profile@chef.test', id)).map((push) => push.token)).toEqual(['profile-laptop']));

    // Logout without a push token still logs out, and forgets no device.
    expect((await call(h.server.url, 'POST', '/api/chef/auth/logout', { token: laptop.token })).status).toBe(200);
    expect((await call(h.server.url, 'GET', '/api/verify-token', { token: laptop.token })).status).toBe(401);
    expect((await pushLogOf(h, 'profile@chef.test')).devices).toEqual(['profile-laptop']);
  });
});
