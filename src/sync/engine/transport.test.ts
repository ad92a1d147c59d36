// The outbox's transport on a weak line (docs/sync.md "Time-outs and uploads on a
// weak line"): a file goes through XMLHttpRequest with a time-out on silence, so an upload that
// needs longer than the API's deadline arrives, once; a stalled upload is given up and waits long
// before the next try; every other request keeps the short deadline; the service worker (no XHR)
// gives a file a deadline sized from it.
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type ApiClientConfig } from '@/api/client';
import { createUploader } from '@/api/upload';
import type { Ticket } from '@/contract';
import { SyncEngine, type SyncEnvironment } from './engine';
import { mutate } from './mutate';
import { OutboxReplayer } from './outbox';
import type { OutboxEvent } from './outbox-events';
import { createTestDb } from '../testing/fake-db';
import { slowLineXhr, type SlowLine } from '../testing/slow-line-xhr';
import { outboxTransport, uploadDeadlineMs, UPLOAD_FLOOR_BYTES_PER_SECOND } from './transport';

const MB = 1_000_000;
const at = new Date(Date.UTC(2026, 10, 23, 14, 0)).toISOString();
const ticket = (clientId: string): Ticket => ({
  id: 5,
  client_id: clientId,
  title: 'Invoice',
  description: 'The invoice is attached.',
  attachment: null,
  attachment_url: null,
  status: 'open',
  order: null,
  unread_replies: 0,
  last_activity_at: at,
  messages: [],
  created_at: at,
  updated_at: at,
});

const environment: SyncEnvironment = { isOnline: () => true, isHidden: () => false, watch: () => () => {} };
const stoppers: Array<{ stop(): void }> = [];
afterEach(() => {
  for (const stopper of stoppers.splice(0)) stopper.stop();
});

/** An engine whose API has a 100 ms deadline and a fetch that needs 300 ms for 1.5 MB (as the old
 * outbox sent files), and whose uploads go over the same slow line through the fake XHR. */
function engineOnASlowLine(line: Omit<SlowLine, 'answer'>) {
  const { db } = createTestDb();
  const fetched: string[] = [];
  const slowFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const bytes = (await request.arrayBuffer()).byteLength;
    fetched.push(`${request.method} ${request.url}`);
    await new Promise((resolve) => setTimeout(resolve, (bytes / line.bytesPerTick) * line.tickMs));
    return new Response(JSON.stringify({ success: true, result: null }), { status: 200 });
  };
  const xhr = slowLineXhr({ ...line, answer: (call) => ({ status: 200, body: { success: true, result: ticket(String(call.body.get('client_id'))) } }) });
  const config: ApiClientConfig = { baseUrl: 'https://k.test/api', getToken: () => 'tok', getLanguage: () => 'en', onUnauthorized: () => {}, timeoutMs: 100, fetch: slowFetch };
  const api: ApiClient = { ...createApiClient(config), upload: createUploader(config, xhr.create) };
  const events: OutboxEvent[] = [];
  const engine = new SyncEngine({ db, api, environment, leaderLock: false, requestBackgroundSync: async () => {}, onOutboxEvent: (event) => events.push(event) });
  stoppers.push(engine);
  return { db, engine, xhr, fetched, events };
}

const pdf = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'application/pdf' });

async function queueTicket(db: ReturnType<typeof createTestDb>['db'], attachment: Blob) {
  return mutate(db, { kind: 'createTicket', ticket: { client_id: crypto.randomUUID(), title: 'Invoice', description: 'The invoice is attached.' }, attachment, attachmentName: 'invoice.pdf' });
}

