// What the outbox does with each kind of answer (design rule 5, docs/sync.md "Failure classes"):
// one classification for the whole app, a refusal that carries the truth, a success whose answer
// cannot be read, a bug that must not block an entity, and IndexedDB failing mid-answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, failureKind } from '@/api/errors';
import type { ChefDb } from '@/db/chef-db';
import type { OutboxOperation } from '@/db/outbox-entry';
import { classifyFailure, MAX_BUG_ATTEMPTS } from './failure';
import { mutate } from './mutate';
import { operationSpec } from '../operations/operations';
import { OutboxReplayer, type OutboxDeps } from './outbox';
import type { OutboxEvent } from './outbox-events';
import { SYNC_PROBLEMS_KEY } from './sync-problems';
import { createTestDb, unreadNotification } from '../testing/fake-db';
import { serverOrder } from '../testing/order-server';
import { createScriptedServer } from '../testing/scripted-server';

let clock = Date.UTC(2026, 10, 23, 12, 0, 0);
const now = () => clock;
const replayers: OutboxReplayer[] = [];
afterEach(() => {
  for (const r of replayers.splice(0)) r.stop();
  vi.useRealTimers();
});

function replayer(db: ChefDb, send: OutboxDeps['send'], extra: Partial<OutboxDeps> = {}) {
  const r = new OutboxReplayer({ db, send, engineId: 'leader', now, random: () => 1, ...extra });
  replayers.push(r);
  return r;
}

const http = (status: number) => new ApiError({ kind: 'http', status });
const markRead = (db: ChefDb, id: number) => mutate(db, { kind: 'markNotificationRead', notificationId: id }, { now: () => new Date(clock) });

describe('one classification for the whole app', () => {
  it('retries only what may succeed later', () => {
    for (const status of [408, 425, 429, 500, 502, 503, 504]) expect(failureKind(http(status)), String(status)).toBe('temporary');
    expect(failureKind(new ApiError({ kind: 'network', status: null }))).toBe('temporary');
    expect(failureKind(new ApiError({ kind: 'timeout', status: null }))).toBe('temporary');
  });
  it('gives up on every other 4xx', () => {
    for (const status of [400, 403, 404, 405, 409, 410, 413, 415, 422, 431]) expect(failureKind(http(status)), String(status)).toBe('permanent');
    expect(failureKind(http(401))).toBe('auth');
  });
  it('reads a malformed success as applied, and the ApiError agrees with the outbox', () => {
    expect(failureKind(new ApiError({ kind: 'malformed', status: 200 }))).toBe('unreadable');
    expect(http(405).isTemporary).toBe(false);
    expect(http(425).isTemporary).toBe(true);
  });
  it('gives up on a bug after a few tries', () => {
    expect(classifyFailure(new TypeError('x is undefined'), 1)).toBe('temporary');
    expect(classifyFailure(new TypeError('x is undefined'), MAX_BUG_ATTEMPTS)).toBe('permanent');
  });
});

