// The auth routes' rules: a replayed Idempotency-Key never skips a password
// check (auth routes are never replayed); whether an e-mail has an account is not hidden, the same
// on every route (docs/api.md, "Accounts are not secret"); and wrong reset codes from a stranger
// cannot kill the chef's real code (guessing is bounded by the rate limits instead).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoPassword, login, startServer, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer({ rateLimits: { passwordResetPerAccount: 100, passwordResetPerIp: 100 } });
});
afterAll(() => h.dispose());

const post = (route: string, body: unknown, options: { token?: string; key?: string } = {}) =>
  call(h.server.url, 'POST', route, { body, token: options.token ?? null, headers: options.key ? { 'Idempotency-Key': options.key } : {} });
const lastCode = (email: string) =>
  (h.server.db.prepare('SELECT code FROM mailbox WHERE email = ? ORDER BY id DESC LIMIT 1').get(email) as { code: string }).code;

describe('replayed auth calls (point 12)', () => {
  it('a login replayed with a wrong password is refused, not answered with a fresh token', async () => {
    const chef = await login(h.server.url, 'docs@chef.test');
    const key = 'login-replay-0001';
    expect((await post('/api/login', { email: 'docs@chef.test', password: demoPassword }, { token: chef.token, key })).status).toBe(200);
    const replay = await post('/api/login', { email: 'docs@chef.test', password: 'Wrong#Pass1' }, { token: chef.token, key });
    expect(replay.status).toBe(422);
    expect(replay.headers.get('Idempotent-Replayed')).toBeNull();
    expect(JSON.stringify(replay.json)).not.toMatch(/"token"/);
  });

  it('a change-password replayed with another new password is checked again, and changes nothing it did not say', async () => {
    const chef = await login(h.server.url, 'pending@chef.test');
    const key = 'change-replay-0001';
    const first = { current_password: demoPassword, password: 'First#Change1', password_confirmation: 'First#Change1' };
    expect((await post('/api/chef/auth/change-password', first, { token: chef.token, key })).status).toBe(200);
    const second = { current_password: demoPassword, password: 'Second#Change2', password_confirmation: 'Second#Change2' };
    const replay = await post('/api/chef/auth/change-password', second, { token: chef.token, key });
    expect(replay.status).toBe(422);
    expect(replay.json.errors?.current_password).toBeTruthy();
    expect((await post('/api/login', { email: 'pending@chef.test', password: 'First#Change1' })).status).toBe(200);
  });
});

describe('one rule for whether an account exists (point 13)', () => {
  it('register and forgot-password both say so; login and reset do not guess', async () => {
    const taken = await post('/api/chef/auth/register', { first_name: 'Ona', last_name: 'Kitchen', email: 'demo@chef.test', password: 'Fresh#Start9', password_confirmation: 'Fresh#Start9' });
    expect(taken.status).toBe(422);
    expect(taken.json.errors?.email).toEqual(['The email has already been taken.']);
    const unknown = await post('/api/chef/auth/forgot-password', { email: 'ghost@chef.test' });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors?.email).toEqual(["We can't find an account with this email address."]);
    expect((await post('/api/chef/auth/forgot-password', { email: 'new@chef.test' })).status).toBe(200);
  });
});

describe('a stranger guessing reset codes (point 14)', () => {
  it('does not kill the chef’s real code, however many wrong codes are tried', async () => {
    expect((await post('/api/chef/auth/forgot-password', { email: 'profile@chef.test' })).status).toBe(200);
    const code = lastCode('profile@chef.test');
    for (let i = 0; i < 8; i++) {
      const wrong = await post('/api/chef/auth/reset-password', { email: 'profile@chef.test', code: 'ZZZZZ' + i, password: 'Stolen#Pass1', password_confirmation: 'Stolen#Pass1' });
      expect(wrong.status).toBe(422);
    }
    const real = await post('/api/chef/auth/reset-password', { email: 'profile@chef.test', code, password: 'Mine#Again22', password_confirmation: 'Mine#Again22' });
    expect(real.status).toBe(200);
  });
});
