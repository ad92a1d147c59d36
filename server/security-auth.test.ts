// The auth routes: rate limits on each (by address, by account; behind a trusted proxy
// by X-Forwarded-For), a new code not killing the one before it at once (the code checked before
// the slow hash: reset-code-first.test.ts); production mode (no demo chefs, no mailbox, no code in the log, SMTP).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import type { MailTransport } from './config.ts';
import { call, login, startServer, tempDir, type Harness } from './testing/harness.ts';

const tiny = { loginFailuresPerAccount: 8, loginFailuresPerAccountAndIp: 3, signInPerIp: 6, passwordResetPerIp: 5, passwordResetPerAccount: 3, changePasswordPerChef: 2, windowSeconds: 60 };

async function expectLimited(send: () => Promise<{ status: number; headers: Headers; json: { message?: string } }>, allowed: number, words: RegExp) {
  for (let i = 0; i < allowed; i++) expect((await send()).status, `call ${i + 1} of ${allowed}`).not.toBe(429);
  const limited = await send();
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(limited.json.message).toMatch(words);
}

describe('rate limits on every auth route', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startServer({ rateLimits: tiny });
  });
  afterEach(() => h.dispose());
  const post = (route: string, body: unknown, headers: Record<string, string> = {}, token?: string) => call(h.server.url, 'POST', route, { body, headers, token: token ?? null });

  it('login: failed attempts per account + address, then sign-in calls per address', async () => {
    await expectLimited(() => post('/api/login', { email: 'demo@chef.test', password: 'wrong' }), 3, /Too many login attempts/);
    // The right password is refused too while locked; another account from here still works…
    expect((await post('/api/login', { email: 'demo@chef.test', password: 'Demo#Chef1' })).status).toBe(429);
    expect((await post('/api/login', { email: 'docs@chef.test', password: 'Demo#Chef1' })).status).toBe(200);
    // …until this address has used its 6 sign-in calls (4 failed, 1 locked, 1 good so far).
    await expectLimited(() => post('/api/login', { email: 'profile@chef.test', password: 'Demo#Chef1' }), 0, /Too many sign-in attempts from this network/);
  });

  it('register and Google sign-in count as sign-in calls per address', async () => {
    const register = (i: number) => post('/api/chef/auth/register', { first_name: 'Ona', last_name: 'Test', email: `ona${i}@chef.test`, password: 'Kitchen#2024', password_confirmation: 'Kitchen#2024' });
    let i = 0;
    await expectLimited(() => register(i++), 6, /Too many sign-in attempts/);
    expect((await post('/api/chef/auth/login-by-google', { token: 'x' })).status).toBe(429);
  });

  it('forgot-password and reset-password: per account and per address', async () => {
    await expectLimited(() => post('/api/chef/auth/forgot-password', { email: 'demo@chef.test' }), 3, /for this account/);
    expect((await post('/api/chef/auth/reset-password', { email: 'docs@chef.test', code: 'ABCDEF', password: 'Fresh#Pass1', password_confirmation: 'Fresh#Pass1' })).status).toBe(422);
    // 5 calls from this address so far (each call counts, the refused one too).
    await expectLimited(() => post('/api/chef/auth/forgot-password', { email: 'pending@chef.test' }), 0, /from this network/);
  });

  it('change-password per chef', async () => {
    const chef = await login(h.server.url, 'demo@chef.test');
    const wrong = { current_password: 'nope', password: 'Better#Pass2', password_confirmation: 'Better#Pass2' };
    await expectLimited(() => post('/api/chef/auth/change-password', wrong, {}, chef.token), 2, /Too many password changes/);
  });

  it('behind a trusted proxy counts the address the proxy saw, not what the client wrote', async () => {
    await h.dispose();
    h = await startServer({ rateLimits: tiny, trustProxy: ['127.0.0.1'] });
    const from = (address: string, spoofed = '') => ({ 'X-Forwarded-For': spoofed ? `${spoofed}, ${address}` : address });
    for (let i = 0; i < 3; i++) await post('/api/login', { email: 'demo@chef.test', password: 'wrong' }, from('203.0.113.7', `10.0.0.${i}`));
    expect((await post('/api/login', { email: 'demo@chef.test', password: 'Demo#Chef1' }, from('203.0.113.7', '10.9.9.9'))).status).toBe(429);
    expect((await post('/api/login', { email: 'demo@chef.test', password: 'Demo#Chef1' }, from('198.51.100.2'))).status).toBe(200);
  });
});

