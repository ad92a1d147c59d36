// The entries of the outbox this build acts on (docs/sync.md, "Versions of entries, and old tabs"):
// an entry another build wrote (a kind or a version this build does not know) is never applied
// with this build's shape and never breaks a pull; after NOT_UNDERSTOOD_STUCK_AFTER_MS it is shown
// as stuck, with its reason, so a rollback cannot strand it for ever. A stuck entry and what
// depends on it keep no Background Sync run going, and no sync is asked for them.
import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '@/api/client';
import type { ChefNotification } from '@/contract';
import type { OutboxEntry, OutboxOperation } from '@/db/outbox-entry';
import { flushFromServiceWorker } from './background-flush';
import { SyncEngine, type SyncEnvironment } from './engine';
import { copyableText } from './kept-text';
import { mutate } from './mutate';
import { NOT_UNDERSTOOD_STUCK_AFTER_MS } from './operation-versions';
import { refreshOrder } from '../operations/order-history';
import { OutboxReplayer } from './outbox';
import { sendableEntries } from './outbox-filter';
import { pullCollection } from '../pull/pull';
import { discardStuck, stuckEntries } from './stuck';
import { createTestDb, unreadNotification } from '../testing/fake-db';
import { createOrderServer, serverOrder } from '../testing/order-server';

const DAY = 24 * 60 * 60_000;

const fromAnotherBuild = (entity: string, operation: unknown, opVersion = 1, actionAt = new Date().toISOString()): OutboxEntry => ({
  id: crypto.randomUUID(),
  entity,
  operation: operation as OutboxOperation,
  actionAt,
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  claimedBy: null,
  claimedUntil: 0,
  opVersion,
});

const unknownKind = (actionAt?: string) => fromAnotherBuild('order:9', { kind: 'rescheduleOrder', orderId: 9, note: 'Tomorrow at noon' }, 1, actionAt);

const serverCopy = (rows: ChefNotification[]): ApiClient => ({
  request: async (_method, _path, options) => v.parse(options.schema, rows),
});
const asServer = (id: number): ChefNotification => {
  const { unread: _unread, ...row } = unreadNotification(id);
  return { ...row, read_at: null };
};

const stoppers: Array<{ stop(): void }> = [];
afterEach(() => {
  for (const stopper of stoppers.splice(0)) stopper.stop();
});

describe('an entry this build does not understand', () => {
  it('does not break a pull: the server copy is written, with the known waiting actions on top', async () => {
    const { db } = createTestDb();
    await db.notifications.bulkPut([unreadNotification(1)]);
    await db.outbox.add(unknownKind());
    await mutate(db, { kind: 'markNotificationRead', notificationId: 1 });

    await pullCollection(db, serverCopy([asServer(1), asServer(2)]), 'notifications');

    expect(await db.notifications.orderBy('id').primaryKeys()).toEqual([1, 2]);
    expect((await db.notifications.get(1))?.unread).toBe(0); // the waiting read is still on top
    expect(await db.outbox.count()).toBe(2); // nothing dropped: a newer build sends it
  });

  it('does not break the new-order refresh (refreshOrder) a realtime event runs', async () => {
    const server = createOrderServer([serverOrder(2)]);
    const { db } = createTestDb();
    await db.outbox.add(unknownKind());

    await refreshOrder(db, server.api, 2);

    expect((await db.orders.get(2))?.status).toBe('pending');
  });

  it('of a known kind at a newer version is not applied with this build’s shape', async () => {
    const server = createOrderServer([serverOrder(3)]);
    const { db } = createTestDb();
    // A newer build's accept, whose fields this build does not know.
    await db.outbox.add(fromAnotherBuild('order:3', { kind: 'acceptOrder', orderId: 3, ready: { inMinutes: 25 } }, 2));

    await refreshOrder(db, server.api, 3);

    expect(await db.orders.get(3)).toMatchObject({ status: 'pending', preparation_time: null });
  });

  it('waiting behind an answered action is not put on top of the answer', async () => {
    const server = createOrderServer([serverOrder(4)]);
    const { db } = createTestDb();
    await db.orders.put(serverOrder(4));
    await mutate(db, { kind: 'acceptOrder', orderId: 4, preparationTime: 20, notes: '' });
    await db.outbox.add(fromAnotherBuild('order:4', { kind: 'rescheduleOrder', orderId: 4, note: 'Tomorrow' }));
    await db.outbox.add(fromAnotherBuild('order:4', { kind: 'markOrderReady', orderId: 4, at: 'soon' }, 2));
    const outbox = new OutboxReplayer({ db, engineId: 'tab', send: server.send });
    stoppers.push(outbox);

    await outbox.flush();

    expect(server.order(4)?.status).toBe('accepted');
    expect(await db.orders.get(4)).toMatchObject({ status: 'accepted', preparation_time: 20 });
    expect(await db.outbox.count()).toBe(2); // left to the build that wrote them
  });

  it('is shown as stuck, with its reason, once it has waited NOT_UNDERSTOOD_STUCK_AFTER_MS; Discard and Copy work', async () => {
    const { db } = createTestDb();
    const now = Date.UTC(2026, 10, 28, 12, 0, 0);
    const recent = { ...unknownKind(new Date(now - NOT_UNDERSTOOD_STUCK_AFTER_MS + 60_000).toISOString()), entity: 'order:8' };
    const old = unknownKind(new Date(now - NOT_UNDERSTOOD_STUCK_AFTER_MS).toISOString());
    await db.outbox.bulkAdd([recent, old]);
    const entries = await db.outbox.toArray();

    const stuck = stuckEntries(entries, now);
    expect(stuck.map(({ entry }) => entry.id)).toEqual([old.id]);
    expect(stuck[0]?.why).toBe('newerVersion');
    expect(stuckEntries(entries, now + 60_000).map(({ entry }) => entry.id)).toEqual([recent.id, old.id]);
    expect(NOT_UNDERSTOOD_STUCK_AFTER_MS).toBeGreaterThanOrEqual(DAY); // long enough for the newer build to come back

    // Its text cannot be read by this build's rules: what it carried is offered as it is.
    expect(copyableText(stuck[0]!.entry)).toContain('Tomorrow at noon');
    expect(copyableText(stuck[0]!.entry)).toContain('rescheduleOrder');

    const seq = stuck[0]!.entry.seq as number;
    expect(await discardStuck(db, seq, now)).toBeNull(); // no collection of this build's to pull
    expect((await db.outbox.toArray()).map((entry) => entry.id)).toEqual([recent.id]);
  });
});

