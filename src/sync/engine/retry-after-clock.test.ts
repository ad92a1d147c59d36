// The server's Retry-After is a wait in real time: a device clock put forward during the wait (the
// phone's network time arriving, minutes after a reconnect) must not end it early, or the action is
// sent again into the same "not now" (docs/sync.md, "Time").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import { mutate } from './mutate';
import { OutboxReplayer } from './outbox';
import { createTestDb } from '../testing/fake-db';
import { outboxTransport } from './transport';

afterEach(() => {
  vi.useRealTimers();
});

/** A server that answers the first request 429 with Retry-After 120 s, then accepts; each call is
 * recorded on the true clock (the fake performance clock, which no clock change moves). */
function rateLimitedOnce() {
  const calls: Array<{ realMs: number; status: number }> = [];
  let answered = 0;
  const api = createApiClient({
    baseUrl: 'https://k.test/api',
    getToken: () => 'tok',
    getLanguage: () => 'en',
    onUnauthorized: () => {},
    fetch: async () => {
      answered += 1;
      const response =
        answered === 1
          ? new Response(JSON.stringify({ success: false, message: 'Too Many Attempts.' }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '120' } })
          : new Response(JSON.stringify({ success: true, message: '', result: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });
      calls.push({ realMs: performance.now(), status: response.status });
      return response;
    },
  });
  return { api, calls };
}

describe('Retry-After across a clock correction', () => {
  it.each([
    ['put forward by an hour', 60 * 60_000],
    ['put forward by 100 s', 100_000],
    ['put back by an hour', -60 * 60_000],
  ])('a device clock %s during the wait does not send before the server said', async (_name, jumpMs) => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'], now: Date.UTC(2026, 10, 29, 12, 0, 0) });
    const { db } = createTestDb();
    const { api, calls } = rateLimitedOnce();
    await mutate(db, { kind: 'acceptOrder', orderId: 42, preparationTime: 20, notes: '' });
    const outbox = new OutboxReplayer({ db, send: outboxTransport(api), engineId: 'tab', now: () => Date.now(), random: () => 1 });
    try {
      await outbox.flush();
      expect(calls.map((call) => call.status)).toEqual([429]);
      vi.advanceTimersByTime(10_000);
      vi.setSystemTime(Date.now() + jumpMs); // network time arrives: the wall clock jumps, real time does not
      for (let second = 0; second < 200 && calls.length < 2; second += 1) {
        await outbox.retryNow(); // reconnects keep asking
        vi.advanceTimersByTime(1_000);
      }
      expect(calls.map((call) => call.status)).toEqual([429, 200]);
      expect(calls[1]!.realMs - calls[0]!.realMs).toBeGreaterThanOrEqual(120_000);
      expect(calls[1]!.realMs - calls[0]!.realMs).toBeLessThan(125_000);
    } finally {
      outbox.stop();
    }
  });
});
