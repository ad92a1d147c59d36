// No body can freeze the server. Forms are parsed in linear time, with a cap on
// fields and multipart parts (413 beyond); a body is read only once the route may use it (an
// anonymous call to a route that needs a chef answers 401 without reading it); channel auth keeps
// its documented 8 kB cap. Each hostile body blocks the event loop for less than 100 ms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxFormFields, maxFormFiles, maxFormParts } from './http/body.ts';
import { call, login, startServer, type Harness } from './testing/harness.ts';
import { measureBlocking } from './testing/event-loop.ts';
import { sendFromChild } from './testing/hostile-request.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

const post = (route: string, body: string, contentType: string, token?: string) =>
  fetch(h.server.url + route, {
    method: 'POST',
    headers: { 'Content-Type': contentType, Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });

describe('hostile forms (point 3)', () => {
  it('answers a 128 kB form of repeated list fields without a token at once (401), not reading it', async () => {
    const { result, worstMs } = await measureBlocking(() =>
      sendFromChild({ url: `${h.server.url}/api/broadcasting/auth`, headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, chunk: '[]=&', repeat: 32 * 1024 }),
    );
    expect(result).toBe(401);
    expect(worstMs).toBeLessThan(100);
  });

  it('keeps the documented 8 kB cap on channel auth', async () => {
    const chef = await login(h.server.url, 'demo@chef.test');
    const answer = await post('/api/broadcasting/auth', `socket_id=1.2&channel_name=${'x'.repeat(9 * 1024)}`, 'application/x-www-form-urlencoded', chef.token);
    expect(answer.status).toBe(413);
  });

  it('refuses a form with more fields than the cap (413), parsing it in linear time', async () => {
    const chef = await login(h.server.url, 'new@chef.test');
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${chef.token}` };
    // 240 kB, under the route's 256 kB cap.
    const { result, worstMs } = await measureBlocking(() => sendFromChild({ url: `${h.server.url}/api/chef/notifications/read-all`, headers, chunk: 'a[]=1&', repeat: 40 * 1024 }));
    expect(result).toBe(413);
    expect(worstMs).toBeLessThan(100);
    const answer = await post('/api/chef/notifications/read-all', 'a[]=1&'.repeat(maxFormFields + 1), 'application/x-www-form-urlencoded', chef.token);
    expect(((await answer.json()) as { message: string }).message).toContain(String(maxFormFields));
  });

  it('refuses more file parts than the cap (413)', async () => {
    const chef = await login(h.server.url, 'new@chef.test');
    const form = new FormData();
    for (let i = 0; i <= maxFormFiles; i++) form.append(`file${i}`, new File(['x'], `f${i}.pdf`, { type: 'application/pdf' }));
    const answer = await fetch(h.server.url + '/api/chef/documents', { method: 'POST', headers: { Authorization: `Bearer ${chef.token}` }, body: form });
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { message: string }).message).toContain(String(maxFormParts));
  });

  it('refuses an 11 MB multipart body of tiny parts from a fresh account (413) without freezing', async () => {
    const chef = await login(h.server.url, 'new@chef.test');
    const boundary = 'hostile-boundary';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="a[]"\r\n\r\nx\r\n`;
    const headers = { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Authorization: `Bearer ${chef.token}` };
    const { result, worstMs, eachMs } = await measureBlocking(() =>
      sendFromChild({ url: `${h.server.url}/api/chef/documents`, headers, chunk: part, repeat: Math.floor((11 * 1024 * 1024) / part.length), tail: `--${boundary}--\r\n` }),
    );
    expect(result).toBe(413);
    console.log(`[bodies] 11 MB multipart: event loop blocked at most ${eachMs.map((ms) => ms.toFixed(1)).join(', ')} ms`);
    expect(worstMs).toBeLessThan(100);
    // And the server answers others at once afterwards.
    expect((await call(h.server.url, 'GET', '/api/cities')).status).toBe(200);
  }, 30_000);
});
