import { afterEach, describe, expect, it } from 'vitest';
import type { ChefDb } from '@/db/chef-db';
import type { OutboxEntry } from '@/db/outbox-entry';
import { JOURNAL_KEEP_MS, JournalWriter, pruneJournal, setJournalWriter, type Schedule } from './journal';
import { journalOutboxListener, noteAlarmRang, noteAlarmStopped, noteLinkState, startJournal } from './journal-notes';
import { mutate } from '../engine/mutate';
import { createTestDb, unreadNotification } from '../testing/fake-db';

let clock = Date.UTC(2026, 10, 21, 14, 2, 0);
const now = () => clock;
const dbs: ChefDb[] = [];

/** Time passes only when the test says so: `elapse()` runs the writes that were due. */
function manualTime() {
  const due = new Set<() => void>();
  const schedule: Schedule = (write) => {
    due.add(write);
    return () => due.delete(write);
  };
  return { schedule, elapse: () => [...due].forEach((write) => write()), get waiting() { return due.size; } };
}

function tab(db: ChefDb, context: string) {
  const time = manualTime();
  const writer = new JournalWriter(db, { context, now, schedule: time.schedule });
  return { writer, time };
}

async function openDb() {
  const { db, idb } = createTestDb();
  dbs.push(db);
  await db.open();
  return { db, idb };
}

/** Another tab on the same device: its own connection to the chef's database. */
async function secondConnection(idb: Parameters<typeof createTestDb>[1]) {
  const { db } = createTestDb(1, idb);
  dbs.push(db);
  await db.open();
  return db;
}

const lines = (db: ChefDb) => db.journal.orderBy('at').toArray();

afterEach(() => {
  for (const db of dbs.splice(0)) db.close();
  clock = Date.UTC(2026, 10, 21, 14, 2, 0);
});

const entry = (id: string, orderId: number): OutboxEntry => ({
  id,
  entity: `order:${orderId}`,
  operation: { kind: 'acceptOrder', orderId, preparationTime: 15, notes: '' },
  actionAt: new Date(clock).toISOString(),
  attempts: 0,
  nextAttemptAt: 0,
  lastError: null,
  claimedBy: null,
  claimedUntil: 0,
});

