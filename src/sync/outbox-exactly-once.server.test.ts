// Exactly once, with every sender there is (design rule 9): 200 queued actions, a leader tab that
// is killed in the middle of sends whose answers it never got, a second tab that becomes leader, and
// the service worker's Background Sync, all on one database against the in-process reference
// server, with latency on the wire. Asserted on the server's request log (every action applied by
// the server exactly once) and on the wire's (never two sends of one action in flight at a time).
import 'fake-indexeddb/auto'; // the device database (who is signed in), as the worker reads it
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RequestLogEntry } from '../../server/config.ts';
import { login, startServer, type Harness } from '../../server/testing/harness.ts';
import { createApiClient } from '@/api/client';
import { rememberSignedInChef } from '@/db/device-db';
import { flushFromServiceWorker } from './background-flush';
import { mutate } from './mutate';
import { OutboxReplayer } from './outbox';
import { createTestDb } from './testing/fake-db';

const ACTIONS = 200;
const NOTIFICATIONS = 20;
const LEASE_MS = 400;

let h: Harness;
const serverLog: RequestLogEntry[] = [];
beforeAll(async () => {
  h = await startServer({ requestLog: (entry) => serverLog.push(entry) });
});
afterAll(() => h.dispose());

type Send = { key: string; startedAt: number; endedAt: number };
const wireLog: Send[] = [];

/** Seeded latency on both ways, so a wrong claim shows as two sends of one key at the same time.
 * A send ends when its answer is back on the device's side of the wire. */
function wire(seed: number): typeof fetch {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pause = () => new Promise<void>((resolve) => setTimeout(resolve, Math.floor(random() * 15)));
  return async (input, init) => {
    const startedAt = performance.now();
    await pause();
    const response = await fetch(input, init);
    await pause();
    const key = new Request(input, init).headers.get('Idempotency-Key');
    if (key) wireLog.push({ key, startedAt, endedAt: performance.now() });
    return response;
  };
}

describe('two tabs and the service worker over 200 queued actions', () => {
  it('delivers each action to the server exactly once, never two sends of one at a time', async () => {
    const chef = await login(h.server.url, 'demo@chef.test');
    for (let i = 0; i < NOTIFICATIONS; i++) h.server.broadcastToChef(chef.id, { type: 'info', title: `Note ${i}` });
    const ids = (h.server.db.prepare('SELECT id FROM notifications WHERE chef_id = ? ORDER BY id DESC LIMIT ?').all(chef.id, NOTIFICATIONS) as { id: number }[]).map(
      (row) => row.id,
    );
    const { db, idb } = createTestDb(chef.id);
    const keys: string[] = [];
    for (let i = 0; i < ACTIONS; i++) {
      const entry = await mutate(db, { kind: 'markNotificationRead', notificationId: ids[i % NOTIFICATIONS] as number });
      keys.push(entry.id);
    }
    const api = (fetchFn: typeof fetch) =>
      createApiClient({ baseUrl: `${h.server.url}/api`, getToken: () => chef.token, getLanguage: () => 'en', onUnauthorized: () => {}, fetch: fetchFn });
    const sender = (engineId: string, fetchFn: typeof fetch) => {
      const client = api(fetchFn);
      return new OutboxReplayer({
        db,
        engineId,
        leaseMs: LEASE_MS,
        send: (request, { idempotencyKey, actionAt }) => client.request(request.method, request.path, { schema: v.unknown(), idempotencyKey, actionAt }),
      });
    };

    // Tab A leads; the answers to its first sends never come back (the server applied them) and
    // the tab is killed while it waits.
    let lostAnswers = 0;
    const wireA = wire(1);
    const tabA = sender('tab-a', async (input, init) => {
      const response = await wireA(input, init);
      if (lostAnswers < 4) {
        lostAnswers += 1;
        return new Promise<Response>(() => {});
      }
      return response;
    });
    void tabA.flush();
    await vi.waitFor(() => expect(lostAnswers).toBe(4), { timeout: 5_000 });
    tabA.stop(); // killed: no more renewals, no more sends

    // Tab B becomes leader and the browser fires Background Sync at the same time.
    const tabB = sender('tab-b', wire(2));
    await rememberSignedInChef(chef.id, chef.token);
    const worker = flushFromServiceWorker({
      dbOptions: idb,
      baseUrl: `${h.server.url}/api`,
      fetch: wire(3),
      waitForOthersMs: 10_000,
    }).catch(() => {}); // it may leave entries to tab B and ask the browser to retry: fine
    await tabB.flush();
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 15_000, interval: 50 });
    await worker;
    tabB.stop();

    const writes = serverLog.filter((entry) => entry.method === 'POST' && entry.path.startsWith('/api/chef/notifications/read/'));
    const applied = writes.filter((entry) => entry.status === 200 && !entry.replayed).map((entry) => entry.idempotencyKey);
    expect(applied.sort()).toEqual([...keys].sort()); // each action applied once, none missing
    expect(writes.length).toBeGreaterThan(ACTIONS); // the lost answers were sent again (and replayed)
    const byKey = new Map<string, Send[]>();
    for (const send of wireLog) byKey.set(send.key, [...(byKey.get(send.key) ?? []), send]);
    expect([...byKey.keys()].sort()).toEqual([...keys].sort());
    for (const [key, sends] of byKey) {
      const sorted = [...sends].sort((a, b) => a.startedAt - b.startedAt);
      for (let i = 1; i < sorted.length; i++) {
        const [before, after] = [sorted[i - 1] as Send, sorted[i] as Send];
        expect(after.startedAt, `two sends of ${key} overlap`).toBeGreaterThanOrEqual(before.endedAt);
      }
    }
  }, 30_000);
});
