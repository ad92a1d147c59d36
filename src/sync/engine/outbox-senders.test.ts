// Who sends (design rule 9, docs/sync.md "Who sends"): only the holder of an entry's live claim.
// A new leader never clears another sender's claim; a slow request keeps its claim for its whole
// hold limit; where Web Locks are missing, a tab killed mid-send loses it only when the lease runs out
// (sender-liveness.test.ts: with them, at once); a tab that does not lead never
// sends, whatever the browser tells it (online, visible).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import { ApiError } from '@/api/errors';
import type { ChefDb } from '@/db/chef-db';
import { SyncEngine, type SyncEnvironment } from './engine';
import { mutate } from './mutate';
import { OutboxReplayer, type OutboxDeps } from './outbox';
import { createTestDb, unreadNotification } from '../testing/fake-db';
import { createScriptedServer } from '../testing/scripted-server';

const stoppers: Array<{ stop(): void }> = [];
afterEach(() => {
  for (const s of stoppers.splice(0)) s.stop();
  vi.unstubAllGlobals();
});

function replayer(db: ChefDb, engineId: string, send: OutboxDeps['send'], extra: Partial<OutboxDeps> = {}) {
  const r = new OutboxReplayer({ db, send, engineId, random: () => 1, ...extra });
  stoppers.push(r);
  return r;
}

async function queued(count: number) {
  const { db, idb } = createTestDb();
  await db.notifications.bulkPut(Array.from({ length: count }, (_, i) => unreadNotification(i + 1)));
  for (let i = 1; i <= count; i++) await mutate(db, { kind: 'markNotificationRead', notificationId: i });
  return { db, idb };
}

describe('leader hand-over', () => {
  it('a new leader leaves the entry of a tab still sending alone for its whole hold limit, and sends it once that tab is gone', async () => {
    const { db, idb } = await queued(1);
    let clock = Date.UTC(2026, 10, 28, 12);
    const now = () => clock;
    const server = createScriptedServer();
    server.script('*', { kind: 'hang' });
    const tabB = replayer(db, 'tab-b', server.send, { now, leaseMs: 300 });
    void tabB.flush(); // B claimed the entry and is waiting for the server
    await expect.poll(() => server.calls.length).toBe(1);

    const { db: tabCdb } = createTestDb(1, idb);
    const tabC = replayer(tabCdb, 'tab-c', server.send, { now, leaseMs: 300 }); // A closed; C leads now
    await tabC.flush();
    clock += 60_000; // B's send is still within its hold limit (a minute): its claim holds, renewed by nothing
    await tabC.flush();
    expect(server.calls).toHaveLength(1);

    tabB.stop(); // B is killed: its hold limit never ends its send
    clock += 1_000; // past the hold limit and the lease's margin
    await tabC.flush();
    expect(server.calls).toHaveLength(2);
    expect(server.calls.map((c) => c.key)[0]).toBe(server.calls[1]?.key);
    expect(await tabCdb.outbox.count()).toBe(0);
  });

  it('a request slower than the lease\'s margin is never sent by a second sender meanwhile (it is within its hold limit)', async () => {
    const { db } = await queued(1);
    let finish: (() => void) | null = null;
    const slow: OutboxDeps['send'] = () => new Promise((resolve) => (finish = () => resolve(null)));
    const first = replayer(db, 'tab-a', slow, { leaseMs: 150 });
    const sending = first.flush();
    await expect.poll(() => finish !== null).toBe(true);
    const server = createScriptedServer();
    const second = replayer(db, 'service-worker', server.send, { leaseMs: 150 });
    for (let i = 0; i < 4; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await second.flush();
    }
    expect(server.calls).toHaveLength(0);
    (finish as unknown as () => void)();
    await sending;
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a tab that does not lead', () => {
  it('never sends on online or visible; the leader does', async () => {
    const { db, idb } = await queued(2);
    const sent: string[] = [];
    const api = (who: string): ApiClient => ({
      request: async (method, path) => {
        if (method !== 'GET') sent.push(`${who} ${path}`);
        if (method === 'GET') throw new Error('no pulls in this test');
        return null as never;
      },
    });
    let handlers: Parameters<SyncEnvironment['watch']>[0] | null = null;
    const environment: SyncEnvironment = { isOnline: () => true, isHidden: () => false, watch: (h) => ((handlers = h), () => {}) };
    // Web Locks that never grant the lock: this tab waits behind the leader for ever.
    vi.stubGlobal('navigator', { locks: { request: () => new Promise(() => {}) }, onLine: true });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const follower = new SyncEngine({ db, api: api('follower'), environment, leaderLock: 'lead', requestBackgroundSync: async () => {} });
    stoppers.push(follower);
    follower.start();
    handlers!.online();
    handlers!.visible();
    await follower.sendNow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    expect(await db.outbox.count()).toBe(2);

    vi.unstubAllGlobals();
    const { db: leaderDb } = createTestDb(1, idb);
    const leader = new SyncEngine({ db: leaderDb, api: api('leader'), environment, leaderLock: false, requestBackgroundSync: async () => {} });
    stoppers.push(leader);
    leader.start();
    await leader.sendNow();
    expect(await leaderDb.outbox.count()).toBe(0);
    expect(sent.sort()).toEqual(['leader chef/notifications/read/1', 'leader chef/notifications/read/2']);
  });
});

describe('a claim', () => {
  it('holds for a whole lease from when it is written, even after waiting behind other writes', async () => {
    const { db } = await queued(1);
    let clock = Date.UTC(2026, 10, 23, 12, 0, 0);
    let busy = true;
    // Another tab writes for a long time; the claim waits behind it while the clock runs on.
    const otherWrite = db.transaction('rw', db.outbox, async () => {
      while (busy) await db.outbox.count();
    });
    const server = createScriptedServer();
    server.script('*', { kind: 'hang' });
    void replayer(db, 'tab-a', server.send, { now: () => clock, leaseMs: 30_000 }).flush();
    await new Promise((resolve) => setTimeout(resolve, 20));
    clock += 25_000;
    busy = false;
    await otherWrite;
    await expect.poll(() => server.calls.length).toBe(1);
    expect((await db.outbox.toArray())[0]?.claimedUntil).toBe(clock + 60_000 + 30_000); // the hold limit and the margin, not 25 s less
  });

  it('is given up after a temporary failure only when it is still ours, never someone else’s', async () => {
    const { db } = await queued(1);
    let failNow: (() => void) | null = null;
    const send: OutboxDeps['send'] = () => new Promise((_, reject) => (failNow = () => reject(new ApiError({ kind: 'http', status: 503 }))));
    const tabA = replayer(db, 'tab-a', send);
    const sending = tabA.flush();
    await expect.poll(() => failNow !== null).toBe(true);
    // A's lease ran out (a frozen tab) and the worker claimed the entry meanwhile.
    const until = Date.now() + 30_000;
    await db.outbox.toCollection().modify({ claimedBy: 'service-worker', claimedUntil: until });
    (failNow as unknown as () => void)();
    await sending;
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ claimedBy: 'service-worker', claimedUntil: until, attempts: 1 })]);
  });

  it('that could not be written (IndexedDB failed) leaves the next try scheduled', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      const { db } = await queued(1);
      const server = createScriptedServer();
      vi.spyOn(db, 'transaction').mockImplementationOnce(() => Promise.reject(new Error('UnknownError: the disk is full')) as never);
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await expect(replayer(db, 'tab-a', server.send).flush()).resolves.toBeUndefined();
      expect(server.calls).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(5_000); // no new action, no event: the outbox tries by itself
      await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
      expect(server.calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
