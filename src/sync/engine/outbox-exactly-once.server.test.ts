// Exactly once, with every sender there is (design rule 9, docs/sync.md "Who sends"): 200 queued
// actions on one database, shared by two tab engines that elect their leader with Web Locks and by
// the service worker's Background Sync, against the in-process reference server with latency on
// the wire. Tab A leads and sends while tab B, which does not lead, is told the tab became visible
// and the connection came back; then A is killed while waiting for answers the server already
// committed, the browser fires Background Sync and B takes the lead while the worker sends. Asserted on
// the server's request log (each action applied exactly once, two requests of one action never in
// the server at the same time) and on the wire's (never two sends of one action in flight at once,
// and no send by a tab that does not lead).
import 'fake-indexeddb/auto'; // Dexie's live queries (the leader's outbox watch) need a global IndexedDB
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RequestLogEntry } from '../../../server/config.ts';
import { login, startServer, type Harness } from '../../../server/testing/harness.ts';
import { createApiClient } from '@/api/client';
import { flushFromServiceWorker, SERVICE_WORKER_ENGINE_ID } from './background-flush';
import { SyncEngine, type SyncEnvironment } from './engine';
import { mutate } from './mutate';
import { createTestDb } from '../testing/fake-db';
import { fakeWebLocks } from '../testing/web-locks';

const ACTIONS = 200;
const NOTIFICATIONS = 20;
/** Short lease margins (beyond each send's hold limit): the worker's claims come free soon. */
const LEASE_MS = 1_500;
/** Tab A's answers are lost from this send on (4 in flight at once), then A is killed. */
const LOSE_FROM = 101;
const LOST = 4;

let h: Harness;
const serverLog: RequestLogEntry[] = [];
beforeAll(async () => {
  h = await startServer({ requestLog: (entry) => serverLog.push(entry) });
});
afterAll(() => h.dispose());
afterEach(() => vi.unstubAllGlobals());

type Send = { sender: string; key: string; startedAt: number; endedAt: number };
const wireLog: Send[] = [];

/** Seeded latency on both ways, so a wrong claim shows as two sends of one key at the same time.
 * A send ends when its answer is back on the device's side of the wire. */
function wire(sender: string, seed: number, maxPauseMs: number, afterAnswer?: (key: string) => Promise<void>): typeof fetch {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pause = () => new Promise<void>((resolve) => setTimeout(resolve, Math.floor(random() * maxPauseMs)));
  return async (input, init) => {
    const key = new Request(input, init).headers.get('Idempotency-Key');
    const startedAt = performance.now();
    await pause();
    const response = await fetch(input, init);
    await pause();
    if (!key) return response;
    wireLog.push({ sender, key, startedAt, endedAt: performance.now() });
    await afterAnswer?.(key);
    return response;
  };
}

const never = () => new Promise<never>(() => {});

/** Overlapping sends of one key in a log of [start, end] spans. */
function overlaps(log: Array<{ key: string | null; startedAt: number; endedAt: number }>): string[] {
  const byKey = new Map<string, Array<{ startedAt: number; endedAt: number }>>();
  for (const { key, startedAt, endedAt } of log) if (key) byKey.set(key, [...(byKey.get(key) ?? []), { startedAt, endedAt }]);
  const found: string[] = [];
  for (const [key, spans] of byKey) {
    const sorted = [...spans].sort((a, b) => a.startedAt - b.startedAt);
    for (let i = 1; i < sorted.length; i++) if (sorted[i]!.startedAt < sorted[i - 1]!.endedAt) found.push(key);
  }
  return found;
}