describe('the outbox and the answers it gets', () => {
  it.each([405, 415, 431])('drops an entry refused with %i and sends the ones behind it', async (status) => {
    const { db } = createTestDb();
    await db.notifications.bulkPut([unreadNotification(1)]);
    const server = createScriptedServer();
    server.script('chef/notifications/read/1', { kind: 'status', status, message: `refused ${status}` });
    const refused = await markRead(db, 1);
    const behind = await markRead(db, 1);
    await replayer(db, server.send).flush();
    expect(server.calls.map((c) => c.key)).toEqual([refused.id, behind.id]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.notSaved.toArray()).toEqual([expect.objectContaining({ id: refused.id, status, reason: `refused ${status}` })]);
  });

  it.each([408, 425])('keeps an entry answered %i and sends it again after the backoff, never as "not saved"', async (status) => {
    const { db } = createTestDb();
    await db.notifications.bulkPut([unreadNotification(1)]);
    const server = createScriptedServer();
    server.script('chef/notifications/read/1', { kind: 'status', status });
    const entry = await markRead(db, 1);
    const outbox = replayer(db, server.send);
    await outbox.flush();
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ id: entry.id, attempts: 1, claimedBy: null })]);
    expect(await db.notSaved.count()).toBe(0);
    clock += 120_000; // past the backoff
    await outbox.flush();
    expect(server.calls.map((c) => c.key)).toEqual([entry.id, entry.id]);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.notSaved.count()).toBe(0);
  });

  it('drops a success whose answer cannot be read, pulls, and tells developers, not the chef', async () => {
    const { db } = createTestDb();
    await db.notifications.bulkPut([unreadNotification(1)]);
    const server = createScriptedServer();
    server.script('*', { kind: 'unreadable' });
    await markRead(db, 1);
    const pulls: string[] = [];
    const events: OutboxEvent['type'][] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await replayer(db, server.send, { onPullNeeded: (c) => pulls.push(c), onEvent: (e) => events.push(e.type) }).flush();
    expect(server.calls).toHaveLength(1); // not retried
    expect(await db.outbox.count()).toBe(0);
    expect(await db.notSaved.count()).toBe(0);
    expect(pulls).toEqual(['notifications']);
    expect(events).toEqual(['sending', 'unreadable']);
    expect((await db.kv.get(SYNC_PROBLEMS_KEY))?.value).toEqual([expect.objectContaining({ status: 200, what: 'markNotificationRead notification:1' })]);
    expect(error).toHaveBeenCalled();
  });

  it('pulls when an accepted order action answers something that is not an order', async () => {
    const { db } = createTestDb();
    await db.orders.put(serverOrder(5));
    await mutate(db, { kind: 'acceptOrder', orderId: 5, preparationTime: 20, notes: '' });
    const pulls: string[] = [];
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await replayer(db, async () => ({ id: 'not an order' }), { onPullNeeded: (c) => pulls.push(c) }).flush();
    expect(await db.outbox.count()).toBe(0);
    expect(pulls).toEqual(['activeOrders']);
    expect((await db.kv.get(SYNC_PROBLEMS_KEY))?.value).toHaveLength(1);
  });

  it('stores the order a 409 carries at once, with the later unsent actions on top', async () => {
    const { db } = createTestDb();
    await db.orders.bulkPut([serverOrder(7)]);
    const server = createScriptedServer();
    const cancelled = serverOrder(7, { status: 'refused_by_user', updated_at: new Date(clock).toISOString() });
    server.script('chef/orders/7/accept', { kind: 'status', status: 409, message: 'This order was cancelled by the customer.', result: cancelled });
    await mutate(db, { kind: 'acceptOrder', orderId: 7, preparationTime: 20, notes: '' });
    expect((await db.orders.get(7))?.status).toBe('accepted'); // optimistic
    await replayer(db, server.send, { onPullNeeded: () => {} }).flush(); // the pull it asks for never comes
    expect((await db.orders.get(7))?.status).toBe('refused_by_user');
    expect(await db.notSaved.toArray()).toEqual([expect.objectContaining({ status: 409, reason: 'This order was cancelled by the customer.' })]);
  });

  it('gives up on a send that keeps throwing a bug, so the entity is not blocked for ever', async () => {
    const { db } = createTestDb();
    await db.notifications.bulkPut([unreadNotification(1)]);
    const entry = await markRead(db, 1);
    const outbox = replayer(db, async () => {
      throw new TypeError('Cannot read properties of undefined');
    });
    for (let i = 0; i < MAX_BUG_ATTEMPTS; i++) {
      await outbox.flush();
      clock += 120_000;
    }
    expect(await db.outbox.count()).toBe(0);
    expect(await db.notSaved.toArray()).toEqual([expect.objectContaining({ id: entry.id, reason: 'Cannot read properties of undefined' })]);
  });

  it('tries again when IndexedDB fails while storing an answer, and never rejects', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { db } = createTestDb();
    await db.notifications.bulkPut([unreadNotification(1)]);
    await markRead(db, 1);
    const server = createScriptedServer();
    const realDelete = db.outbox.delete.bind(db.outbox);
    const failOnce = vi.spyOn(db.outbox, 'delete').mockImplementationOnce(() => Promise.reject(new Error('QuotaExceededError'))  as never);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(replayer(db, server.send).flush()).resolves.toBeUndefined();
    expect(await db.outbox.count()).toBe(1); // the answer was not stored
    failOnce.mockImplementation(realDelete);
    await vi.advanceTimersByTimeAsync(5_000); // the next try comes by itself
    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0));
    // The answer was kept in memory and only its storing was tried again: a full disk does not
    // send the request (an upload, say) again every few seconds.
    expect(server.calls).toHaveLength(1);
  });

  it('backs off while storage keeps failing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const { db } = createTestDb();
    await db.notifications.bulkPut([unreadNotification(1)]);
    await markRead(db, 1);
    const server = createScriptedServer();
    const full = vi.spyOn(db.outbox, 'delete').mockImplementation(() => Promise.reject(new Error('QuotaExceededError')) as never);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const outbox = replayer(db, server.send);
    await outbox.flush();
    // IndexedDB (fake-indexeddb) runs on real setImmediate: let a try that started finish.
    const settle = async () => {
      const { setImmediate: immediate } = globalThis as unknown as { setImmediate: (callback: () => void) => void };
      for (let i = 0; i < 50; i++) await new Promise<void>((resolve) => immediate(resolve));
    };
    await settle();
    const triesAt = async (ms: number) => {
      const before = full.mock.calls.length;
      await vi.advanceTimersByTimeAsync(ms);
      await settle();
      return full.mock.calls.length - before;
    };
    expect(await triesAt(5_000)).toBe(1); // 5 s
    expect(await triesAt(5_000)).toBe(0); // then 10 s
    expect(await triesAt(5_000)).toBe(1);
    expect(await triesAt(19_000)).toBe(0); // then 20 s
    expect(await triesAt(1_000)).toBe(1);
    expect(server.calls).toHaveLength(1);
  });
});

