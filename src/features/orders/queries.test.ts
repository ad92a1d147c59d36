// The active orders' shared read: the orders list and the new-order alarm get the same result, read
// once per change, and a pull that stores the rows and marks the collection pulled in one
// transaction is seen whole (rows and "pulled" together, never "pulled" with no rows yet).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDb, openedDbs } from '@/sync/testing/fake-db';
import { serverOrder } from '@/sync/testing/order-server';
import { ACKNOWLEDGED_KEY } from './mutations';
import { ACTIVE_ORDERS_COLLECTION, sharedActiveOrders, type ActiveOrdersRead } from './queries';

const { keep, closeOpened } = openedDbs();
afterEach(closeOpened);

describe('the active orders read shared by the list and the alarm', () => {
  it('is read once per change for both, and a pull is seen whole', async () => {
    const { db } = createTestDb();
    keep(db);
    const transactions = vi.spyOn(db, 'transaction');
    const shared = sharedActiveOrders(db);
    const seenByList: ActiveOrdersRead[] = [];
    const seenByAlarm: ActiveOrdersRead[] = [];
    const stops = [
      shared.subscribe(() => seenByList.push(shared.snapshot() as ActiveOrdersRead)),
      shared.subscribe(() => seenByAlarm.push(shared.snapshot() as ActiveOrdersRead)),
    ];
    await vi.waitFor(() => expect(seenByList.at(-1)).toMatchObject({ rows: [], pulled: undefined }));

    // A pull: the rows and the pull state in one transaction.
    await db.transaction('rw', db.orders, db.syncState, async () => {
      await db.orders.bulkPut([serverOrder(1, { status: 'accepted' }), serverOrder(2, { status: 'pending' }), serverOrder(3, { status: 'completed' })]);
      await db.syncState.put({ collection: ACTIVE_ORDERS_COLLECTION, pulledAt: 1 });
    });
    await vi.waitFor(() => expect(seenByList.at(-1)?.pulled?.pulledAt).toBe(1));
    await db.kv.put({ key: ACKNOWLEDGED_KEY, value: [2] });
    await vi.waitFor(() => expect(seenByList.at(-1)?.acknowledged).toEqual([2]));

    for (const read of seenByList) expect(read.pulled === undefined || read.rows.length === 2).toBe(true);
    const last = seenByList.at(-1);
    expect(last?.rows.map((row) => row.id)).toEqual([2, 1]); // the pending one first (sort-orders.ts)
    expect(last?.pulled?.pulledAt).toBe(1);
    expect(last?.acknowledged).toEqual([2]);
    // The same result objects, not a read of their own (that would give equal, not the same).
    expect(seenByAlarm).toHaveLength(seenByList.length);
    seenByAlarm.forEach((read, i) => expect(read).toBe(seenByList[i]));
    // One read per result (a second watcher with its own read would double it); Dexie may read
    // once more when a change lands during a read.
    const reads = transactions.mock.calls.filter(([mode]) => mode === 'r').length;
    expect(reads).toBeGreaterThanOrEqual(seenByList.length);
    expect(reads).toBeLessThanOrEqual(seenByList.length + 1);
    for (const stop of stops) stop();
  });
});