describe('two tabs and the service worker over 200 queued actions', () => {
  it('delivers each action to the server exactly once, never two sends of one at a time', async () => {
    vi.stubGlobal('navigator', { locks: fakeWebLocks(), onLine: true });
    vi.spyOn(console, 'warn').mockImplementation(() => {}); // the tabs' pulls race the outbox and say so
    const chef = await login(h.server.url, 'demo@chef.test');
    for (let i = 0; i < NOTIFICATIONS; i++) h.server.broadcastToChef(chef.id, { type: 'info', title: `Note ${i}` });
    const ids = (h.server.db.prepare('SELECT id FROM notifications WHERE chef_id = ? ORDER BY id DESC LIMIT ?').all(chef.id, NOTIFICATIONS) as { id: number }[]).map(
      (row) => row.id,
    );
    const { db, idb } = createTestDb(chef.id);
    const keys: string[] = [];
    for (let i = 0; i < ACTIONS; i++) keys.push((await mutate(db, { kind: 'markNotificationRead', notificationId: ids[i % NOTIFICATIONS] as number })).id);

    const tabs: Array<{ engine: SyncEngine; browser: () => Parameters<SyncEnvironment['watch']>[0] }> = [];
    const openTab = (engineId: string, fetchFn: typeof fetch) => {
      let handlers: Parameters<SyncEnvironment['watch']>[0] | null = null;
      const engine = new SyncEngine({
        db: createTestDb(chef.id, idb).db, // its own connection to the shared database, like a tab
        api: createApiClient({ baseUrl: `${h.server.url}/api`, getToken: () => chef.token, getLanguage: () => 'en', onUnauthorized: () => {}, fetch: fetchFn }),
        engineId,
        leaderLock: `chef-pwa-leader-${chef.id}`,
        leaseMs: LEASE_MS,
        requestBackgroundSync: async () => {},
        environment: { isOnline: () => true, isHidden: () => false, watch: (h) => ((handlers = h), () => {}) },
      });
      engine.start();
      const tab = { engine, browser: () => handlers as NonNullable<typeof handlers> };
      tabs.push(tab);
      return tab;
    };

    // Tab A leads. From its 101st send on, the server commits and the answer never comes back.
    let sentByA = 0;
    let lost = 0;
    const tabA = openTab(
      'tab-a',
      wire('tab-a', 1, 30, async () => {
        sentByA += 1;
        if (sentByA % 20 === 0) {
          tabB.browser().visible(); // tab B is told what every tab is told; it does not lead
          tabB.browser().online();
        }
        if (sentByA >= LOSE_FROM) {
          lost += 1;
          await never();
        }
      }),
    );
    const tabB = openTab('tab-b', wire('tab-b', 2, 30));
    await vi.waitFor(() => expect(lost).toBe(LOST), { timeout: 15_000, interval: 20 });

    // The browser fires Background Sync. While the worker has requests in flight, A is stopped
    // mid-send (its sends in flight are aborted and handed back) and its lock goes to B.
    let sentByWorker = 0;
    const worker = flushFromServiceWorker({
      readSignedInChef: async () => ({ key: 'current', chefId: chef.id, token: chef.token }),
      dbOptions: idb,
      baseUrl: `${h.server.url}/api`,
      fetch: wire(SERVICE_WORKER_ENGINE_ID, 3, 150, async () => { // a slow worker: its sends overlap B's taking the lead
        sentByWorker += 1;
      }),
      leaseMs: LEASE_MS,
      waitForOthersMs: 10_000,
    }).catch(() => {}); // it may leave entries to tab B and ask the browser to retry: fine
    await vi.waitFor(() => expect(sentByWorker).toBeGreaterThanOrEqual(1), { timeout: 15_000, interval: 5 });
    const killedAt = performance.now();
    tabA.engine.stop();
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 20_000, interval: 50 });
    await worker;
    for (const tab of tabs) tab.engine.stop();

    const writes = serverLog.filter((entry) => entry.method === 'POST' && entry.path.startsWith('/api/chef/notifications/read/'));
    const applied = writes.filter((entry) => entry.status === 200 && !entry.replayed).map((entry) => entry.idempotencyKey);
    expect.soft(applied.sort()).toEqual([...keys].sort()); // each action applied once, none missing
    expect.soft(writes.filter((entry) => entry.replayed)).toHaveLength(LOST); // the lost answers were asked again, and replayed
    expect.soft(overlaps(writes.map((w) => ({ ...w, key: w.idempotencyKey }))), 'two requests of one action in the server at once').toEqual([]);
    expect.soft(overlaps(wireLog), 'two sends of one action on the wire at once').toEqual([]);
    expect.soft(wireLog.filter((send) => send.sender === 'tab-b' && send.startedAt < killedAt), 'sent by a tab that did not lead').toEqual([]);
    const senders = new Set(wireLog.map((send) => send.sender));
    expect.soft([...senders].sort()).toEqual([SERVICE_WORKER_ENGINE_ID, 'tab-a', 'tab-b']); // all three really competed
  }, 45_000);
});