describe('an answer that is the order as it now stands', () => {
  const accept = (db: ChefDb, orderId: number) => mutate(db, { kind: 'acceptOrder', orderId, preparationTime: 20, notes: '' }, { now: () => new Date(clock) });

  it("an accept's first answer writes the returned order and does not pull all active orders", async () => {
    const { db } = createTestDb();
    await db.orders.put(serverOrder(9));
    await accept(db, 9);
    const answer = serverOrder(9, { status: 'accepted', preparation_time: 20, chef_notes: 'from the server', updated_at: '2026-11-23T12:00:05.000Z' });
    const pulls: string[] = [];
    await replayer(db, async () => answer, { onPullNeeded: (c) => pulls.push(c) }).flush();
    expect(await db.orders.get(9)).toMatchObject({ status: 'accepted', chef_notes: 'from the server', server_updated_at: answer.updated_at });
    expect(await db.outbox.count()).toBe(0);
    expect(pulls).toEqual([]); // 200 accepts do not pull every active order 200 times
  });

  it('an older answer does not overwrite a newer row, and is not pulled over either', async () => {
    const { db } = createTestDb();
    const cancelled = serverOrder(9, { status: 'refused_by_user', updated_at: '2026-11-23T12:05:00.000Z' });
    await db.orders.put({ ...cancelled, server_updated_at: cancelled.updated_at });
    await accept(db, 9);
    const older = serverOrder(9, { status: 'accepted', preparation_time: 20, updated_at: '2026-11-23T12:01:00.000Z' });
    await replayer(db, async () => older).flush();
    expect(await db.orders.get(9)).toMatchObject({ status: 'refused_by_user', server_updated_at: cancelled.updated_at });
  });

  it('an answer after a lost one may be a replay, older than the order is now: the active orders are pulled', async () => {
    const { db } = createTestDb();
    await db.orders.put(serverOrder(9));
    await accept(db, 9);
    // The first answer was lost; the customer cancelled since; the retry gets the stored answer.
    const replayed = serverOrder(9, { status: 'accepted', preparation_time: 20 });
    const server = createScriptedServer();
    server.script('chef/orders/9/accept', { kind: 'lose-answer' });
    const pulls: string[] = [];
    const outbox = replayer(db, async (request, options) => (await server.send(request, options), replayed), { onPullNeeded: (c) => pulls.push(c) });
    await outbox.flush();
    expect(pulls).toEqual([]); // not answered yet
    clock += 120_000; // past the backoff
    await outbox.flush();
    expect((await db.orders.get(9))?.status).toBe('accepted');
    expect(pulls).toEqual(['activeOrders']); // the pull brings the cancellation
  });

  it('an entry a sender that died had claimed may have been sent: its answer is followed by a pull', async () => {
    const { db } = createTestDb();
    await db.orders.put(serverOrder(9));
    const entry = await accept(db, 9);
    await db.outbox.update(entry.seq as number, { claimedBy: 'a tab that died', claimedUntil: clock - 1 });
    const pulls: string[] = [];
    await replayer(db, async () => serverOrder(9, { status: 'accepted' }), { onPullNeeded: (c) => pulls.push(c) }).flush();
    expect(pulls).toEqual(['activeOrders']);
  });

  it('"Try again" on a stuck entry counts its tries afresh, but its answer is still followed by a pull', async () => {
    const { db } = createTestDb();
    await db.orders.put(serverOrder(9));
    const entry = await accept(db, 9);
    await db.outbox.update(entry.seq as number, { attempts: 0, answeredFailures: 0, lastError: 'Server error (503)', stuckAt: null });
    const pulls: string[] = [];
    await replayer(db, async () => serverOrder(9, { status: 'accepted' }), { onPullNeeded: (c) => pulls.push(c) }).flush();
    expect(pulls).toEqual(['activeOrders']);
  });

  it('only the order actions count their first answer as current; every other answer is followed by a pull', () => {
    const sample: Record<string, OutboxOperation> = {
      acceptOrder: { kind: 'acceptOrder', orderId: 1, preparationTime: 20, notes: '' },
      markOrderReady: { kind: 'markOrderReady', orderId: 1 },
      setKitchenOpen: { kind: 'setKitchenOpen', isOpen: true },
    };
    expect(Object.fromEntries(Object.entries(sample).map(([kind, op]) => [kind, operationSpec(op).answerIsCurrent === true]))).toEqual({
      acceptOrder: true,
      markOrderReady: true,
      setKitchenOpen: false,
    });
  });
});
