// Design rule 13: every path that writes server data into Dexie goes through one guard. A details
// fetch or a history page that left the server before the outbox's action was applied, and
// arrives after the action was acknowledged, must not write the older copy over the action.
import { describe, expect, it } from 'vitest';
import { mutate } from '../engine/mutate';
import { historyPageKey, loadOrderHistoryPage, refreshOrder } from '../operations/order-history';
import { OutboxReplayer } from '../engine/outbox';
import { pullCollection } from './pull';
import { createTestDb } from '../testing/fake-db';
import { createOrderServer, serverOrder } from '../testing/order-server';

async function chefWith(...orders: ReturnType<typeof serverOrder>[]) {
  const server = createOrderServer(orders);
  const { db } = createTestDb();
  await db.orders.bulkPut(orders);
  const outbox = new OutboxReplayer({ db, engineId: 'tab', send: server.send });
  return { server, db, outbox };
}

describe('server data written under the acknowledgement guard', () => {
  it('a details fetch answered with the pre-accept copy does not undo the accepted order', async () => {
    const { server, db, outbox } = await chefWith(serverOrder(1));
    await mutate(db, { kind: 'acceptOrder', orderId: 1, preparationTime: 20, notes: 'Extra spicy' });
    // The details screen asks for the order; while its answer (still "pending") travels, the
    // outbox sends the accept and the server acknowledges it.
    server.holdNextRead(() => outbox.flush());
    await refreshOrder(db, server.api, 1);

    expect(server.order(1)?.status).toBe('accepted');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.orders.get(1)).toMatchObject({ status: 'accepted', preparation_time: 20, chef_notes: 'Extra spicy' });
  });

  it('a history page answered before a "complete" was applied does not bring back "ready"', async () => {
    const { server, db, outbox } = await chefWith(serverOrder(2, { status: 'ready_for_delivery' }));
    await mutate(db, { kind: 'completeOrder', orderId: 2 });
    server.holdNextRead(() => outbox.flush());
    await loadOrderHistoryPage(db, server.api, {});

    expect(server.order(2)?.status).toBe('completed');
    expect((await db.orders.get(2))?.status).toBe('completed');
    expect((await db.historyPages.get(historyPageKey({})))?.orderIds).toEqual([2]);
  });

  it('a history order with an unsent action shows the server copy with the action on top', async () => {
    const { server, db } = await chefWith(serverOrder(3, { status: 'accepted' }));
    await mutate(db, { kind: 'markOrderReady', orderId: 3 }); // not sent yet
    server.put(serverOrder(3, { status: 'accepted', customer_notes: 'Ring twice' })); // the customer added a note
    await loadOrderHistoryPage(db, server.api, {});

    expect(await db.orders.get(3)).toMatchObject({ status: 'ready_for_delivery', customer_notes: 'Ring twice' });
  });

  it('the active orders pull deletes an order the server no longer knows, and fails when a re-read fails', async () => {
    const { server, db } = await chefWith(serverOrder(4, { status: 'accepted' }), serverOrder(5));
    server.remove(4); // gone for this chef: the card must not keep its buttons
    await pullCollection(db, server.api, 'activeOrders');
    expect(await db.orders.get(4)).toBeUndefined();
    expect((await db.orders.get(5))?.status).toBe('pending');

    // Order 5 left the active list (the customer cancelled) but its re-read fails: the pull fails
    // instead of keeping the Accept/Refuse card as if nothing happened.
    server.put(serverOrder(5, { status: 'refused_by_user' }));
    const failingApi = {
      request: ((method, path, options) => {
        if (path === 'chef/orders/5') return Promise.reject(new Error('503 Service Unavailable'));
        return server.api.request(method, path, options);
      }) as typeof server.api.request,
    };
    await expect(pullCollection(db, failingApi, 'activeOrders')).rejects.toThrow('503');
    await pullCollection(db, server.api, 'activeOrders');
    expect((await db.orders.get(5))?.status).toBe('refused_by_user');
  });
});
