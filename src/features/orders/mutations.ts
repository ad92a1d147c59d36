// The chef's order actions, through the outbox (they work offline and are sent later): the card
// changes at once. Acting on an order also acknowledges it, so its alarm stops in every tab.
// Acknowledging is device-local (db.kv 'acknowledgedOrders'), never sent to the server.
import type { AcceptOrderRequest, RefuseOrderRequest, RequestPickupRequest } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { withStorage } from '@/db/storage-health';
import { mutate } from '@/sync/engine/mutate';
import { withAcknowledged } from './alarm-selection';

export const ACKNOWLEDGED_KEY = 'acknowledgedOrders';

/** Silence the alarm of these orders (in every tab: they all watch the key). */
export async function acknowledgeOrders(db: ChefDb, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await withStorage(db, () =>
    db.transaction('rw', db.kv, async () => {
      const stored = await db.kv.get(ACKNOWLEDGED_KEY);
      await db.kv.put({ key: ACKNOWLEDGED_KEY, value: withAcknowledged(stored?.value, orderIds) });
    }),
  );
}

export async function acceptOrder(db: ChefDb, orderId: number, values: AcceptOrderRequest): Promise<void> {
  await mutate(db, { kind: 'acceptOrder', orderId, preparationTime: values.preparation_time, notes: values.notes });
  await acknowledgeOrders(db, [orderId]);
}

export async function refuseOrder(db: ChefDb, orderId: number, values: RefuseOrderRequest): Promise<void> {
  await mutate(db, { kind: 'refuseOrder', orderId, reason: values.reason, notes: values.notes });
  await acknowledgeOrders(db, [orderId]);
}

export async function requestPickup(db: ChefDb, orderId: number, values: RequestPickupRequest): Promise<void> {
  await mutate(db, { kind: 'requestPickup', orderId, reason: values.reason, notes: values.notes });
  await acknowledgeOrders(db, [orderId]);
}

export async function markOrderReady(db: ChefDb, orderId: number): Promise<void> {
  await mutate(db, { kind: 'markOrderReady', orderId });
}

export async function completeOrder(db: ChefDb, orderId: number): Promise<void> {
  await mutate(db, { kind: 'completeOrder', orderId });
}