describe('a stuck entry', () => {
  const environment: SyncEnvironment = { isOnline: () => true, isHidden: () => false, watch: () => () => {} };

  async function chefWithStuckRead(chefId: number) {
    const { db, idb } = createTestDb(chefId);
    await db.notifications.bulkPut([unreadNotification(1)]);
    const stuck = await mutate(db, { kind: 'markNotificationRead', notificationId: 1 });
    await db.outbox.where('id').equals(stuck.id).modify({ stuckAt: Date.now(), attempts: 8, lastError: '500 Server Error' });
    await mutate(db, { kind: 'markNotificationRead', notificationId: 1 }); // depends on it: waits too
    return { db, idb };
  }

  it('is not sendable, nor is what depends on it', async () => {
    const { db } = await chefWithStuckRead(21);
    expect(sendableEntries(await db.outbox.toArray())).toEqual([]);
  });

  it('of a kind this build does not know holds back everything after it on its entity', async () => {
    const { db } = createTestDb();
    // A newer build made its own entry stuck; this build cannot tell what it is about.
    await db.outbox.add({ ...fromAnotherBuild('menu', { kind: 'markOptionSoldOut', foodKey: 'f' }), stuckAt: Date.now() });
    await db.outbox.add(fromAnotherBuild('menu', { kind: 'setFoodAvailability', foodKey: 'g', foodRef: 'g', available: false }));
    expect(sendableEntries(await db.outbox.toArray())).toEqual([]);
  });

  it('keeps no Background Sync run going: it ends at once, without an error', async () => {
    const { db, idb } = await chefWithStuckRead(22);
    let turns = 0;
    await flushFromServiceWorker({
      readSignedInChef: async () => ({ key: 'current' as const, chefId: 22, token: 't' }),
      dbOptions: idb,
      fetch: async () => new Response(JSON.stringify({ success: true, message: '', result: null })),
      baseUrl: 'https://api.test/api',
      waitForOthersMs: 1_000,
      sleep: async () => {
        turns++;
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
    });
    expect(turns).toBeLessThan(5);
    expect(await db.outbox.count()).toBe(2); // still there, for the chef to try again or discard
  });

  it('makes the page ask for no Background Sync', async () => {
    const { db } = await chefWithStuckRead(23);
    let requested = 0;
    // Reads answer; every action finds no connection, so what can be sent stays waiting.
    const api: ApiClient = {
      request: async (method, _path, options) => {
        if (method !== 'GET') throw new TypeError('Failed to fetch');
        return v.parse(options.schema, []);
      },
    };
    const engine = new SyncEngine({
      db,
      api,
      environment,
      mayPull: () => false,
      leaderLock: false,
      requestBackgroundSync: async () => void requested++,
    });
    stoppers.push(engine);
    engine.start();
    await engine.sendNow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requested).toBe(0);

    await db.notifications.put(unreadNotification(2));
    await mutate(db, { kind: 'markNotificationRead', notificationId: 2 }); // one that can be sent, later
    await expect.poll(() => requested, { timeout: 2_000 }).toBeGreaterThan(0);
  });
});
