// ordersWithStatus reads what `anyOf` read, in the same order, and a live query over it sees
// every change of those statuses (and only those).
import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '@/sync/testing/fake-db';
import { serverOrder } from '@/sync/testing/order-server';
import { ordersWithStatus } from './orders-by-status';

describe('ordersWithStatus', () => {
  it('gives the rows anyOf gives, in the same order', async () => {
    const { db } = createTestDb();
    const statuses = ['ready_for_pickup', 'pending', 'accepted', 'completed', 'delivery_change_requested'] as const;
    await db.orders.bulkPut([9, 3, 7, 1, 5, 2, 8, 4, 6].map((id) => serverOrder(id, { status: statuses[id % statuses.length] })));
    const wanted = ['pending', 'accepted', 'ready_for_pickup', 'delivery_change_requested'] as const;
    const read = await ordersWithStatus(db, wanted);
    const before = await db.orders.where('status').anyOf([...wanted]).toArray();
    expect(read.map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect(read.map((row) => row.status)).not.toContain('completed');
    expect(read).toHaveLength(7);
  });

  it('is seen again by a live query when an order enters or leaves those statuses', async () => {
    const { db } = createTestDb();
    await db.orders.bulkPut([serverOrder(1, { status: 'pending' }), serverOrder(2, { status: 'completed' })]);
    const seen: number[][] = [];
    const subscription = liveQuery(() => ordersWithStatus(db, ['pending', 'accepted'])).subscribe((rows) => seen.push(rows.map((row) => row.id)));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
    await settle();
    await db.orders.update(2, { status: 'accepted' });
    await settle();
    await db.orders.update(1, { status: 'completed' });
    await settle();
    subscription.unsubscribe();
    expect(seen).toEqual([[1], [2, 1], [2]]); // the index's order: 'accepted' before 'pending'
  });
});
