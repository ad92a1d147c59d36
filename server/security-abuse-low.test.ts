// Small abuse findings of the server review, each as a client sees it: a multipart part without a
// name, the 422 the contract document must list, the reference page script sent compressed and
// revalidated, and (last) the upload cap of the foods reorder.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startServer, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

const boundary = 'xYzBoundary';
const unnamedParts = [
  `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nvalue\r\n--${boundary}--\r\n`,
  `--${boundary}\r\nContent-Disposition: form-data; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--${boundary}--\r\n`,
];

const postMultipart = (route: string, body: string, token?: string) =>
  fetch(h.server.url + route, {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  });

describe('a multipart part without a name', () => {
  it('answers 400 with the envelope, on anonymous and signed-in routes, and logs no trace', async () => {
    const chef = await login(h.server.url, 'demo@chef.test');
    const logged = h.logs.length;
    for (const body of unnamedParts) {
      for (const [route, token] of [
        ['/api/login', undefined],
        ['/api/chef/auth/forgot-password', undefined],
        ['/api/chef/notifications/read-all', chef.token],
        ['/api/chef/foods', chef.token],
      ] as const) {
        const answer = await postMultipart(route, body, token);
        expect(answer.status, `${route}`).toBe(400);
        const json = (await answer.json()) as { success: boolean; message: string };
        expect(json.success).toBe(false);
        expect(json.message).toMatch(/multipart/);
      }
    }
    expect(h.logs.slice(logged).filter((line) => line.startsWith('[error]'))).toEqual([]);
  });
});

describe('the contract document lists 422 where an Idempotency-Key can be refused', () => {
  it('answers a too long key with 422 on readNotification, deleteFood, endKitchenBusy and readTicket, as documented', async () => {
    const chef = await login(h.server.url, 'demo@chef.test');
    const headers = { 'Idempotency-Key': 'k'.repeat(256) };
    for (const [method, route] of [
      ['POST', '/api/chef/notifications/read/1'],
      ['DELETE', '/api/chef/foods/any-food'],
      ['POST', '/api/chef/kitchen/busy/end'],
      ['POST', '/api/chef/tickets/T-1/read'],
    ] as const) {
      // `call` checks every answer against the document: an undocumented status throws.
      const answer = await call(h.server.url, method, route, { token: chef.token, headers });
      expect(answer.status, route).toBe(422);
      expect(answer.json.errors?.idempotency_key).toBeDefined();
    }
  });
});

describe('the reference page script (3.5 MB)', () => {
  /** One GET as a client sees it on the wire: status, headers and the bytes received. */
  const get = (headers: Record<string, string>) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
      const request = http.get(`${h.server.url}/api-docs/api-reference.js`, { headers }, (answer) => {
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => (bytes += chunk.byteLength));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, bytes }));
      });
      request.on('error', reject);
    });

  it('is sent compressed with an ETag, and a revalidation answers 304 without the script', async () => {
    const plain = await get({});
    expect(plain.status).toBe(200);
    expect(plain.bytes).toBeGreaterThan(1024 * 1024);
    const compressed = await get({ 'Accept-Encoding': 'br, gzip' });
    expect(compressed.status).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/i);
    expect(compressed.bytes).toBeLessThan(plain.bytes / 3);
    const etag = compressed.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get({ 'Accept-Encoding': 'br, gzip', 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    expect(again.bytes).toBe(0);
    const gzip = await get({ 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).not.toBe(etag);
  });
});

describe('the foods reorder', () => {
  // Last in the file: the server answers before reading the body and closes that connection.
  it('has the 256 kB cap of a body without a file (413 beyond), not the 6 MB of an upload', async () => {
    const chef = await login(h.server.url, 'demo@chef.test');
    const body = JSON.stringify({ slugs: Array.from({ length: 30_000 }, (_, index) => `food-${index}`) });
    expect(body.length).toBeGreaterThan(256 * 1024);
    const answer = await fetch(`${h.server.url}/api/chef/foods/reorder`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${chef.token}` },
      body,
    });
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as { success: boolean }).success).toBe(false);
  });
});
