import { describe, expect, it } from 'vitest';
import type { OrderRow } from '@/db/rows';
import { createTestDb } from '@/sync/testing/fake-db';
import { ACKNOWLEDGED_KEY, acceptOrder, acknowledgeOrders, completeOrder, refuseOrder } from './mutations';

const order = (id: number, status: OrderRow['status'] = 'pending'): OrderRow => ({
  id,
  number: String(1000 + id),
  status,
  type: 'delivery',
  customer: { name: 'Ona', phone: null },
  items: [{ id: 1, food_id: 3, name: 'Cepelinai', quantity: 2, unit_price: 6, total: 12, options: [] }],
  customer_notes: null,
  chef_notes: null,
  delivery_address: 'Gedimino pr. 1',
  subtotal: 12,
  delivery_fee: 2.5,
  total: 14.5,
  preparation_time: null,
  estimated_ready_at: null,
  refuse_reason: null,
  delivery_change: null,
  timeline: [{ status: 'pending', at: '2026-11-21T19:00:00.000Z', note: null }],
  refund: null,
  tickets: [],
  created_at: '2026-11-21T19:00:00.000Z',
  updated_at: '2026-11-21T19:00:00.000Z',
});

describe('order mutations', () => {
  it('accept changes the card at once, queues one entry for that order and silences its alarm', async () => {
    const { db } = createTestDb();
    await db.orders.bulkPut([order(1), order(2)]);
    await acceptOrder(db, 1, { preparation_time: 20, notes: 'Extra spicy' });
    const accepted = await db.orders.get(1);
    expect(accepted?.status).toBe('accepted');
    expect(accepted?.preparation_time).toBe(20);
    expect((await db.orders.get(2))?.status).toBe('pending');
    const entries = await db.outbox.toArray();
    expect(entries.map((entry) => [entry.entity, entry.operation])).toEqual([
      ['order:1', { kind: 'acceptOrder', orderId: 1, preparationTime: 20, notes: 'Extra spicy' }],
    ]);
    expect((await db.kv.get(ACKNOWLEDGED_KEY))?.value).toEqual([1]);
  });

  it('refuse queues the reason and notes; complete does not touch the alarm state', async () => {
    const { db } = createTestDb();
    await db.orders.bulkPut([order(1), order(2, 'ready_for_delivery')]);
    await refuseOrder(db, 1, { reason: 'other', notes: 'Oven broke' });
    await completeOrder(db, 2);
    expect((await db.orders.get(1))?.status).toBe('refused_by_chef');
    expect((await db.orders.get(2))?.status).toBe('completed');
    expect((await db.outbox.toArray()).map((entry) => entry.operation.kind)).toEqual(['refuseOrder', 'completeOrder']);
    expect((await db.kv.get(ACKNOWLEDGED_KEY))?.value).toEqual([1]);
  });

  it('acknowledging adds to what other tabs acknowledged, locally only', async () => {
    const { db } = createTestDb();
    await db.kv.put({ key: ACKNOWLEDGED_KEY, value: [7] });
    await acknowledgeOrders(db, [8, 7]);
    expect((await db.kv.get(ACKNOWLEDGED_KEY))?.value).toEqual([8, 7]);
    expect(await db.outbox.count()).toBe(0);
  });
});
