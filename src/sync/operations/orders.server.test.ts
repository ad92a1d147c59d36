// Order actions through the sync engine against the real reference server (in-process): an accept
// made offline reaches the server once with the time of the tap; an accept that meets a customer's
// cancellation is refused, recorded, and the card returns to the server's state; the answers to a
// burst of accepts are stored as they come, without pulling every active order after each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestLogEntry } from '../../../server/config.ts';
import { cancelOrder, placeOrder } from '../../../server/orders/customer.ts';
import { login, setChefStatus, startServer, type Harness } from '../../../server/testing/harness.ts';
import { mutate } from '../engine/mutate';
import { engineAgainstServer } from '../testing/engine-against-server';

let h: Harness;
const requests: RequestLogEntry[] = [];
beforeAll(async () => {
  h = await startServer({ requestLog: (entry) => requests.push(entry) });
});
afterAll(() => h.dispose());

async function chefWithOrder() {
  setChefStatus(h.server, 'docs@chef.test', 'approved'); // orders are for approved chefs
  const chef = await login(h.server.url, 'docs@chef.test');
  const deps = { db: h.server.db, broadcastToChef: h.server.broadcastToChef, nowIso: () => new Date().toISOString() };
  // Placed five minutes ago: a tap is counted from the order's creation at the earliest.
  const { order } = placeOrder({ ...deps, nowIso: () => new Date(Date.now() - 5 * 60_000).toISOString() }, chef.id, {});
  const { db, engine, network } = engineAgainstServer(h.server.url, chef);
  await engine.pull('activeOrders');
  return { chef, orderId: order.id, db, engine, network, cancel: () => cancelOrder(deps, order.id) };
}

const serverOrder = async (token: string, id: number) =>
  ((await (await fetch(`${h.server.url}/api/chef/orders/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
    result: { status: string; timeline: Array<{ status: string; at: string }> };
  }).result;

describe('orders through the sync engine', () => {
  it('sends an accept made offline once, with the time of the tap', async () => {
    const s = await chefWithOrder();
    expect((await s.db.orders.get(s.orderId))?.status).toBe('pending');
    s.network.up = false;
    const entry = await mutate(s.db, { kind: 'acceptOrder', orderId: s.orderId, preparationTime: 25, notes: '' }, { now: () => new Date(Date.now() - 90_000) });
    await s.engine.outbox.flush();
    expect(await s.db.outbox.count()).toBe(1);

    s.network.up = true;
    await s.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await s.engine.outbox.flush();
    expect(await s.db.outbox.count()).toBe(0);
    const onServer = await serverOrder(s.chef.token, s.orderId);
    expect(onServer.status).toBe('accepted');
    const accepted = onServer.timeline.filter((step) => step.status === 'accepted');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.at).toBe(entry.actionAt);
  });

  it('tells the chef when the customer cancelled first, and shows the order as the server has it', async () => {
    const s = await chefWithOrder();
    s.network.up = false;
    await mutate(s.db, { kind: 'acceptOrder', orderId: s.orderId, preparationTime: 15, notes: '' });
    expect((await s.db.orders.get(s.orderId))?.status).toBe('accepted');
    s.cancel(); // meanwhile, on the customer's side

    s.network.up = true;
    await s.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    await s.engine.outbox.flush();
    expect(await s.db.notSaved.toArray()).toEqual([expect.objectContaining({ status: 409, reason: expect.stringMatching(/cancelled/i) })]);
    await expect.poll(async () => (await s.db.orders.get(s.orderId))?.status).toBe('refused_by_user');
  });

  it("stores each accept's answer, the order as the server returned it, without pulling all active orders", async () => {
    setChefStatus(h.server, 'docs@chef.test', 'approved');
    const chef = await login(h.server.url, 'docs@chef.test');
    const deps = { db: h.server.db, broadcastToChef: h.server.broadcastToChef, nowIso: () => new Date(Date.now() - 5 * 60_000).toISOString() };
    const ids = Array.from({ length: 12 }, () => placeOrder(deps, chef.id, {}).order.id);
    const { db, engine, network } = engineAgainstServer(h.server.url, chef);
    await engine.pull('activeOrders');
    network.up = false;
    for (const id of ids) await mutate(db, { kind: 'acceptOrder', orderId: id, preparationTime: 20, notes: '' });
    network.up = true;
    const before = requests.length;
    await engine.outbox.flush();
    expect(await db.outbox.count()).toBe(0);
    const during = requests.slice(before);
    expect(during.filter((r) => r.method === 'POST' && r.path.endsWith('/accept') && r.status === 200)).toHaveLength(ids.length);
    expect(during.filter((r) => r.method === 'GET' && r.path === '/api/chef/orders/active')).toEqual([]); // was one pull per answer
    for (const id of ids) expect(await db.orders.get(id)).toMatchObject({ status: 'accepted', preparation_time: 20, server_updated_at: expect.any(String) });
    engine.stop();
  });
});
