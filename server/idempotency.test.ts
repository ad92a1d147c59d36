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

  it('ignores the key of a request without a sign-in (nothing fingerprinted or stored before authentication)', async () => {
    const headers = { 'Idempotency-Key': 'register-once' };
    const body = { first_name: 'Ona', last_name: 'Onaitė', email: 'ona@chef.test', password: 'Secret#123', password_confirmation: 'Secret#123' };
    const first = await call(url, 'POST', '/api/chef/auth/register', { headers, body });
    const again = await call(url, 'POST', '/api/chef/auth/register', { headers, body });
    expect(first.status).toBe(201);
    expect(again.status).toBe(422); // applied again, not replayed: the e-mail is now taken
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
    expect(h.server.db.prepare("SELECT COUNT(*) AS n FROM idempotency_keys WHERE key = 'register-once'").get()).toEqual({ n: 0 });
  });

  it('fingerprints with the server key and leaves secret fields out of the stored request', async () => {
    const { token } = await login(url, 'ona@chef.test', 'Secret#123');
    const headers = { 'Idempotency-Key': 'read-all-fingerprint' };
    const body = { password: 'Secret#123', code: 'ABC234', token: 'x' };
    expect((await call(url, 'POST', '/api/chef/notifications/read-all', { token, headers, body })).status).toBe(200);
    const row = h.server.db.prepare("SELECT fingerprint FROM idempotency_keys WHERE key = 'read-all-fingerprint'").get() as { fingerprint: string };
    const { createHash, createHmac } = await import('node:crypto');
    const plain = (text: string) => createHash('sha256').update(text).digest('hex');
    const expected = createHmac('sha256', h.server.config.fingerprintKey).update('POST /api/chef/notifications/read-all\n{}').digest('hex');
    expect(row.fingerprint).toBe(expected); // secrets left out: the body counts as {}
    expect(row.fingerprint).not.toBe(plain('POST /api/chef/notifications/read-all\n{}'));
  });

  it('never replays change-password: a retry with the same key is checked again', async () => {
    const { token } = await login(url, 'ona@chef.test', 'Secret#123');
    const headers = { 'Idempotency-Key': 'change-once' };
    const body = { current_password: 'Secret#123', password: 'Newer#Pass9', password_confirmation: 'Newer#Pass9' };
    expect((await call(url, 'POST', '/api/chef/auth/change-password', { token, headers, body })).status).toBe(200);
    const again = await call(url, 'POST', '/api/chef/auth/change-password', { token, headers, body });
    expect(again.status).toBe(422); // the current password is now the new one
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
    expect(h.server.db.prepare("SELECT COUNT(*) AS n FROM idempotency_keys WHERE key = 'change-once'").get()).toEqual({ n: 0 });
    await login(url, 'ona@chef.test', 'Newer#Pass9');
  });

  it('does not store an answer for a request that failed validation', async () => {
    const { token } = await login(url, 'demo@chef.test');
    const headers = { 'Idempotency-Key': 'invalid-first' };
    expect((await call(url, 'POST', '/api/chef/firebase/fcm-token', { token, headers, body: { fcm_token: '' } })).status).toBe(422);
    const fixed = await call(url, 'POST', '/api/chef/firebase/fcm-token', { token, headers, body: { fcm_token: 'device-1' } });
    expect(fixed.status).toBe(200);
  });
});
