// The request pipeline: status-gated routes, authentication on /chef/* as a group,
// route caps and malformed bodies answered 400 before they cost anything, token expiry.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, setChefStatus, startServer, type Harness } from './testing/harness.ts';

let h: Harness;
let url: string;
let clock = Date.now();
beforeAll(async () => {
  h = await startServer({ now: () => clock, tokenLifetimeDays: 90, tokenIdleDays: 30 });
  url = h.server.url;
});
afterAll(() => h.dispose());

const day = 24 * 60 * 60 * 1000;

describe('the account status gates the kitchen, menu, orders and tickets', () => {
  it.each([
    ['suspended', 'Your account is suspended. Please contact support.'],
    ['inactive', 'Your account is inactive. Please contact support to activate it.'],
    ['registered', 'Your account is not approved yet. Finish your onboarding and wait for approval.'],
  ])('a %s chef gets 403 with a message on listing and accepting orders', async (status, message) => {
    const chef = await login(url, 'docs@chef.test');
    setChefStatus(h.server, 'docs@chef.test', status);
    const list = await call(url, 'GET', '/api/chef/orders/active', { token: chef.token });
    expect(list.status).toBe(403);
    expect(list.json.message).toBe(message);
    const accept = await call(url, 'POST', '/api/chef/orders/1/accept', { token: chef.token, body: { preparation_time: 15 } });
    expect(accept.status).toBe(403);
    for (const route of ['/api/chef/kitchen', '/api/chef/foods', '/api/chef/tickets', '/api/chef/orders/history']) {
      expect((await call(url, 'GET', route, { token: chef.token })).status, route).toBe(403);
    }
    // What any signed-in chef may still do: their profile, the notifications, sign out.
    expect((await call(url, 'GET', '/api/chef/personal-info/profile', { token: chef.token })).status).toBe(200);
    expect((await call(url, 'GET', '/api/chef/notifications', { token: chef.token })).status).toBe(200);
  });

  it('an approved chef is let through', async () => {
    const demo = await login(url, 'demo@chef.test');
    expect((await call(url, 'GET', '/api/chef/orders/active', { token: demo.token })).status).toBe(200);
  });

  it('every /chef/* route but the open sign-in ones answers 401 without a token, even one that does not exist yet', async () => {
    for (const route of ['/api/chef/orders/active', '/api/chef/kitchen', '/api/chef/some-future-route', '/api/chef/personal-info/profile']) {
      expect((await call(url, 'GET', route)).status, route).toBe(401);
    }
    // 401 before the body is read: a large body to a closed route is not even looked at.
    const big = await call(url, 'POST', '/api/chef/personal-info/update', { body: { notes: 'x'.repeat(2 * 1024 * 1024) } });
    expect(big.status).toBe(401);
    // An open route is answered (here: no such account, 422), not refused with 401.
    expect((await call(url, 'POST', '/api/chef/auth/forgot-password', { body: { email: 'nobody@chef.test' } })).status).toBe(422);
  });
});

/** Sends a raw request: `written` once the body has left, `answered` with the status and time. */
function rawRequest(path: string, headers: Record<string, string>, body: string) {
  const startedAt = performance.now();
  let written: () => void = () => undefined;
  const sent = new Promise<void>((resolve) => (written = resolve));
  const answered = new Promise<{ status: number; ms: number }>((resolve, reject) => {
    // Its own connection (not the pooled keep-alive agent): the server answers 413 and closes
    // while the body is still being written, and a pooled socket's late EPIPE had no listener.
    const request = http.request(`${url}${path}`, { method: 'POST', headers, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - startedAt }));
    });
    // The server may answer 413 and close before the whole body is written.
    request.on('error', (error) => (/EPIPE|ECONNRESET/.test(error.message) ? resolve({ status: 413, ms: performance.now() - startedAt }) : reject(error)));
    request.on('socket', (socket) => socket.on('error', () => undefined)); // reported through `request` above
    request.on('finish', () => written());
    request.end(body);
  });
  return { sent: Promise.race([sent, answered.then(() => undefined)]), answered };
}

