// The sender's life (design rule 9, docs/sync.md "Who sends"): a tab that loses the lead stops
// sending and hands what it had in flight to the new leader; a send's claim holds for its whole
// hold limit without any timer having to run in a (throttled, hidden) tab; a request that cannot
// even be built is a bug of its entry like any other thrown one, and leaves no claim or timer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import type { ChefDb } from '@/db/chef-db';
import { SyncEngine, type SyncEnvironment } from './engine';
import { MAX_BUG_ATTEMPTS } from './failure';
import { mutate } from './mutate';
import { operationSpec } from '../operations/operations';
import { OutboxReplayer, type OutboxDeps } from './outbox';
import { createTestDb, unreadNotification } from '../testing/fake-db';
import { fakeWebLocks } from '../testing/web-locks';

const stoppers: Array<{ stop(): void }> = [];
afterEach(() => {
  for (const s of stoppers.splice(0)) s.stop();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

async function queued(count: number, db: ChefDb = createTestDb().db) {
  await db.notifications.bulkPut(Array.from({ length: count }, (_, i) => unreadNotification(i + 1)));
  const keys: string[] = [];
  for (let i = 1; i <= count; i++) keys.push((await mutate(db, { kind: 'markNotificationRead', notificationId: i })).id);
  return keys;
}

describe('a tab that loses the lead', () => {
  it('sends nothing more; what it had in flight is sent by the new leader, and the server applies each action once', async () => {
    vi.stubGlobal('navigator', { locks: fakeWebLocks(), onLine: true });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const lock = `lead-${crypto.randomUUID()}`;
    const { db, idb } = createTestDb();
    const keys = await queued(12, db);

    // The server: a send takes 150 ms on the wire and is applied when it arrives whole; a send the
    // device aborts before that never arrives.
    const calls: Array<{ tab: string; key: string; at: number }> = [];
    const applied = new Map<string, number>();
    const api = (tab: string): ApiClient => ({
      request: async (method, _path, options) => {
        if (method === 'GET') return [] as never;
        const key = options?.idempotencyKey as string;
        calls.push({ tab, key, at: performance.now() });
        await new Promise<void>((resolve, reject) => {
          const arrived = setTimeout(resolve, 150);
          options?.signal?.addEventListener('abort', () => {
            clearTimeout(arrived);
            reject(new DOMException('The request was aborted.', 'AbortError'));
          });
        });
        applied.set(key, (applied.get(key) ?? 0) + 1);
        return null as never;
      },
    });
    const environment: SyncEnvironment = { isOnline: () => true, isHidden: () => false, watch: () => () => {} };
    const tab = (name: string) => {
      const engine = new SyncEngine({ db: createTestDb(1, idb).db, api: api(name), engineId: `tab-${name}`, environment, leaderLock: lock, requestBackgroundSync: async () => {} });
      stoppers.push(engine);
      engine.start();
      return engine;
    };

    tab('A');
    await vi.waitFor(() => expect(calls.filter((c) => c.tab === 'A')).toHaveLength(4)); // A leads: four in flight
    const b = tab('B');
    b.restartRealtime(); // the chef asks tab B to reconnect: B takes the lock from A
    await new Promise((resolve) => setTimeout(resolve, 0));
    const stolenAt = performance.now();

    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 5_000 });
    expect(calls.filter((c) => c.tab === 'A' && c.at >= stolenAt)).toEqual([]);
    expect(new Set(calls.filter((c) => c.tab === 'B').map((c) => c.key))).toEqual(new Set(keys));
    expect(keys.map((key) => applied.get(key))).toEqual(keys.map(() => 1));
  });


  it('hands back a photo it was uploading as one that may have reached the server: deleting the food then deletes it there', async () => {
    const { db } = createTestDb();
    const key = crypto.randomUUID();
    const food = { name: 'Kibinai', price: 4, description: null, tags: ['Pastry'], daily_quantity: null, display_order: 4, client_id: key };
    await mutate(db, { kind: 'createFood', food, image: new Blob([new Uint8Array(300_000)], { type: 'image/webp' }), imageName: 'k.webp' });
    let uploading = false;
    const outbox = new OutboxReplayer({ db, engineId: 'tab-a', send: () => ((uploading = true), new Promise<never>(() => {})) });
    stoppers.push(outbox);
    const sending = outbox.flush();
    await vi.waitFor(() => expect(uploading).toBe(true));
    outbox.suspend(); // another tab took the lead
    await sending;
    const [create] = await db.outbox.toArray();
    expect(create?.claimedUntil).toBe(0); // the new leader may send it at once
    expect(create?.attempts).toBe(0); // losing the lead is not a failure of the upload

    await mutate(db, { kind: 'deleteFood', foodKey: key, foodRef: key });
    expect((await db.outbox.orderBy('seq').toArray()).map((entry) => entry.operation.kind)).toEqual(['createFood', 'deleteFood']);
  });
});

describe('a claim', () => {
  it('holds for the whole hold limit of its send, though the tab renews nothing (its timers throttled)', async () => {
    const { db } = createTestDb();
    const [key] = await queued(1, db);
    let clock = Date.UTC(2026, 10, 28, 12);
    // A hidden tab: a timer that repeats does not fire for a minute.
    vi.spyOn(globalThis, 'setInterval').mockImplementation((() => 0) as never);
    const inFlight = new Map<string, number>();
    let mostAtOnce = 0;
    const sends: string[] = [];
    const uploading: OutboxDeps['send'] = async (_request, { idempotencyKey }) => {
      sends.push(idempotencyKey);
      inFlight.set(idempotencyKey, (inFlight.get(idempotencyKey) ?? 0) + 1);
      mostAtOnce = Math.max(mostAtOnce, inFlight.get(idempotencyKey) ?? 0);
      return new Promise<never>(() => {}); // still uploading
    };
    const first = new OutboxReplayer({ db, send: uploading, engineId: 'tab-a', now: () => clock });
    stoppers.push(first);
    void first.flush();
    while (sends.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));

    clock += 45_000; // past the old 30 s lease, within the 60 s hold limit of a tap
    const second = new OutboxReplayer({ db, send: uploading, engineId: 'service-worker', now: () => clock });
    stoppers.push(second);
    void second.flush(); // a send it started would never end: not awaited
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sends).toEqual([key]);
    expect(mostAtOnce).toBe(1); // the same Idempotency-Key never in flight twice
  });
});

describe('a request that cannot be built', () => {
  it('is a bug of its entry: tried a few times, then "Not saved" with its reason; no claim and no timer left', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { db } = createTestDb();
    await queued(1, db);
    vi.spyOn(operationSpec({ kind: 'markNotificationRead', notificationId: 1 }), 'request').mockImplementation(() => {
      throw new TypeError('An entry of an older shape');
    });
    let clock = Date.UTC(2026, 10, 28, 12);
    const timersBefore = vi.getTimerCount(); // the mutation's own (its journal line)
    const sends: string[] = [];
    const outbox = new OutboxReplayer({ db, send: async (request) => void sends.push(request.path), engineId: 'tab-a', now: () => clock, random: () => 1 });
    stoppers.push(outbox);
    for (let i = 0; i < MAX_BUG_ATTEMPTS + 3; i++) {
      await outbox.flush();
      clock += 10 * 60_000; // past any back-off
    }
    expect(sends).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.notSaved.toArray()).toEqual([expect.objectContaining({ reason: 'An entry of an older shape' })]);
    expect(vi.getTimerCount()).toBe(timersBefore); // no renewal, hold or wake-up timer left behind
  });
});