describe('reset codes', () => {
  let h: Harness;
  let clock = Date.now();
  beforeAll(async () => {
    h = await startServer({ now: () => clock });
  });
  afterAll(() => h.dispose());
  const codes = async (email: string) =>
    ((await call(h.server.url, 'GET', `/admin/mailbox?email=${email}`, { token: h.server.adminToken })).json.result as { code: string }[]).map((mail) => mail.code);
  const reset = (code: string, password = 'Fresh#Pass1') =>
    call(h.server.url, 'POST', '/api/chef/auth/reset-password', { body: { email: 'docs@chef.test', code, password, password_confirmation: password } });

  it('a new code leaves the one before it valid for 5 minutes, so a stranger cannot keep the real one dead', async () => {
    await call(h.server.url, 'POST', '/api/chef/auth/forgot-password', { body: { email: 'docs@chef.test' } });
    const [real] = await codes('docs@chef.test');
    clock += 60_000;
    await call(h.server.url, 'POST', '/api/chef/auth/forgot-password', { body: { email: 'docs@chef.test' } }); // a stranger asks again
    expect((await reset(real ?? '')).status).toBe(200);
    // Used: every code of the account is spent.
    const [newer] = await codes('docs@chef.test');
    expect((await reset(newer ?? '', 'Other#Pass2')).status).toBe(422);
  });

  it('after the 5 minutes only the newest code works', async () => {
    await call(h.server.url, 'POST', '/api/chef/auth/forgot-password', { body: { email: 'docs@chef.test' } });
    const [older] = await codes('docs@chef.test');
    await call(h.server.url, 'POST', '/api/chef/auth/forgot-password', { body: { email: 'docs@chef.test' } });
    clock += 5 * 60_000 + 1;
    expect((await reset(older ?? '')).status).toBe(422);
    const [newest] = await codes('docs@chef.test');
    expect((await reset(newest ?? '')).status).toBe(200);
  });
});

describe('production mode', () => {
  it('refuses to start without explicit secrets', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts', '--production'], {
      env: { PATH: process.env.PATH ?? '', PORT: '0', DATA_DIR: tempDir() },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Production mode needs explicit secrets: set PUSHER_APP_SECRET and ADMIN_TOKEN');
  });

  it('seeds no demo chefs, keeps no mailbox, never logs a code, and mails it through the transport', async () => {
    const sent: { to: string; text: string }[] = [];
    const transport: MailTransport = { sendMail: async (mail) => void sent.push(mail) };
    const h = await startServer({ production: true, adminToken: 'a'.repeat(32), pusher: { secret: 'b'.repeat(32) }, mailTransport: transport });
    try {
      expect((await call(h.server.url, 'POST', '/api/login', { body: { email: 'demo@chef.test', password: 'Demo#Chef1' } })).status).toBe(422);
      const register = { first_name: 'Ona', last_name: 'Prod', email: 'ona@prod.test', password: 'Kitchen#2024', password_confirmation: 'Kitchen#2024' };
      expect((await call(h.server.url, 'POST', '/api/chef/auth/register', { body: register })).status).toBe(201);
      expect((await call(h.server.url, 'POST', '/api/chef/auth/forgot-password', { body: { email: 'ona@prod.test' } })).status).toBe(200);
      await expect.poll(() => sent.length).toBe(1);
      const code = /code is ([A-Z0-9]{6})/.exec(sent[0]?.text ?? '')?.[1] ?? '';
      expect(sent[0]?.to).toBe('ona@prod.test');
      expect(code).toMatch(/^[A-Z0-9]{6}$/);
      expect(h.logs.join('\n')).not.toContain(code);
      expect((await call(h.server.url, 'GET', '/admin/mailbox?email=ona@prod.test', { token: 'a'.repeat(32) })).status).toBe(404);
      expect(h.server.config.pusher.secret).toBe('b'.repeat(32));
    } finally {
      await h.dispose();
    }
  });
});