describe('hostile bodies', () => {
  it('answers an 8 MB JSON body of 600,000 keys to /api/login quickly, while GET / is served within 200 ms', async () => {
    const keys = Array.from({ length: 600_000 }, (_, i) => `"k${i}":"v"`).join(',');
    const body = `{"email":"a@b.lt","password":"x",${keys}}`;
    expect(body.length).toBeGreaterThan(8_000_000);
    const hostile = rawRequest('/api/login', { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) }, body);
    await hostile.sent;
    const startedAt = performance.now();
    const page = await fetch(`${url}/`);
    const pageMs = performance.now() - startedAt;
    await page.text();
    expect(pageMs, 'GET / while the hostile body is handled').toBeLessThan(200);
    const answer = await hostile.answered;
    expect(answer.status).toBe(413); // refused for its size, never parsed
    expect(answer.ms, 'the hostile request itself is answered quickly').toBeLessThan(2_000);
  });

  it('answers 400 for JSON nested 10,000 deep', async () => {
    const nested = `{"email":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const demo = await login(url, 'demo@chef.test');
    const deep = await call(url, 'POST', '/api/chef/notifications/read-all', { token: demo.token, body: nested });
    expect(deep.status).toBe(400);
    expect(deep.json.message).toBe('The request body is nested too deeply (at most 32 levels).');
    // A sign-in route's cap is a few kB: the same body is refused for its size before it is parsed.
    expect((await call(url, 'POST', '/api/chef/auth/forgot-password', { body: nested })).status).toBe(413);
  });

  it('answers 400 for a multipart body without a boundary, and for a broken one', async () => {
    const demo = await login(url, 'pending@chef.test');
    setChefStatus(h.server, 'pending@chef.test', 'personal_info_filled');
    const noBoundary = await call(url, 'POST', '/api/chef/documents', { token: demo.token, headers: { 'Content-Type': 'multipart/form-data' }, body: 'hello' });
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.json.message).toBe('The request body is not valid multipart form data (no boundary).');
    const broken = await call(url, 'POST', '/api/chef/documents', { token: demo.token, headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' }, body: '--abc\r\nnot a part' });
    expect(broken.status).toBe(400);
  });
});

describe('tokens expire', () => {
  it('after the idle time-out, and last use is written at most once a minute', async () => {
    const chef = await login(url, 'demo@chef.test');
    const lastUse = () => (h.server.db.prepare('SELECT last_used_at FROM tokens ORDER BY id DESC LIMIT 1').get() as { last_used_at: string | null }).last_used_at;
    expect((await call(url, 'GET', '/api/verify-token', { token: chef.token })).status).toBe(200);
    const first = lastUse();
    expect(first).toBe(new Date(clock).toISOString());
    clock += 30_000;
    await call(url, 'GET', '/api/verify-token', { token: chef.token });
    expect(lastUse()).toBe(first); // not written again within the minute
    clock += 31_000;
    await call(url, 'GET', '/api/verify-token', { token: chef.token });
    expect(lastUse()).toBe(new Date(clock).toISOString());
    clock += 29 * day;
    expect((await call(url, 'GET', '/api/verify-token', { token: chef.token })).status).toBe(200); // used within 30 days
    clock += 30 * day;
    expect((await call(url, 'GET', '/api/verify-token', { token: chef.token })).status).toBe(401);
  });

  it('after its lifetime, however often it is used', async () => {
    const chef = await login(url, 'demo@chef.test');
    for (let age = 20; age <= 80; age += 20) {
      clock += 20 * day;
      expect((await call(url, 'GET', '/api/verify-token', { token: chef.token })).status).toBe(200);
    }
    clock += 20 * day; // 100 days old
    expect((await call(url, 'GET', '/api/verify-token', { token: chef.token })).status).toBe(401);
  });
});
