// What the device keeps: finished orders, history pages and "not saved" records
// older than 30 days go; active orders, orders with a waiting action or on a page seen lately stay.
import { describe, expect, it } from 'vitest';
import { serverOrder } from '@/sync/testing/order-server';
import { createTestDb } from '@/sync/testing/fake-db';
import { pruneOldData } from './retention';

const now = Date.UTC(2026, 10, 26, 12, 0, 0);
const daysAgo = (days: number) => new Date(now - days * 24 * 60 * 60_000).toISOString();
const page = (key: string, orderIds: number[], days: number) => ({
  key,
  query: { page: 1 },
  orderIds,
  meta: { current_page: 1, last_page: 1, per_page: 20, total: orderIds.length },
  fetchedAt: now - days * 24 * 60 * 60_000,
});

describe('pruneOldData', () => {
  it('forgets finished orders, history pages and "not saved" records older than 30 days, and nothing the chef still needs', async () => {
    const { db } = createTestDb();
    await db.orders.bulkPut([
      serverOrder(1, { status: 'completed', updated_at: daysAgo(45) }), // goes
      serverOrder(2, { status: 'refused_by_user', updated_at: daysAgo(31) }), // goes
      serverOrder(3, { status: 'completed', updated_at: daysAgo(10) }), // recent
      serverOrder(4, { status: 'pending', updated_at: daysAgo(90) }), // not finished
      serverOrder(5, { status: 'completed', updated_at: daysAgo(60) }), // on a page seen yesterday
      serverOrder(6, { status: 'completed', updated_at: daysAgo(60) }), // an action waits on it
    ]);
    await db.historyPages.bulkPut([page('old', [1, 2], 40), page('fresh', [5], 1)] as never);
    await db.outbox.add({
      id: 'a',
      entity: 'order:6',
      operation: { kind: 'completeOrder', orderId: 6 },
      actionAt: daysAgo(0),
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      claimedBy: null,
      claimedUntil: 0,
    });
    const refused = (id: string, days: number) => ({
      id,
      operation: { kind: 'resumeKitchen' as const },
      actionAt: daysAgo(days),
      refusedAt: daysAgo(days),
      status: 422,
      reason: 'No.',
    });
    await db.notSaved.bulkPut([refused('old', 31), refused('new', 2)]);

    expect(await pruneOldData(db, now)).toEqual({
      orders: 2,
      historyPages: 1,
      notSaved: 1,
    });
    expect((await db.orders.toArray()).map((o) => o.id).sort()).toEqual([3, 4, 5, 6]);
    expect((await db.historyPages.toArray()).map((p) => p.key)).toEqual(['fresh']);
    expect((await db.notSaved.toArray()).map((r) => r.id)).toEqual(['new']);
  });
});
