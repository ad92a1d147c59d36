// Idempotency-Key: a repeat answers the stored response once applied; another body is a 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type Harness } from './testing/harness.ts';

let h: Harness;
let url: string;
beforeAll(async () => {
  h = await startServer();
  url = h.server.url;
});
afterAll(() => h.dispose());

const unread = (db: Harness['server']['db'], chefId: number) =>
  (db.prepare('SELECT COUNT(*) AS n FROM notifications WHERE chef_id = ? AND read_at IS NULL').get(chefId) as { n: number }).n;

describe('Idempotency-Key', () => {
  it('replays read-all with the stored answer and applies it once', async () => {
    const { token, id } = await login(url, 'demo@chef.test');
    expect(unread(h.server.db, id)).toBe(2);
    const tappedAt = new Date().toISOString(); // after the seeded notifications: read-all marks those up to the tap
    const headers = { 'Idempotency-Key': 'a1b2c3d4-0000-4000-8000-000000000001', 'X-Action-At': tappedAt };
    const first = await call(url, 'POST', '/api/chef/notifications/read-all', { token, headers });
    expect(first.status).toBe(200);
    expect(first.json.message).toBe('2 notifications marked as read.');
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(unread(h.server.db, id)).toBe(0);

    // A new notification arrives; the retry must not mark it read.
    h.server.broadcastToChef(id, { type: 'info', title: 'New one' });
    const again = await call(url, 'POST', '/api/chef/notifications/read-all', { token, headers });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    expect(unread(h.server.db, id)).toBe(1);

    const row = h.server.db.prepare('SELECT scope, action_at FROM idempotency_keys WHERE key = ?').get(headers['Idempotency-Key']);
    expect(row).toEqual({ scope: `chef:${id}`, action_at: tappedAt });
  });

  it('answers 422 when the same key comes with a different body', async () => {
    const { token } = await login(url, 'docs@chef.test');
    const headers = { 'Idempotency-Key': 'key-for-fcm' };
    expect((await call(url, 'POST', '/api/chef/firebase/fcm-token', { token, headers, body: { fcm_token: 'one' } })).status).toBe(200);
    const other = await call(url, 'POST', '/api/chef/firebase/fcm-token', { token, headers, body: { fcm_token: 'two' } });
    expect(other.status).toBe(422);
    expect(other.json.errors?.idempotency_key).toEqual(['This Idempotency-Key was already used with a different request.']);
    const tokens = h.server.db.prepare('SELECT token FROM fcm_tokens').all();
    expect(tokens).toEqual([{ token: 'one' }]);
  });

  it('keeps keys per chef: the same key from another chef is a new request', async () => {
    const a = await login(url, 'pending@chef.test');
    const b = await login(url, 'profile@chef.test');
    const headers = { 'Idempotency-Key': 'shared-key' };
    const first = await call(url, 'POST', '/api/chef/notifications/read-all', { token: a.token, headers });
    const second = await call(url, 'POST', '/api/chef/notifications/read-all', { token: b.token, headers });
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(second.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('replays register without creating a second chef, with a fresh working token', async () => {
    const headers = { 'Idempotency-Key': 'register-once' };
    const body = { first_name: 'Ona', last_name: 'Onaitė', email: 'ona@chef.test', password: 'Secret123', password_confirmation: 'Secret123' };
    const first = await call(url, 'POST', '/api/chef/auth/register', { headers, body });
    const again = await call(url, 'POST', '/api/chef/auth/register', { headers, body });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const firstResult = first.json.result as { token: string; user: unknown };
    const againResult = again.json.result as { token: string; user: unknown };
    expect(againResult.user).toEqual(firstResult.user);
    expect((await call(url, 'GET', '/api/verify-token', { token: againResult.token })).status).toBe(200);
    expect(h.server.db.prepare("SELECT COUNT(*) AS n FROM chefs WHERE email = 'ona@chef.test'").get()).toEqual({ n: 1 });
    // The stored answer never holds a usable token.
    const stored = h.server.db.prepare("SELECT body FROM idempotency_keys WHERE key = 'register-once'").get() as { body: string };
    expect(stored.body).not.toContain(firstResult.token);
  });

  it('replays change-password even though the current password has changed since', async () => {
    const { token } = await login(url, 'ona@chef.test', 'Secret123');
    const headers = { 'Idempotency-Key': 'change-once' };
    const body = { current_password: 'Secret123', password: 'Newer#Pass9', password_confirmation: 'Newer#Pass9' };
    expect((await call(url, 'POST', '/api/chef/auth/change-password', { token, headers, body })).status).toBe(200);
    const again = await call(url, 'POST', '/api/chef/auth/change-password', { token, headers, body });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    // Without the key the same request is applied again and now fails on the old password.
    const fresh = await call(url, 'POST', '/api/chef/auth/change-password', { token, body });
    expect(fresh.status).toBe(422);
    await login(url, 'ona@chef.test', 'Newer#Pass9');
  });

  it('does not replay a sign-in after the password changed', async () => {
    const headers = { 'Idempotency-Key': 'login-before-change' };
    const body = { email: 'ona@chef.test', password: 'Newer#Pass9' };
    expect((await call(url, 'POST', '/api/login', { headers, body })).status).toBe(200);
    const replay = await call(url, 'POST', '/api/login', { headers, body });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    const { token } = replay.json.result as { token: string };
    const change = { current_password: 'Newer#Pass9', password: 'Third#Pass3', password_confirmation: 'Third#Pass3' };
    expect((await call(url, 'POST', '/api/chef/auth/change-password', { token, body: change })).status).toBe(200);
    const afterChange = await call(url, 'POST', '/api/login', { headers, body });
    expect(afterChange.status).toBe(422);
    expect(afterChange.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('does not store an answer for a request that failed validation', async () => {
    const { token } = await login(url, 'demo@chef.test');
    const headers = { 'Idempotency-Key': 'invalid-first' };
    expect((await call(url, 'POST', '/api/chef/firebase/fcm-token', { token, headers, body: { fcm_token: '' } })).status).toBe(422);
    const fixed = await call(url, 'POST', '/api/chef/firebase/fcm-token', { token, headers, body: { fcm_token: 'device-1' } });
    expect(fixed.status).toBe(200);
  });
});
