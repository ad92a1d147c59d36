// One truth for what a chef action does (design rule 15): every action, with and without notes, is
// tapped offline on the device (the optimistic effect), then sent through the sync engine to the
// in-process reference server; the order the server stores equals the one the chef saw at the tap
// (status, every field, the refund, the timeline with its notes and times).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRow } from '@/db/rows';
import type { OutboxOperation } from '@/db/outbox-entry';
import { login, setChefStatus, startServer, type Harness } from '../../../server/testing/harness.ts';
import { orderDriver, type OrderDriver, type StartState } from '../../../server/testing/orders.ts';
import { mutate } from '../engine/mutate';
import { engineAgainstServer } from '../testing/engine-against-server';

let h: Harness;
let driver: OrderDriver;
let chef: { id: number; token: string };
beforeAll(async () => {
  h = await startServer();
  setChefStatus(h.server, 'docs@chef.test', 'approved'); // orders are for approved chefs
  chef = await login(h.server.url, 'docs@chef.test');
  driver = orderDriver(h, chef);
});
afterAll(() => h.dispose());

type Case = { name: string; from: StartState; action: (orderId: number) => OutboxOperation };

const cases: Case[] = [
  { name: 'accept', from: 'pending', action: (orderId) => ({ kind: 'acceptOrder', orderId, preparationTime: 25, notes: '' }) },
  { name: 'accept with notes', from: 'pending', action: (orderId) => ({ kind: 'acceptOrder', orderId, preparationTime: 40, notes: 'Extra dill' }) },
  { name: 'refuse', from: 'pending', action: (orderId) => ({ kind: 'refuseOrder', orderId, reason: 'too_busy', notes: '' }) },
  { name: 'refuse with notes', from: 'pending', action: (orderId) => ({ kind: 'refuseOrder', orderId, reason: 'other', notes: 'Oven broke' }) },
  { name: 'request pickup', from: 'pending', action: (orderId) => ({ kind: 'requestPickup', orderId, reason: 'no_courier', notes: '' }) },
  {
    name: 'request pickup with notes',
    from: 'pending',
    action: (orderId) => ({ kind: 'requestPickup', orderId, reason: 'packaging', notes: 'Soup spills' }),
  },
  { name: 'ready (delivery)', from: 'accepted', action: (orderId) => ({ kind: 'markOrderReady', orderId }) },
  { name: 'complete (delivery)', from: 'ready_for_delivery', action: (orderId) => ({ kind: 'completeOrder', orderId }) },
  { name: 'complete (pickup)', from: 'ready_for_pickup', action: (orderId) => ({ kind: 'completeOrder', orderId }) },
];

/** The order as the chef sees it; `updated_at` is the server's bookkeeping (when it recorded it). */
// The times differ by nature; `server_updated_at` is the device's own bookkeeping (fetch-sequence.ts).
const asSeen = ({ updated_at: _recorded, server_updated_at: _version, ...order }: OrderRow) => order;

describe('the optimistic effect equals what the server stores', () => {
  it.each(cases)('$name', async ({ from, action }) => {
    const before = await driver.orderIn(from);
    const { db, engine, network } = engineAgainstServer(h.server.url, chef);
    await engine.pull('activeOrders');
    expect((await db.orders.get(before.id))?.status).toBe(before.status);

    network.up = false;
    await mutate(db, action(before.id));
    const optimistic = await db.orders.get(before.id);
    if (!optimistic) throw new Error('the order left the device');
    expect(optimistic.status).not.toBe(before.status);

    network.up = true;
    await engine.outbox.flush();
    expect(await db.outbox.count()).toBe(0);
    expect(await db.notSaved.count()).toBe(0);
    const stored = await driver.get(before.id);
    expect(asSeen(stored)).toEqual(asSeen(optimistic));
    expect(asSeen((await db.orders.get(before.id)) ?? before)).toEqual(asSeen(stored));
  });
});
