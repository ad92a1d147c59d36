// Account lockout abuse: anyone who knows a chef's e-mail can fill the account's failed-login
// count (20 a minute from 4 addresses, renewed every minute). The owner signing in from a device
// that signed in before (the device cookie a sign-in sets, or a live token of the same chef) is
// counted per device and not refused by that lock; everyone else still is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, demoPassword, startServer, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer({ rateLimits: { loginFailuresPerAccount: 5 } });
});
afterAll(() => h.dispose());

const email = 'demo@chef.test';
const signIn = (password: string, headers: Record<string, string> = {}) => call(h.server.url, 'POST', '/api/login', { body: { email, password }, headers });

describe('a locked account and the devices its chef signed in on', () => {
  it("lets the owner's known devices sign in with the right password while the lock holds for others", async () => {
    const before = await signIn(demoPassword);
    expect(before.status).toBe(200);
    const setCookie = before.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^hk_device=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Path=\/api\/login/);
    const cookie = setCookie.split(';')[0]!;
    const token = (before.json.result as { token: string }).token;

    // The attacker fills the account's failures (the per-account limit, lowered to 5 here).
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn('wrong-password')).status).toBe(422);
    const locked = await signIn(demoPassword);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('Retry-After')).toBeTruthy();

    expect((await signIn(demoPassword, { Cookie: cookie })).status).toBe(200);
    expect((await signIn(demoPassword, { Authorization: `Bearer ${token}` })).status).toBe(200);
    // A forged cookie is a stranger's.
    expect((await signIn(demoPassword, { Cookie: `${cookie.slice(0, -3)}abc` })).status).toBe(429);
  });

  it('counts wrong passwords from a known device on their own: five lock that device', async () => {
    const first = await call(h.server.url, 'POST', '/api/login', { body: { email: 'new@chef.test', password: demoPassword } });
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0]!;
    const attempt = (password: string) => call(h.server.url, 'POST', '/api/login', { body: { email: 'new@chef.test', password }, headers: { Cookie: cookie } });
    for (let index = 0; index < 5; index++) expect((await attempt('wrong-password')).status).toBe(422);
    expect((await attempt(demoPassword)).status).toBe(429);
  });
});
