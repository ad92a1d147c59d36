import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import type { Order } from '@/contract';
import { mutate } from '../engine/mutate';
import { historyPageKey } from './order-history';
import { OutboxReplayer } from '../engine/outbox';
import { createTestDb } from '../testing/fake-db';
import { serverOrder } from '../testing/order-server';

const pendingOrder = (id: number): Order => serverOrder(id);

describe('order actions through the outbox', () => {
  it('shows the action at once and stores the order the server answers', async () => {
    const { db } = createTestDb();
    await db.orders.put(pendingOrder(1));
    await mutate(db, { kind: 'acceptOrder', orderId: 1, preparationTime: 20, notes: '' });
    expect((await db.orders.get(1))?.status).toBe('accepted');
    const serverOrder = { ...pendingOrder(1), status: 'accepted' as const, preparation_time: 20, chef_notes: 'from server' };
    const sent: string[] = [];
    const outbox = new OutboxReplayer({ db, engineId: 't', send: async (request) => (sent.push(request.path), serverOrder) });
    await outbox.flush();
    expect(sent).toEqual(['chef/orders/1/accept']);
    expect(await db.orders.get(1)).toMatchObject({ status: 'accepted', chef_notes: 'from server' });
  });

  it('keeps a later unsent action on top of the server answer', async () => {
    const { db } = createTestDb();
    await db.orders.put(pendingOrder(2));
    await mutate(db, { kind: 'acceptOrder', orderId: 2, preparationTime: 15, notes: '' });
    await mutate(db, { kind: 'markOrderReady', orderId: 2 });
    let calls = 0;
    const outbox = new OutboxReplayer({
      db,
      engineId: 't',
      parallel: 1,
      send: async () => {
        calls++;
        if (calls === 1) return { ...pendingOrder(2), status: 'accepted' };
        throw new ApiError({ kind: 'network', status: null });
      },
    });
    await outbox.flush();
    expect((await db.orders.get(2))?.status).toBe('ready_for_delivery');
  });

  it('records a 409 (the customer cancelled first) and asks for the active orders again', async () => {
    const { db } = createTestDb();
    await db.orders.put(pendingOrder(3));
    await mutate(db, { kind: 'acceptOrder', orderId: 3, preparationTime: 10, notes: '' });
    const refreshed: string[] = [];
    const outbox = new OutboxReplayer({
      db,
      engineId: 't',
      onPullNeeded: (collection) => refreshed.push(collection),
      send: async () => {
        throw new ApiError({ kind: 'http', status: 409, serverMessage: 'This order was cancelled by the customer.' });
      },
    });
    await outbox.flush();
    expect(await db.notSaved.toArray()).toEqual([expect.objectContaining({ status: 409, reason: 'This order was cancelled by the customer.' })]);
    expect(refreshed).toEqual(['activeOrders']);
  });
});

describe('historyPageKey', () => {
  it('is the same for the same filters in any order, with defaults filled in', () => {
    expect(historyPageKey({ status: 'completed', page: 2 })).toBe(historyPageKey({ page: 2, per_page: 20, status: 'completed' }));
    expect(historyPageKey({ page: 1 })).not.toBe(historyPageKey({ page: 2 }));
    expect(historyPageKey({ page: 1, search: '' })).toBe(historyPageKey({ page: 1 }));
  });
});
