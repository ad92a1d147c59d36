// A stuck action (docs/sync.md "Stuck actions"): an entry that keeps failing
// temporarily is given up after STUCK_AFTER_TRIES tries (or two days with a few tries), is not sent
// on its own any more, lets the actions of its entity that do not depend on it go ahead, and can be
// tried again or discarded.
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { ChefDb } from '@/db/chef-db';
import { mutate } from './mutate';
import { OutboxReplayer } from './outbox';
import { becomesStuck, countsTowardsStuck, DISCARDED, discardStuck, STUCK_AFTER_TRIES, STUCK_MIN_AGE_MS, tryStuckAgain } from './stuck';
import { whenSettled } from './settled';
import { createTestDb } from '../testing/fake-db';
import { createScriptedServer } from '../testing/scripted-server';
import { outboxTransport } from './transport';

let clock = Date.UTC(2026, 10, 21, 12, 0, 0);
const now = () => clock;
const replayers: OutboxReplayer[] = [];
afterEach(() => {
  for (const r of replayers.splice(0)) r.stop();
});

const createTicket = (db: ChefDb, clientId: string, title: string) =>
  mutate(
    db,
    {
      kind: 'createTicket',
      ticket: { client_id: clientId, title, description: `About ${title}` },
      attachment: null,
      attachmentName: null,
    },
    { now: () => new Date(clock) },
  );
const reply = (db: ChefDb, clientId: string, message: string) =>
  mutate(
    db,
    {
      kind: 'replyToTicket',
      ticketKey: clientId,
      ticketRef: clientId,
      reply: { client_id: `${clientId}-r`, message },
      attachment: null,
      attachmentName: null,
    },
    { now: () => new Date(clock) },
  );

/** Flush until the queue has nothing due, moving the clock past each back-off (and, at 90 s a
 * round, the 8th failure past STUCK_MIN_AGE_MS). */
async function flushRounds(outbox: OutboxReplayer, rounds: number, stepMs = 90_000) {
  for (let i = 0; i < rounds; i += 1) {
    await outbox.flush();
    clock += stepMs;
  }
}

