// The journal of a Background Sync run: the worker's lines say "service worker", and the run ends
// with one summary line. The device database (who is signed in) is fake-indexeddb's global one.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVICE_WORKER_CONTEXT } from '@/db/journal-entry';
import type { OutboxEntry } from '@/db/outbox-entry';
import { flushFromServiceWorker } from '../engine/background-flush';
import { journalOf } from './journal';
import { journalBackgroundRun } from './journal-background';
import { mutate } from '../engine/mutate';
import { createTestDb, unreadNotification } from '../testing/fake-db';

const at = Date.UTC(2026, 10, 21, 14, 9, 0);
const entry = (id: string, orderId: number): OutboxEntry => ({
  id,
  entity: `order:${orderId}`,
  operation: { kind: 'markOrderReady', orderId },
  actionAt: new Date(at - 60_000).toISOString(),
  attempts: 1,
  nextAttemptAt: 0,
  lastError: 'offline',
  claimedBy: null,
  claimedUntil: 0,
});

const opened: { close(): void }[] = [];
afterEach(() => opened.splice(0).forEach((db) => db.close()));

describe('journal of a Background Sync run', () => {
  it('writes what the worker sent and what is still waiting, as the service worker', async () => {
    const { db, idb } = createTestDb(5);
    opened.push(db);
    await db.orders.bulkPut([{ id: 1, number: '1001' } as never, { id: 2, number: '1002' } as never]);
    await db.outbox.add(entry('still-waiting', 3));
    const run = await journalBackgroundRun({ readSignedInChef: async () => ({ key: 'current' as const, chefId: 5, token: 't' }), dbOptions: idb, now: () => at + 1_000 });
    expect(run).not.toBeNull();

    run?.onOutboxEvent({ type: 'sending', entry: entry('a', 1), engineId: SERVICE_WORKER_CONTEXT, at });
    run?.onOutboxEvent({ type: 'accepted', entry: entry('a', 1), engineId: SERVICE_WORKER_CONTEXT, at: at + 100 });
    run?.onOutboxEvent({ type: 'not-saved', entry: entry('b', 2), engineId: SERVICE_WORKER_CONTEXT, at: at + 200, status: 409, reason: 'The customer cancelled' });
    expect(await db.journal.count(), 'written at the end of the run').toBe(0);
    await run?.finish(new Error('1 action(s) still waiting to be sent'));

    const lines = await db.journal.orderBy('at').toArray();
    expect(lines.map((line) => [line.kind, line.orderNumber ?? null, line.writtenBy])).toEqual([
      ['action-sending', '1001', SERVICE_WORKER_CONTEXT],
      ['action-accepted', '1001', SERVICE_WORKER_CONTEXT],
      ['action-not-saved', '1002', SERVICE_WORKER_CONTEXT],
      ['background-sync', null, SERVICE_WORKER_CONTEXT],
    ]);
    expect(lines[2]?.params).toMatchObject({ status: 409, reason: 'The customer cancelled' });
    expect(lines[3]?.params).toEqual({ sent: 1, waiting: 1, notSaved: 1, retryLater: 1 });
  });

  it("records a real worker flush: the server's answers and the run's summary", async () => {
    const { db, idb } = createTestDb(6);
    opened.push(db);
    await db.notifications.bulkPut([unreadNotification(1), unreadNotification(2)]);
    await mutate(db, { kind: 'markNotificationRead', notificationId: 1 });
    await mutate(db, { kind: 'markNotificationRead', notificationId: 2 });
    const readSignedInChef = async () => ({ key: 'current' as const, chefId: 6, token: 't' });
    const answers = [
      new Response(JSON.stringify({ success: true, message: '', result: null }), { status: 200 }),
      new Response(JSON.stringify({ success: false, message: 'This notification can no longer be changed.' }), { status: 422 }),
    ];
    const run = await journalBackgroundRun({ readSignedInChef, dbOptions: idb });
    await flushFromServiceWorker({
      readSignedInChef,
      dbOptions: idb,
      baseUrl: 'https://chef.example/api',
      fetch: async () => answers.shift() ?? new Response('', { status: 500 }),
      sleep: async () => {},
      onOutboxEvent: run?.onOutboxEvent,
    });
    await run?.finish();

    await journalOf(db).flush(); // the page's "tapped" lines
    const lines = await db.journal.filter((line) => line.writtenBy === SERVICE_WORKER_CONTEXT).toArray();
    expect(await db.journal.where('kind').equals('action-tapped').count()).toBe(2);
    expect(lines.map((line) => line.kind).sort()).toEqual(['action-accepted', 'action-not-saved', 'action-sending', 'action-sending', 'background-sync']);
    expect(lines.find((line) => line.kind === 'action-not-saved')?.params).toMatchObject({ status: 422, reason: 'This notification can no longer be changed.' });
    expect(lines.find((line) => line.kind === 'background-sync')?.params).toEqual({ sent: 1, waiting: 0, notSaved: 1, retryLater: 0 });
  });

  it('writes nothing when nobody is signed in on the device', async () => {
    expect(await journalBackgroundRun({ readSignedInChef: async () => undefined })).toBeNull();
  });
});
