import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { authResultSchema, emptyResult } from '@/contract';
import { createApiClient, apiBaseUrl, type ApiClientConfig } from './client';
import { ApiError } from './errors';

const user = { id: 7, uuid: 'u-7', status: 'approved', first_name: 'Ona', last_name: 'Chef', email: 'demo@chef.test' };

type Call = { url: string; method: string; headers: Headers; body: string };

function setup(answer: (call: Call) => Response | Promise<Response>, overrides: Partial<ApiClientConfig> = {}) {
  const calls: Call[] = [];
  const onUnauthorized = vi.fn();
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    const call = { url: req.url, method: req.method, headers: req.headers, body: await req.text() };
    calls.push(call);
    return answer(call);
  };
  const client = createApiClient({
    baseUrl: 'https://kitchen.test/api',
    getToken: () => 'tok-1',
    getLanguage: () => 'en',
    onUnauthorized,
    fetch: fetchStub as typeof fetch,
    ...overrides,
  });
  return { client, calls, onUnauthorized };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('api client', () => {
  it('unwraps the envelope and parses result with the schema', async () => {
    const { client } = setup(() => json(200, { success: true, message: 'ok', result: { token: 't', user } }));
    const result = await client.request('POST', '/login', { json: { email: 'a@b.c', password: 'x' }, schema: authResultSchema });
    expect(result.token).toBe('t');
    expect(result.user.phone).toBeNull(); // defaults of the schema applied
  });

  it('sends the spec headers, the body and the path under the base', async () => {
    const { client, calls } = setup(() => json(200, { success: true, result: null }));
    await client.request('POST', '/chef/auth/logout', {
      json: { a: 1 },
      schema: emptyResult,
      idempotencyKey: 'key-1',
      actionAt: new Date('2026-01-02T03:04:05Z'),
    });
    const call = calls[0]!;
    expect(call.url).toBe('https://kitchen.test/api/chef/auth/logout');
    expect(call.method).toBe('POST');
    expect(call.headers.get('authorization')).toBe('Bearer tok-1');
    expect(call.headers.get('language')).toBe('en');
    expect(call.headers.get('accept')).toBe('application/json');
    expect(call.headers.get('idempotency-key')).toBe('key-1');
    expect(call.headers.get('x-action-at')).toBe('2026-01-02T03:04:05.000Z');
    expect(JSON.parse(call.body)).toEqual({ a: 1 });
  });

  it('sends no Authorization header without a token', async () => {
    const { client, calls } = setup(() => json(200, { success: true, result: null }), { getToken: () => null });
    await client.request('GET', 'chef/notifications', { schema: emptyResult });
    expect(calls[0]!.headers.has('authorization')).toBe(false);
  });

  it('turns a wrong shape into a malformed error with a clear message', async () => {
    const { client } = setup(() => json(200, { success: true, result: { token: 5 } }));
    const error = await failure(client.request('GET', '/verify-token', { schema: authResultSchema }));
    expect(error.kind).toBe('malformed');
    expect(error.detail).toMatch(/^The server sent an answer the app could not read: result\.token/);
  });

  it('turns a non-JSON answer into a malformed error', async () => {
    const { client } = setup(() => new Response('<html>proxy</html>', { status: 200 }));
    const error = await failure(client.request('GET', '/verify-token', { schema: authResultSchema }));
    expect(error.kind).toBe('malformed');
    expect(error.detail).toBe('The server sent an answer the app could not read: it is not JSON.');
  });

  it('takes the detail from the first errors entry, then message, then the error', async () => {
    const withErrors = setup(() => json(422, { success: false, message: 'Invalid data', errors: { email: ['Invalid email format.', 'x'], password: ['p'] } }));
    const e1 = await failure(withErrors.client.request('POST', '/login', { schema: emptyResult }));
    expect([e1.kind, e1.status, e1.detail, e1.message]).toEqual(['http', 422, 'Invalid email format.', 'Invalid email format.']);
    expect(e1.errors.password).toEqual(['p']);

    const withMessage = setup(() => json(403, { success: false, message: 'Not allowed for your status', errors: {} }));
    expect((await failure(withMessage.client.request('GET', '/x', { schema: emptyResult }))).detail).toBe('Not allowed for your status');

    const bare = setup(() => new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    expect((await failure(bare.client.request('GET', '/x', { schema: emptyResult }))).detail).toBe('Request failed with status code 502 Bad Gateway');
  });

  it('says whether the app runs installed (X-App-Display) when it can tell, and nothing otherwise', async () => {
    const installed = setup(() => json(200, { success: true, message: '', result: null }), { display: () => 'standalone' });
    await installed.client.request('GET', 'chef/devices', { schema: emptyResult });
    expect(installed.calls[0]?.headers.get('X-App-Display')).toBe('standalone');
    const worker = setup(() => json(200, { success: true, message: '', result: null }));
    await worker.client.request('GET', 'chef/devices', { schema: emptyResult });
    expect(worker.calls[0]?.headers.has('X-App-Display')).toBe(false);
  });

  it('calls the 401 hook when a logged-in call is refused', async () => {
    const { client, onUnauthorized } = setup(() => json(401, { success: false, message: 'Unauthenticated.' }));
    const error = await failure(client.request('GET', 'chef/notifications', { schema: emptyResult }));
    expect(error.status).toBe(401);
    expect(error.detail).toBe('Unauthenticated.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    // The refusal goes with it: a device signed out from another one forgets the chef's data.
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('does not call the 401 hook for a call without a token or when the caller opts out', async () => {
    const anonymous = setup(() => json(401, { success: false, message: 'Wrong email or password.' }), { getToken: () => null });
    await failure(anonymous.client.request('POST', '/login', { schema: emptyResult }));
    expect(anonymous.onUnauthorized).not.toHaveBeenCalled();

    const optedOut = setup(() => json(401, { success: false, message: 'Unauthenticated.' }));
    await failure(optedOut.client.request('GET', '/verify-token', { schema: emptyResult, skipUnauthorizedHook: true }));
    expect(optedOut.onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call the 401 hook on other errors', async () => {
    const { client, onUnauthorized } = setup(() => json(403, { success: false, message: 'no' }));
    await failure(client.request('GET', '/x', { schema: emptyResult }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a time-out into kind timeout', async () => {
    const never = (call: Call) => new Promise<Response>(() => void call);
    const { client } = setup(never, { timeoutMs: 30 });
    const error = await failure(client.request('GET', '/slow', { schema: emptyResult }));
    expect(error.kind).toBe('timeout');
    expect(error.status).toBeNull();
    expect(error.isTemporary).toBe(true);
  });

  it('counts the body in the deadline: an answer whose body stalls after the headers times out', async () => {
    // The headers arrive at once, then the body sends a few bytes and stops (a stalled proxy).
    const stalled = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start: (controller) => controller.enqueue(new TextEncoder().encode('{"success":tr')),
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    const { client } = setup(stalled, { timeoutMs: 50 });
    const error = await failure(client.request('POST', '/chef/orders/1/accept', { schema: emptyResult }));
    expect(error.kind).toBe('timeout');
    expect(error.isTemporary).toBe(true);
  });

  it('keeps one deadline for the headers and the body together, and a call may ask for its own', async () => {
    // Headers after 40 ms, the body 40 ms later: each alone is inside 60 ms, the exchange is not.
    const slow = () =>
      new Promise<Response>((resolve) =>
        setTimeout(() => {
          const body = new ReadableStream<Uint8Array>({
            start: (controller) =>
              void setTimeout(() => {
                controller.enqueue(new TextEncoder().encode(JSON.stringify({ success: true, result: null })));
                controller.close();
              }, 40),
          });
          resolve(new Response(body, { status: 200 }));
        }, 40),
      );
    const { client } = setup(slow, { timeoutMs: 60 });
    expect((await failure(client.request('GET', '/slow', { schema: emptyResult }))).kind).toBe('timeout');
    await expect(client.request('GET', '/slow', { schema: emptyResult, timeoutMs: 1_000 })).resolves.toBeNull();
  });

  it('lets the caller cancel while the body is read', async () => {
    const controller = new AbortController();
    const stalled = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start: (body) => {
            body.enqueue(new TextEncoder().encode('{'));
            controller.abort();
          },
        }),
        { status: 200 },
      );
    const { client } = setup(stalled, { timeoutMs: 5_000 });
    const error = await client.request('GET', '/x', { schema: emptyResult, signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it('takes an upload’s 2xx that is not JSON (a portal’s page) as no answer, as the XHR uploader does', async () => {
    const portal = () => new Response('<html>Sign in to the Wi-Fi</html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    const { client } = setup(portal);
    const upload = await failure(client.request('POST', 'chef/foods', { schema: v.unknown(), body: new FormData() }));
    expect(upload.isTemporary).toBe(true);
    // A JSON call keeps "unreadable": the API answered it (a malformed success was applied).
    const tap = await failure(client.request('POST', 'chef/orders/1/accept', { schema: v.unknown(), json: {} }));
    expect(tap.kind).toBe('malformed');
  });

  it('reads Retry-After and tells the API’s own error envelope from a proxy’s page', async () => {
    const { client } = setup(() => new Response('<html>502 Bad Gateway</html>', { status: 503, headers: { 'Retry-After': '45' } }));
    expect(await failure(client.request('GET', 'chef/orders', { schema: v.unknown() }))).toMatchObject({ status: 503, fromApi: false, retryAfterMs: 45_000 });
    const { client: api } = setup(() => json(500, { success: false, message: 'Server Error' }));
    expect(await failure(api.request('GET', 'chef/orders', { schema: v.unknown() }))).toMatchObject({ status: 500, fromApi: true, retryAfterMs: null });
  });

  it('turns a lost connection into kind network', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(client.request('GET', '/x', { schema: emptyResult }));
    expect(error.kind).toBe('network');
    expect(error.isTemporary).toBe(true);
  });

  it('parses a list result with its schema', async () => {
    const { client } = setup(() => json(200, { success: true, result: [1, 2] }));
    await expect(client.request('GET', '/n', { schema: v.array(v.number()) })).resolves.toEqual([1, 2]);
  });
});

describe('apiBaseUrl', () => {
  it('uses VITE_API_URL without a trailing slash', () => {
    expect(apiBaseUrl('https://api.example.com/')).toBe('https://api.example.com/api');
  });
  it('falls back to this origin', () => {
    vi.stubGlobal('location', { origin: 'http://localhost:8080' });
    expect(apiBaseUrl('')).toBe('http://localhost:8080/api');
    vi.unstubAllGlobals();
  });
});