describe('stuck actions', () => {
  it('a ticket the API fails 8 times, over 10 minutes, is stuck: not sent again, and the next ticket goes ahead while a reply to it waits', async () => {
    const { db } = createTestDb();
    const server = createScriptedServer();
    const failing = Array.from({ length: 50 }, () => ({
      kind: 'status' as const,
      status: 500,
    }));
    server.script('*', ...failing);
    const first = await createTicket(db, 'ticket-a', 'Broken oven');
    await reply(db, 'ticket-a', 'Still broken');
    const outbox = new OutboxReplayer({
      db,
      send: server.send,
      engineId: 'engine',
      now,
      random: () => 1,
    });
    replayers.push(outbox);

    await flushRounds(outbox, STUCK_AFTER_TRIES + 3);
    expect(server.calls.filter((c) => c.key === first.id)).toHaveLength(STUCK_AFTER_TRIES); // then no more
    const stuck = await db.outbox.get(first.seq as number);
    expect(stuck).toMatchObject({
      attempts: STUCK_AFTER_TRIES,
      lastError: expect.any(String),
    });
    expect(typeof stuck?.stuckAt).toBe('number');

    // Another ticket does not depend on the stuck one: it goes; the reply to the stuck one waits.
    server.script('*'); // nothing scripted left would still fail: clear it
    const calls = server.calls.length;
    const second = await createTicket(db, 'ticket-b', 'New menu');
    const sent: string[] = [];
    const okServer = createScriptedServer();
    const outbox2 = new OutboxReplayer({
      db,
      send: async (request, options) => {
        sent.push(options.idempotencyKey);
        return okServer.send(request, options);
      },
      engineId: 'engine-2',
      now,
      random: () => 1,
    });
    replayers.push(outbox2);
    await flushRounds(outbox2, 3);
    expect(sent).toEqual([second.id]);
    expect(server.calls).toHaveLength(calls);
    expect((await db.outbox.toArray()).map((e) => e.operation.kind)).toEqual(['createTicket', 'replyToTicket']);

    // "Try again": due now, sent, and the reply follows it.
    await tryStuckAgain(db, first.seq as number, clock);
    await flushRounds(outbox2, 3);
    expect(sent.slice(1)).toEqual([first.id, expect.any(String)]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('"Discard" removes a stuck entry and names the collection to pull; the entry behind it goes', async () => {
    const { db } = createTestDb();
    const server = createScriptedServer();
    server.script(
      '*',
      ...Array.from({ length: STUCK_AFTER_TRIES }, () => ({
        kind: 'status' as const,
        status: 500,
      })),
    );
    const first = await createTicket(db, 'ticket-a', 'Broken oven');
    const later = await reply(db, 'ticket-a', 'Still broken');
    const outbox = new OutboxReplayer({
      db,
      send: server.send,
      engineId: 'engine',
      now,
      random: () => 1,
    });
    replayers.push(outbox);
    await flushRounds(outbox, STUCK_AFTER_TRIES + 2);
    expect(server.calls.every((c) => c.key === first.id)).toBe(true); // the reply waited
    const firstOutcome = whenSettled(db, first.id); // the form that sent it, still waiting
    expect(await discardStuck(db, first.seq as number)).toBe('tickets');
    expect(await firstOutcome, 'a discarded action is not reported as saved').toMatchObject({ accepted: false, refusal: { reason: DISCARDED } });
    await flushRounds(outbox, 2);
    expect(server.calls.at(-1)?.key).toBe(later.id);
  });

  it('counts days since the tap only after a few tries', () => {
    const tapped = { actionAt: new Date(Date.UTC(2026, 0, 1)).toISOString() };
    const threeDaysLater = Date.UTC(2026, 0, 4);
    expect(becomesStuck(tapped, 1, threeDaysLater)).toBe(false);
    expect(becomesStuck(tapped, 3, threeDaysLater)).toBe(true);
    expect(becomesStuck(tapped, 3, Date.UTC(2026, 0, 2))).toBe(false);
    const failingSince = Date.UTC(2026, 0, 1);
    expect(becomesStuck({ ...tapped, failingSince }, STUCK_AFTER_TRIES, failingSince + STUCK_MIN_AGE_MS)).toBe(true);
    // Eight answers of the API within a few minutes: not yet (a deploy, a restart).
    expect(becomesStuck({ ...tapped, failingSince }, STUCK_AFTER_TRIES, failingSince + STUCK_MIN_AGE_MS - 1)).toBe(false);
    // An outage: every try failed with no answer (the kitchen's internet gone for minutes); not stuck.
    expect(becomesStuck({ ...tapped, failingSince }, STUCK_AFTER_TRIES + 4, failingSince + STUCK_MIN_AGE_MS, 0)).toBe(false);
    expect(becomesStuck({ ...tapped, failingSince }, STUCK_AFTER_TRIES + 4, failingSince + STUCK_MIN_AGE_MS, STUCK_AFTER_TRIES)).toBe(true);
  });
});

/** A kitchen behind a proxy, through the real API client: `answer` plays what answers each call at
 * the test's clock. Every call is recorded with what answered it. */
function behindAProxy(answer: (at: number) => Response) {
  const calls: Array<{ at: number; key: string | null; status: number }> = [];
  const api = createApiClient({
    baseUrl: 'https://k.test/api',
    getToken: () => 'tok',
    getLanguage: () => 'en',
    onUnauthorized: () => {},
    fetch: async (input) => {
      const response = answer(clock);
      calls.push({ at: clock, key: (input as Request).headers.get('Idempotency-Key'), status: response.status });
      return response;
    },
  });
  return { api, calls };
}

const html = (status: number, headers: Record<string, string> = {}) =>
  new Response('<html><body><h1>503 Service Temporarily Unavailable</h1><hr>nginx</body></html>', { status, headers: { 'Content-Type': 'text/html', ...headers } });
const apiError = (status: number, message: string) => new Response(JSON.stringify({ success: false, message }), { status, headers: { 'Content-Type': 'application/json' } });
const accepted = () => new Response(JSON.stringify({ success: true, message: '', result: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** Runs the replayer the way a leader does: on its own timer, plus a reconnect (`retryNow`) now
 * and then, for `ms` of the test's clock in 1 s steps; returns what the entry looked like. */
async function runFor(outbox: OutboxReplayer, db: ChefDb, ms: number, reconnectEveryMs = 20_000) {
  const end = clock + ms;
  let nextReconnect = clock + reconnectEveryMs;
  const seen: Array<{ at: number; stuckAt: number | null | undefined }> = [];
  while (clock < end) {
    if (clock >= nextReconnect) {
      nextReconnect += reconnectEveryMs;
      await outbox.retryNow();
    } else await outbox.flush();
    for (const entry of await db.outbox.toArray()) seen.push({ at: clock, stuckAt: entry.stuckAt });
    clock += 1_000;
    if (vi.isFakeTimers()) vi.advanceTimersByTime(1_000); // the monotonic clock a Retry-After wait is kept on
  }
  return seen;
}

describe('only the API’s own answers make an action stuck', () => {
  it('an Accept tapped in a 3-minute outage behind a proxy (503 HTML pages) is never stuck, and reaches the server once when it ends', async () => {
    const { db } = createTestDb();
    const outageEnds = clock + 3 * 60_000;
    const { api, calls } = behindAProxy((at) => (at < outageEnds ? html(503) : accepted()));
    const accept = await mutate(db, { kind: 'acceptOrder', orderId: 42, preparationTime: 20, notes: '' }, { now: () => new Date(clock) });
    const outbox = new OutboxReplayer({ db, send: outboxTransport(api), engineId: 'tab', now, random: () => 1 });
    replayers.push(outbox);

    const seen = await runFor(outbox, db, 5 * 60_000);
    expect(seen.filter((look) => typeof look.stuckAt === 'number'), 'never stuck').toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    expect(calls.filter((call) => call.status === 200)).toEqual([{ at: expect.any(Number) as unknown, key: accept.id, status: 200 }]);
    expect(calls.every((call) => call.key === accept.id)).toBe(true);
  });

  it('a gateway’s 502/504, a CDN’s 52x, a maintenance 503 or a 429 never count; the API’s 500 does', () => {
    const proxy = (status: number) => new ApiError({ kind: 'http', status, cause: `status ${status}` });
    const fromApi = (status: number) => ApiError.fromBody(status, { success: false, message: 'Server Error' }, `status ${status}`);
    for (const status of [408, 425, 500, 502, 503, 504, 522]) expect(countsTowardsStuck(proxy(status)), `${status} page`).toBe(false);
    for (const status of [429, 502, 503, 504, 522]) expect(countsTowardsStuck(fromApi(status)), `${status} envelope`).toBe(false);
    expect(countsTowardsStuck(fromApi(500))).toBe(true);
    expect(countsTowardsStuck(new ApiError({ kind: 'timeout', status: null }))).toBe(false);
  });

  it('the API’s own 500, again and again, still makes an action stuck, but not before it has failed for 10 minutes', async () => {
    const { db } = createTestDb();
    const { api, calls } = behindAProxy(() => apiError(500, 'Server Error'));
    const first = await createTicket(db, 'ticket-a', 'Broken oven');
    const outbox = new OutboxReplayer({ db, send: outboxTransport(api), engineId: 'tab', now, random: () => 1 });
    replayers.push(outbox);

    const firstFailure = clock;
    const seen = await runFor(outbox, db, 15 * 60_000);
    const stuckAt = seen.find((look) => typeof look.stuckAt === 'number')?.stuckAt;
    expect(stuckAt).toBeGreaterThanOrEqual(firstFailure + STUCK_MIN_AGE_MS);
    expect(stuckAt).toBeLessThan(firstFailure + STUCK_MIN_AGE_MS + 2 * 60_000);
    expect(calls.filter((call) => call.at < firstFailure + STUCK_MIN_AGE_MS).length).toBeGreaterThanOrEqual(STUCK_AFTER_TRIES);
    expect((await db.outbox.get(first.seq as number))?.stuckAt).toBe(stuckAt);
    const sentWhileStuck = calls.filter((call) => call.at > (stuckAt as number));
    expect(sentWhileStuck, 'a stuck action waits for the chef').toEqual([]);
  });

  it('waits for Retry-After (seconds or an HTTP date) on a 503 and a 429, even across a reconnect', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    onTestFinished(() => void vi.useRealTimers());
    const { db } = createTestDb();
    const answers = [html(503, { 'Retry-After': '120' }), apiError(429, 'Too Many Attempts.'), accepted()];
    const retryAt = () => new Date(clock + 90_000).toUTCString();
    const { api, calls } = behindAProxy((at) => {
      const next = answers.shift() ?? accepted();
      if (next.status === 429) return new Response(next.body, { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': retryAt(), Date: new Date(at).toUTCString() } });
      return next;
    });
    await mutate(db, { kind: 'acceptOrder', orderId: 42, preparationTime: 20, notes: '' }, { now: () => new Date(clock) });
    const outbox = new OutboxReplayer({ db, send: outboxTransport(api), engineId: 'tab', now, random: () => 1 });
    replayers.push(outbox);

    const start = clock;
    await runFor(outbox, db, 5 * 60_000, 5_000); // a reconnect every 5 s: it does not cut the wait short
    expect(calls.map((call) => call.status)).toEqual([503, 429, 200]);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(120_000);
    expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(89_000);
    expect(calls[0]!.at).toBe(start);
  });

  it('does not wait longer than 10 minutes whatever Retry-After asks', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    onTestFinished(() => void vi.useRealTimers());
    const { db } = createTestDb();
    const answers = [html(503, { 'Retry-After': String(24 * 3600) })];
    const { api, calls } = behindAProxy(() => answers.shift() ?? accepted());
    await mutate(db, { kind: 'acceptOrder', orderId: 42, preparationTime: 20, notes: '' }, { now: () => new Date(clock) });
    const outbox = new OutboxReplayer({ db, send: outboxTransport(api), engineId: 'tab', now, random: () => 1 });
    replayers.push(outbox);
    await runFor(outbox, db, 12 * 60_000, 60_000);
    expect(calls.map((call) => call.status)).toEqual([503, 200]);
    expect(calls[1]!.at - calls[0]!.at).toBeLessThanOrEqual(10 * 60_000 + 1_000);
  });
});
