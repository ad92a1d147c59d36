// A chef suspended (or made inactive) while the app is open: the server answers 403 on
// the orders; the engine reads the account again on that refusal, so the chef's status reaches the
// device and the guard shows the on-hold screen, instead of a list that can no longer load.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { placeOrder } from '../../../server/orders/customer.ts';
import { login, setChefStatus, startServer, type Harness } from '../../../server/testing/harness.ts';
import { mutate } from './mutate';
import { engineAgainstServer } from '../testing/engine-against-server';

let h: Harness;
beforeAll(async () => {
  h = await startServer();
});
afterAll(() => h.dispose());

const EMAIL = 'docs@chef.test';

async function approvedChefWithOrder() {
  setChefStatus(h.server, EMAIL, 'approved');
  const chef = await login(h.server.url, EMAIL);
  const deps = { db: h.server.db, broadcastToChef: h.server.broadcastToChef, nowIso: () => new Date().toISOString() };
  const { order } = placeOrder(deps, chef.id, {});
  const { db, engine } = engineAgainstServer(h.server.url, chef);
  await engine.pullAll();
  expect((await db.profile.get(chef.id))?.status).toBe('approved');
  expect((await db.orders.get(order.id))?.status).toBe('pending');
  return { chef, orderId: order.id, db, engine };
}

const statusOnDevice = async (db: Awaited<ReturnType<typeof approvedChefWithOrder>>['db'], chefId: number) => (await db.profile.get(chefId))?.status;

describe('a chef whose account is put on hold while the app is open', () => {
  it('a refused pull of the orders (403) reads the account again: the device learns "suspended"', async () => {
    const { chef, db, engine } = await approvedChefWithOrder();
    setChefStatus(h.server, EMAIL, 'suspended');

    await engine.pull('activeOrders');

    await vi.waitFor(async () => expect(await statusOnDevice(db, chef.id)).toBe('suspended'), { timeout: 3_000 });
    engine.stop();
  });

  it('a refused order action (403) does the same: the device learns "inactive"', async () => {
    const { chef, orderId, db, engine } = await approvedChefWithOrder();
    setChefStatus(h.server, EMAIL, 'inactive');

    await mutate(db, { kind: 'acceptOrder', orderId, preparationTime: 25, notes: '' });
    await engine.outbox.flush();

    await vi.waitFor(async () => expect(await statusOnDevice(db, chef.id)).toBe('inactive'), { timeout: 3_000 });
    engine.stop();
  });
});
