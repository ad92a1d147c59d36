// Forgot / reset password through the dev mailbox and the server log; expiry after 30 minutes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type Harness } from './testing/harness.ts';

let h: Harness;
let url: string;
let clock = Date.parse('2026-03-01T10:00:00Z');
beforeAll(async () => {
  h = await startServer({ now: () => clock });
  url = h.server.url;
});
afterAll(() => h.dispose());

async function lastCode(email: string): Promise<string> {
  const answer = await call(url, 'GET', `/admin/mailbox?email=${encodeURIComponent(email)}`, { token: h.server.adminToken });
  const mails = answer.json.result as { code: string }[];
  if (!mails[0]) throw new Error('no mail');
  return mails[0].code;
}

describe('forgot and reset password', () => {
  it('sends a 6-character code to the mailbox and the log; the code resets the password once', async () => {
    const sent = await call(url, 'POST', '/api/chef/auth/forgot-password', { body: { email: 'docs@chef.test' } });
    expect(sent.status).toBe(200);
    const code = await lastCode('docs@chef.test');
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect(h.logs.some((line) => line.includes(`docs@chef.test: ${code}`))).toBe(true);

    const { token: oldToken } = await login(url, 'docs@chef.test');
    const body = { email: 'docs@chef.test', code: code.toLowerCase(), password: 'Fresh#Pass1', password_confirmation: 'Fresh#Pass1' };
    const reset = await call(url, 'POST', '/api/chef/auth/reset-password', { body });
    expect(reset.status).toBe(200);
    expect(reset.json.message).toBe('Password Reset Successful !');
    await login(url, 'docs@chef.test', 'Fresh#Pass1');
    expect((await call(url, 'GET', '/api/verify-token', { token: oldToken })).status).toBe(401);

    const reused = await call(url, 'POST', '/api/chef/auth/reset-password', { body });
    expect(reused.status).toBe(422);
    expect(reused.json.errors).toEqual({ code: ['The verification code is invalid or has expired.'] });
  });

  it('says so for an unknown e-mail (accounts are not secret: docs/api.md) and sends nothing', async () => {
    const unknown = await call(url, 'POST', '/api/chef/auth/forgot-password', { body: { email: 'ghost@chef.test' } });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors).toEqual({ email: ["We can't find an account with this email address."] });
    expect(h.server.db.prepare("SELECT COUNT(*) AS n FROM mailbox WHERE email = 'ghost@chef.test'").get()).toEqual({ n: 0 });
  });

  it('refuses a code older than 30 minutes', async () => {
    await call(url, 'POST', '/api/chef/auth/forgot-password', { body: { email: 'pending@chef.test' } });
    const code = await lastCode('pending@chef.test');
    clock += 31 * 60 * 1000;
    const answer = await call(url, 'POST', '/api/chef/auth/reset-password', {
      body: { email: 'pending@chef.test', code, password: 'Fresh#Pass1', password_confirmation: 'Fresh#Pass1' },
    });
    expect(answer.status).toBe(422);
    await login(url, 'pending@chef.test');
  });

  it('keeps a code alive through wrong tries (a stranger cannot kill it; the rate limits bound guessing)', async () => {
    await call(url, 'POST', '/api/chef/auth/forgot-password', { body: { email: 'profile@chef.test' } });
    const code = await lastCode('profile@chef.test');
    const attempt = (c: string) =>
      call(url, 'POST', '/api/chef/auth/reset-password', {
        body: { email: 'profile@chef.test', code: c, password: 'Fresh#Pass1', password_confirmation: 'Fresh#Pass1' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt('WRONG' + i)).status).toBe(422);
    expect((await attempt(code)).status).toBe(200);
  });
});