describe('the outbox on a weak line', () => {
  it('sends a ticket whose PDF needs three times the API deadline once, in one go, and reports its progress', async () => {
    const { db, engine, xhr, fetched, events } = engineOnASlowLine({ tickMs: 10, bytesPerTick: 50_000 }); // 1.5 MB in 300 ms
    const file = pdf(1.5 * MB);
    const entry = await queueTicket(db, file);
    await engine.outbox.flush();

    expect(events.map((event) => event.type)).toEqual(['sending', 'accepted']);
    expect(await db.outbox.count()).toBe(0);
    expect(fetched.filter((call) => !call.startsWith('GET'))).toEqual([]); // not through fetch and its total deadline (the GET is the pull after the answer)
    expect(xhr.calls).toHaveLength(1);
    expect(xhr.calls[0]!.headers).toMatchObject({ 'Idempotency-Key': entry.id, 'X-Action-At': entry.actionAt });
    expect(xhr.bytesSent()).toBeLessThanOrEqual(1.5 * file.size);
  });

  it('gives up an upload that stops moving and waits long before the next try', async () => {
    const { db } = createTestDb();
    const config: ApiClientConfig = { baseUrl: 'https://k.test/api', getToken: () => 'tok', getLanguage: () => 'en', onUnauthorized: () => {} };
    const line = slowLineXhr({ tickMs: 10, bytesPerTick: 50_000, stallAt: 0.4, answer: () => ({ status: 200, body: {} }) });
    const api: ApiClient = { request: () => Promise.reject(new Error('not through fetch')), upload: createUploader(config, line.create) };
    await queueTicket(db, pdf(200_000));
    const events: OutboxEvent[] = [];
    const before = Date.now();
    const replayer = new OutboxReplayer({ db, engineId: 'tab', send: outboxTransport(api, { silenceMs: 100 }), random: () => 1, onEvent: (event) => events.push(event) });
    stoppers.push(replayer);
    await replayer.flush();

    expect(events.find((event) => event.type === 'will-retry')).toMatchObject({ reason: expect.stringMatching(/stalled/) as unknown });
    const waiting = (await db.outbox.toArray())[0]!;
    expect(waiting.attempts).toBe(1);
    expect(waiting.nextAttemptAt - before).toBeGreaterThanOrEqual(30_000); // a tap would wait 1 s
  });

  it('keeps an upload a Wi-Fi sign-in page answered (a redirect, or its 200 HTML) and sends it again later', async () => {
    const { db } = createTestDb();
    const config: ApiClientConfig = { baseUrl: 'https://k.test/api', getToken: () => 'tok', getLanguage: () => 'en', onUnauthorized: () => {} };
    const portal = [
      { status: 200, text: '<html>Sign in to the Wi-Fi</html>', url: 'http://portal.test/login', headers: { 'Content-Type': 'text/html' } },
      { status: 200, text: '<html>Sign in to the Wi-Fi</html>', headers: { 'Content-Type': 'text/html' } },
    ];
    const line = slowLineXhr({
      tickMs: 1,
      bytesPerTick: 1_000_000,
      answer: (call) => portal.shift() ?? { status: 200, body: { success: true, result: ticket(String(call.body.get('client_id'))) } },
    });
    const api: ApiClient = { request: () => Promise.reject(new Error('not through fetch')), upload: createUploader(config, line.create) };
    const entry = await queueTicket(db, pdf(20_000));
    let clock = Date.now();
    const events: OutboxEvent[] = [];
    const replayer = new OutboxReplayer({ db, engineId: 'tab', now: () => clock, send: outboxTransport(api), random: () => 1, onEvent: (event) => events.push(event) });
    stoppers.push(replayer);
    for (let round = 0; round < 2; round += 1) {
      await replayer.flush();
      expect(await db.outbox.count(), 'a sign-in page is not the server: the ticket still waits').toBe(1);
      clock += 11 * 60_000;
    }
    expect(events.map((event) => event.type)).not.toContain('unreadable');
    await replayer.flush();
    expect(await db.outbox.count()).toBe(0);
    expect(line.calls.map((call) => call.headers['Idempotency-Key'])).toEqual([entry.id, entry.id, entry.id]);
    expect(events.filter((event) => event.type === 'accepted')).toHaveLength(1);
  });
});

describe('outboxTransport', () => {
  const recording = () => {
    const calls: Array<{ method: string; path: string; timeoutMs: number | undefined; multipart: boolean; via: 'request' | 'upload' }> = [];
    const request: ApiClient['request'] = async (method, path, options) => {
      calls.push({ method, path, timeoutMs: options.timeoutMs, multipart: options.body !== undefined, via: 'request' });
      return null;
    };
    return { calls, request };
  };

  it('sends a request without a file through the client and its short deadline over the whole exchange', async () => {
    const { calls, request } = recording();
    const send = outboxTransport({ request, upload: () => Promise.reject(new Error('no upload for JSON')) });
    await send({ method: 'POST', path: 'chef/orders/1/accept', json: { preparation_time: 20 } }, { idempotencyKey: 'k', actionAt: at });
    expect(calls).toEqual([{ method: 'POST', path: 'chef/orders/1/accept', timeoutMs: undefined, multipart: false, via: 'request' }]);
  });

  it('without XMLHttpRequest (the service worker) gives a file a deadline sized from it at the 20 kB/s floor', async () => {
    const { calls, request } = recording();
    const body = new FormData();
    body.append('title', 'Invoice');
    body.append('attachment', pdf(1.5 * MB), 'invoice.pdf');
    await outboxTransport({ request })({ method: 'POST', path: 'chef/tickets', body }, { idempotencyKey: 'k', actionAt: at });
    const deadline = calls[0]!.timeoutMs ?? 0;
    expect(deadline).toBe(uploadDeadlineMs(1.5 * MB + 'title'.length + 'Invoice'.length + 'attachment'.length + 400));
    expect(deadline).toBeGreaterThan(((1.5 * MB) / UPLOAD_FLOOR_BYTES_PER_SECOND) * 1000); // 75 s at the floor
    expect(deadline).toBeLessThan(5 * 60_000);
  });
});
