// The queue counts only orders waiting for the chef's answer and those being prepared, and a live
// query over it follows an accept.
import { liveQuery } from 'dexie';
import { describe, expect, it } from 'vitest';
import { createTestDb } from '@/sync/testing/fake-db';
import { serverOrder } from '@/sync/testing/order-server';
import { readOrderQueue, type OrderQueue } from './order-queue';

describe('readOrderQueue', () => {
  it('counts pending orders as waiting and accepted ones as being prepared, nothing else', async () => {
    const { db } = createTestDb();
    const statuses = ['pending', 'pending', 'accepted', 'delivery_change_requested', 'ready_for_delivery', 'completed', 'refused_by_user'] as const;
    await db.orders.bulkPut(statuses.map((status, index) => serverOrder(index + 1, { status })));
    expect(await readOrderQueue(db)).toEqual({ waiting: 2, preparing: 1 });
  });

  it('is empty with no orders', async () => {
    const { db } = createTestDb();
    expect(await readOrderQueue(db)).toEqual({ waiting: 0, preparing: 0 });
  });

  it('follows an accept in a live query', async () => {
    const { db } = createTestDb();
    await db.orders.put(serverOrder(1, { status: 'pending' }));
    const seen: OrderQueue[] = [];
    const subscription = liveQuery(() => readOrderQueue(db)).subscribe((queue) => seen.push(queue));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 30));
    await settle();
    await db.orders.update(1, { status: 'accepted' });
    await settle();
    subscription.unsubscribe();
    expect(seen).toEqual([
      { waiting: 1, preparing: 0 },
      { waiting: 0, preparing: 1 },
    ]);
  });
});