describe("the chef's journal writer", () => {
  it('queues notes in memory and writes them together, once, after the delay', async () => {
    const { db } = await openDb();
    const { writer, time } = tab(db, 'tab-a');
    const transactions = new Set<unknown>();
    db.journal.hook('creating', (_key, _line, transaction) => void transactions.add(transaction));

    for (const n of [1, 2, 3]) writer.note({ type: 'line', line: { at: clock + n, kind: 'action-accepted', text: 'action.accepted', params: { n } } });
    expect(time.waiting, 'one write for the three notes').toBe(1);
    expect(await db.journal.count(), 'nothing written before the delay').toBe(0);

    time.elapse();
    await writer.flush();
    expect((await lines(db)).map((line) => [line.params.n, line.writtenBy])).toEqual([[1, 'tab-a'], [2, 'tab-a'], [3, 'tab-a']]);
    expect(transactions.size, 'all three in one transaction').toBe(1);
  });

  it("writes a tap after the tap's transaction, in a transaction of its own that never holds the outbox", async () => {
    const { db } = await openDb();
    await db.notifications.put(unreadNotification(1));
    const { writer, time } = tab(db, 'tab-a');
    setJournalWriter(db, writer);
    const scopes: string[][] = [];
    db.journal.hook('creating', (_key, _line, transaction) => void scopes.push([...transaction.storeNames]));

    const tapped = await mutate(db, { kind: 'markNotificationRead', notificationId: 1 }, { now: () => new Date(clock) });
    expect(await db.outbox.count()).toBe(1);
    expect(await db.journal.count(), 'the tap did not wait for the journal').toBe(0);

    time.elapse();
    await writer.flush();
    const [line] = await lines(db);
    expect(line).toMatchObject({ kind: 'action-tapped', actionId: tapped.id, at: clock, params: { operation: 'markNotificationRead' } });
    expect(scopes).toEqual([['journal']]);
  });

  it('never fails a tap when the journal cannot be written', async () => {
    const { db } = await openDb();
    await db.notifications.put(unreadNotification(1));
    const { writer, time } = tab(db, 'tab-a');
    setJournalWriter(db, writer);
    db.journal.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(mutate(db, { kind: 'markNotificationRead', notificationId: 1 })).resolves.toMatchObject({ entity: 'notification:1' });
    time.elapse();
    await expect(writer.flush()).resolves.toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
    expect((await db.notifications.get(1))?.unread).toBe(0);
  });

  it('keeps 30 days: older lines are pruned at start, newer ones stay', async () => {
    const { db } = await openDb();
    await db.journal.bulkAdd([
      { at: clock - JOURNAL_KEEP_MS - 60_000, kind: 'connection-lost', text: 'connection.lost.offline', params: {}, writtenBy: 'old' },
      { at: clock - JOURNAL_KEEP_MS + 60_000, kind: 'connection-back', text: 'connection.back', params: {}, writtenBy: 'recent' },
    ]);
    expect(await pruneJournal(db, clock)).toBe(1);
    expect((await lines(db)).map((line) => line.writtenBy)).toEqual(['recent']);

    await db.journal.add({ at: clock - JOURNAL_KEEP_MS - 1, kind: 'connection-live', text: 'connection.live', params: {}, writtenBy: 'old' });
    const { writer } = tab(db, 'tab-a');
    setJournalWriter(db, writer);
    const stop = startJournal(db, { isOnline: () => true, watch: () => () => {} });
    await stop();
    await expect.poll(async () => (await lines(db)).map((line) => line.writtenBy)).toEqual(['recent']);
  });

  it('keeps the lines of an action still waiting, or refused, however old', async () => {
    const { db } = await openDb();
    await db.notifications.put({ id: 1, type: 'info', data: { title: 'T', body: '', action_url: null }, read_at: null, created_at: new Date(clock).toISOString(), unread: 1 });
    const waiting = await mutate(db, { kind: 'markNotificationRead', notificationId: 1 });
    await db.notSaved.put({ id: 'refused-1', operation: waiting.operation, actionAt: waiting.actionAt, refusedAt: waiting.actionAt, status: 404, reason: 'Gone' });
    const old = clock - JOURNAL_KEEP_MS - 60_000; // tapped 31 days ago, offline since
    await db.journal.bulkAdd([
      { at: old, kind: 'action-tapped', text: 'action.tapped', params: {}, actionId: waiting.id, writtenBy: 'waiting' },
      { at: old, kind: 'action-tapped', text: 'action.tapped', params: {}, actionId: 'refused-1', writtenBy: 'refused' },
      { at: old, kind: 'action-tapped', text: 'action.tapped', params: {}, actionId: 'long-sent', writtenBy: 'sent' },
    ]);
    await pruneJournal(db, clock);
    expect((await db.journal.where('at').equals(old).toArray()).map((line) => line.writtenBy).sort()).toEqual(['refused', 'waiting']);
  });

  it('writes what is queued when the page is hidden for good', async () => {
    const { db } = await openDb();
    const { writer } = tab(db, 'tab-a');
    setJournalWriter(db, writer);
    let pagehide = () => {};
    let offline = () => {};
    const stop = startJournal(db, { isOnline: () => true, watch: (handlers) => ((pagehide = handlers.pagehide), (offline = handlers.offline), () => {}) });
    await db.journal.add({ at: clock - 1, kind: 'connection-live', text: 'connection.live', params: {}, writtenBy: 'tab-a' });
    clock += 1_000;
    offline();
    pagehide();
    await writer.flush();
    expect((await lines(db)).map((line) => line.text)).toEqual(['connection.live', 'connection.lost.offline']);
    await stop();
  });
});

