// An entry a newer build wrote (a kind or a version this build does not know) is left for that
// build: not sent, not crashed on, not looped over; the other entities go on (docs/sync.md, "Versions").
import { describe, expect, it } from 'vitest';
import type { OutboxEntry, OutboxOperation } from '@/db/outbox-entry';
import { flushFromServiceWorker } from './background-flush';
import { mutate } from './mutate';
import { understands } from './operation-versions';
import { OutboxReplayer, type Transport } from './outbox';
import { sendableEntries } from './outbox-filter';
import { createTestDb, unreadNotification } from '../testing/fake-db';

const fromNewerBuild = (seq: number, entity: string, operation: unknown, opVersion = 1): OutboxEntry => ({
  seq,
  id: crypto.randomUUID(),
  entity,
  operation: operation as OutboxOperation,
  actionAt: new Date().toISOString(),
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  claimedBy: null,
  claimedUntil: 0,
  opVersion,
});

describe('operation versions', () => {
  it('stamps each entry with its operation’s version', async () => {
    const { db } = createTestDb();
    await db.notifications.put(unreadNotification(1));
    const entry = await mutate(db, { kind: 'markNotificationRead', notificationId: 1 });
    expect(entry.opVersion).toBe(1);
    expect(understands(entry)).toBe(true);
  });

  it('leaves an unknown kind and a newer version to a newer build, and sends the rest', async () => {
    const { db } = createTestDb();
    await db.notifications.bulkPut([unreadNotification(1), unreadNotification(2)]);
    await db.outbox.bulkAdd([
      fromNewerBuild(1, 'menu', { kind: 'markOptionSoldOut', foodKey: 'f', optionRef: 'o' }),
      fromNewerBuild(2, 'notification:1', { kind: 'markNotificationRead', notificationId: 1 }, 2),
    ]);
    await mutate(db, { kind: 'markNotificationRead', notificationId: 2 });
    const sent: string[] = [];
    const send: Transport = async (request) => (sent.push(request.path), null);
    const outbox = new OutboxReplayer({ db, send, engineId: 'old-tab' });
    await outbox.flush(); // resolves: before, the unknown kind crashed, was retried and never left
    expect(sent).toEqual(['chef/notifications/read/2']);
    expect((await db.outbox.toArray()).map((entry) => entry.entity).sort()).toEqual(['menu', 'notification:1']);
    expect(await db.notSaved.count()).toBe(0); // nothing lost: the newer build sends them
    outbox.stop();
  });

  it('an old service worker ends its run instead of waiting on entries it cannot send', async () => {
    const { db, idb } = createTestDb(3);
    await db.outbox.bulkAdd([
      fromNewerBuild(1, 'menu', { kind: 'markOptionSoldOut', foodKey: 'f', optionRef: 'o' }),
      fromNewerBuild(2, 'menu', { kind: 'deleteFood', foodKey: 'f', foodRef: 'f' }),
    ]);
    expect(sendableEntries(await db.outbox.toArray())).toEqual([]);
    const started = Date.now();
    await flushFromServiceWorker({
      readSignedInChef: async () => ({ key: 'current' as const, chefId: 3, token: 't' }),
      dbOptions: idb,
      fetch: async () => new Response('{}'),
      baseUrl: 'https://api.test/api',
      waitForOthersMs: 5_000,
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await db.outbox.count()).toBe(2);
  });
});
