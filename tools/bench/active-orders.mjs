// A known set of active orders for the measurements that need one (the warm start and
// the Accept interaction "with 30 orders"): every active order of the chef ends (the customer
// cancels what may still be cancelled, the chef completes what is ready), then `count` new
// pending orders are placed, each with an Accept button. Through the server's API only, so it
// does not depend on what the parts run before it left behind (the 200 orders of the flush, say).
import { randomUUID } from 'node:crypto';
import { chefGet } from './api.mjs';
import { inBatches } from './probe.mjs';

const CANCELLABLE = new Set(['pending', 'delivery_change_requested', 'accepted']);
const READY = new Set(['ready_for_pickup', 'ready_for_delivery']);

async function complete(baseUrl, token, id) {
  const response = await fetch(`${baseUrl}/api/chef/orders/${id}/complete`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', Language: 'en', Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
    body: '{}',
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`POST /api/chef/orders/${id}/complete answered ${response.status}`);
}

/** Leaves the chef exactly `count` active orders, all pending; resolves with them (oldest first). */
export async function setActiveOrders({ baseUrl, token, admin, email, count }) {
  const active = await chefGet(baseUrl, token, '/api/chef/orders/active');
  await inBatches(active, 8, async (order) => {
    if (CANCELLABLE.has(order.status)) await admin.cancelOrder(order.id);
    else if (READY.has(order.status)) await complete(baseUrl, token, order.id);
  });
  const placed = [];
  for (let n = 0; n < count; n += 1) placed.push((await admin.placeOrder(email)).order);
  const left = await chefGet(baseUrl, token, '/api/chef/orders/active');
  if (left.length !== count) throw new Error(`expected ${count} active orders, the server lists ${left.length}`);
  return placed;
}