describe('journal lines', () => {
  it('writes one "lost" per spell whichever tabs saw it, and how long it lasted', async () => {
    const { db, idb } = await openDb();
    const a = tab(db, 'tab-a');
    const b = tab(await secondConnection(idb), 'tab-b');
    setJournalWriter(db, a.writer);

    noteLinkState(db, { status: 'connected', attempt: 0 });
    await a.writer.flush();
    clock = Date.UTC(2026, 10, 21, 14, 2, 0);
    noteLinkState(db, { status: 'offline', attempt: 0 });
    b.writer.note({ type: 'connection', at: clock + 5, observed: { seen: 'lost', cause: 'offline' } });
    await Promise.all([a.writer.flush(), b.writer.flush()]);

    clock = Date.UTC(2026, 10, 21, 14, 9, 0);
    b.writer.note({ type: 'connection', at: clock, observed: { seen: 'online' } });
    a.writer.note({ type: 'connection', at: clock + 5, observed: { seen: 'online' } });
    await b.writer.flush();
    await a.writer.flush();
    clock += 2_000;
    noteLinkState(db, { status: 'connected', attempt: 0 });
    noteLinkState(db, { status: 'connected', attempt: 0 }); // a new leader connects again
    await a.writer.flush();

    expect((await lines(db)).map((line) => [line.text, line.params.lostForMs ?? null])).toEqual([
      ['connection.live', null],
      ['connection.lost.offline', null],
      ['connection.back', 7 * 60_000],
      ['connection.live', null],
    ]);
  });

  it('writes one line per alarm with the number of tabs, and where it was acknowledged', async () => {
    const { db, idb } = await openDb();
    const other = await secondConnection(idb);
    const a = tab(db, 'tab-a');
    const b = tab(other, 'tab-b');
    setJournalWriter(db, a.writer);
    setJournalWriter(other, b.writer);
    const order = { id: 42, number: '1042' };

    noteAlarmRang(db, order);
    noteAlarmRang(other, order);
    noteAlarmRang(db, order); // the same tab looks again
    await a.writer.flush();
    await b.writer.flush();
    clock += 60_000;
    noteAlarmStopped(db, order, 'elsewhere'); // tab A saw it stop
    await a.writer.flush();
    noteAlarmStopped(other, order, 'stop'); // tab B's "Stop alarm"
    await b.writer.flush();

    const written = await lines(db);
    expect(written.map((line) => [line.kind, line.orderNumber, line.params.tabs ?? line.params.how, line.writtenBy])).toEqual([
      ['alarm-rang', '1042', 2, 'tab-a'],
      ['alarm-stopped', '1042', 'stop', 'tab-b'],
    ]);
    expect(written[1]?.at).toBe(clock);
  });

  it("keeps an action's tries on one line and names its order", async () => {
    const { db } = await openDb();
    await db.orders.put({ id: 42, number: '1042' } as never);
    const { writer } = tab(db, 'tab-a');
    const report = journalOutboxListener(writer);
    const sent = entry('k1', 42);
    report({ type: 'sending', entry: sent, engineId: 'e', at: clock });
    report({ type: 'will-retry', entry: sent, engineId: 'e', at: clock + 10, status: null, reason: 'offline', nextAttemptAt: clock + 1_000 });
    await writer.flush();
    report({ type: 'sending', entry: sent, engineId: 'e', at: clock + 60_000 });
    report({ type: 'will-retry', entry: sent, engineId: 'e', at: clock + 60_010, status: 503, reason: 'Service unavailable', nextAttemptAt: clock + 62_000 });
    report({ type: 'sending', entry: sent, engineId: 'e', at: clock + 120_000 });
    report({ type: 'accepted', entry: sent, engineId: 'e', at: clock + 120_300 });
    await writer.flush();

    expect((await lines(db)).map((line) => [line.kind, line.orderNumber, line.params.tries ?? null, line.params.status ?? null])).toEqual([
      ['action-will-retry', '1042', 2, 503],
      ['action-sending', '1042', 3, null],
      ['action-accepted', '1042', null, null],
    ]);
    const [retry, sending] = await lines(db);
    expect(sending?.at, 'sent: the last try').toBe(clock + 120_000);
    expect([retry?.at, retry?.params.lastAt], 'will retry: from the first failure to the last').toEqual([clock + 10, clock + 60_010]);
  });
});
