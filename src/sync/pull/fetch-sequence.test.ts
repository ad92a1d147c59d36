// An older server copy never undoes a newer one (docs/sync.md, "Pulls"): a pull that started first
// and finished last, a late action answer, and a pull racing a realtime event's notification.
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import type { Order } from '@/contract';
import { putServerOrders, writtenNow } from './fetch-sequence';
import { mutate } from '../engine/mutate';
import { OutboxReplayer, type Transport } from '../engine/outbox';
import { pullCollection } from './pull';
import { createTestDb, unreadNotification } from '../testing/fake-db';
import { serverOrder } from '../testing/order-server';

const pending = serverOrder(1, { updated_at: '2026-11-26T10:00:00.000Z' });
const cancelled = serverOrder(1, { status: 'refused_by_user', updated_at: '2026-11-26T10:05:00.000Z' });

/** A server whose answers to a path are handed over by the test, one call at a time. */
function heldApi() {
  const held = new Map<string, Array<(value: unknown) => void>>();
  const api: ApiClient = {
    request: (_method, path) =>
      new Promise((resolve) => held.set(path, [...(held.get(path) ?? []), resolve as (value: unknown) => void])) as never,
  };
  const waiting = (path: string) => held.get(path)?.length ?? 0;
  /** Answer the call to `path` that came `last` (else the first still waiting). */
  const answer = (path: string, value: unknown, last = false) => {
    const list = held.get(path) ?? [];
    (last ? list.pop() : list.shift())?.(value);
  };
  return { api, waiting, answer };
}

const until = async (test: () => boolean) => {
  for (let i = 0; i < 200 && !test(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!test()) throw new Error('timed out');
};

describe('the pull sequence', () => {
  it('a pull that started first and finished last does not bring a cancelled order back to "pending"', async () => {
    const { db } = createTestDb();
    await db.orders.put(pending);
    const server = heldApi();
    const slow = pullCollection(db, server.api, 'activeOrders'); // a background tab's pull, slow to come back
    await until(() => server.waiting('chef/orders/active') === 1);
    const fast = pullCollection(db, server.api, 'activeOrders'); // the leader's pull after "order cancelled"
    await until(() => server.waiting('chef/orders/active') === 2);

    server.answer('chef/orders/active', [], true); // the fast one, after the customer cancelled...
    await until(() => server.waiting('chef/orders/1') === 1);
    server.answer('chef/orders/1', cancelled);
    await fast;
    expect((await db.orders.get(1))?.status).toBe('refused_by_user');
    server.answer('chef/orders/active', [pending]); // ...then the slow one, its copy taken before
    await slow;
    expect((await db.orders.get(1))?.status).toBe('refused_by_user');
  });

  it('a late answer to an accept does not replace the newer copy a pull wrote meanwhile', async () => {
    const { db } = createTestDb();
    await db.orders.put({ ...pending, server_updated_at: pending.updated_at });
    await mutate(db, { kind: 'acceptOrder', orderId: 1, preparationTime: 20, notes: '' });
    let answer: (order: Order) => void = () => {};
    const send: Transport = () => new Promise((resolve) => (answer = resolve));
    const outbox = new OutboxReplayer({ db, send, engineId: 'tab' });
    const sending = outbox.flush();
    await until(() => answer.length === 1);
    // The customer cancelled right after the accept; the leader's pull already wrote that.
    await db.orders.put({ ...cancelled, server_updated_at: cancelled.updated_at });
    answer(serverOrder(1, { status: 'accepted', preparation_time: 20, updated_at: '2026-11-26T10:01:00.000Z' }));
    await sending;
    expect((await db.orders.get(1))?.status).toBe('refused_by_user');
    outbox.stop();
  });

  it('a notification that came by realtime stays when a pull that started before it writes', async () => {
    const { db } = createTestDb();
    const server = heldApi();
    const pull = pullCollection(db, server.api, 'notifications');
    await until(() => server.waiting('chef/notifications') === 1);
    await db.transaction('rw', db.notifications, db.kv, async () => {
      await writtenNow(db, 'notifications'); // what the engine does with an event
      await db.notifications.put(unreadNotification(7, 'New order #1007'));
    });
    server.answer('chef/notifications', []); // the copy from before the order
    await pull;
    expect((await db.notifications.get(7))?.data.title).toBe('New order #1007');
  });

  it('writes only the orders that changed: a pull that brings one new order among 50 writes one row', async () => {
    const { db } = createTestDb();
    const known = Array.from({ length: 50 }, (_, index) => serverOrder(index + 1, { updated_at: '2026-11-26T10:00:00.000Z' }));
    await putServerOrders(db, known);
    const put = vi.spyOn(db.orders, 'bulkPut');
    const fresh = serverOrder(51, { updated_at: '2026-11-26T10:06:00.000Z' });
    const rows = await putServerOrders(db, [...known.map((order) => ({ ...order })), fresh]);
    expect(rows).toHaveLength(51); // all of them are as the server has them
    expect(put.mock.calls.map(([written]) => written.map((row) => row.id))).toEqual([[51]]);
    // A row with the chef's unsent change on it is not the server's copy: it is written again.
    await db.orders.update(3, { status: 'accepted' });
    put.mockClear();
    await putServerOrders(db, known);
    expect(put.mock.calls.map(([written]) => written.map((row) => row.id))).toEqual([[3]]);
    expect((await db.orders.get(3))?.status).toBe('pending');
  });
});
