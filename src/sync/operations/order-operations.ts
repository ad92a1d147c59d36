// The chef's order actions as outbox operations: the request each sends, its optimistic effect on
// the local order, and what the server's answer (the order as it now stands) does locally.
import * as v from 'valibot';
import { orderSchema } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import type { OrderRow } from '@/db/rows';
import { putServerOrders } from '../pull/fetch-sequence';
import { applyOrderAction, type OrderOperation } from './order-effects';
import { atKnownVersion } from '../engine/operation-version-table';
import type { OperationSpec } from '../engine/operation-spec';
import { reapplied } from '../engine/reapply';

type Kind = OrderOperation['kind'];
type Op<K extends Kind> = Extract<OrderOperation, { kind: K }>;

const paths: { [K in Kind]: string } = {
  acceptOrder: 'accept',
  refuseOrder: 'refuse',
  requestPickup: 'request-pickup',
  markOrderReady: 'ready',
  completeOrder: 'complete',
  delayOrder: 'delay',
};

/** An order action of this build's (one a newer build wrote may name another kind). */
const isOrderOperation = (op: { kind: string }): op is OrderOperation => Object.hasOwn(paths, op.kind);

function body(op: OrderOperation): unknown {
  switch (op.kind) {
    case 'acceptOrder':
      return { preparation_time: op.preparationTime, notes: op.notes };
    case 'refuseOrder':
    case 'requestPickup':
      return { reason: op.reason, notes: op.notes };
    case 'delayOrder':
      return { minutes: op.minutes };
    default:
      return undefined;
  }
}

/** The server's version of the order (an accepted action's answer, or the order a refusal
 * carries), with the chef's later unsent actions on top. False when it is not an order. */
async function storeServerOrder(db: ChefDb, result: unknown): Promise<boolean> {
  const parsed = v.safeParse(orderSchema, result);
  if (!parsed.success) return false;
  // A late answer (a replay after a lost one) never replaces a newer copy a pull brought meanwhile.
  const [stored] = await putServerOrders(db, [parsed.output]);
  if (!stored) return true;
  let order: OrderRow = stored;
  const later = await db.outbox.where('entity').equals(`order:${order.id}`).sortBy('seq');
  for (const entry of later) {
    const op = entry.operation;
    if (atKnownVersion(entry) && isOrderOperation(op)) order = reapplied(entry, order, () => applyOrderAction(order, op, entry.actionAt));
  }
  await db.orders.put(order);
  return true;
}

function orderOperation<K extends Kind>(kind: K): OperationSpec<Op<K>> {
  return {
    entity: (op) => `order:${op.orderId}`,
    request: (op) => {
      const json = body(op);
      return { method: 'POST', path: `chef/orders/${op.orderId}/${paths[kind]}`, ...(json === undefined ? {} : { json }) };
    },
    tables: (db) => [db.orders],
    apply: async (db, op, actionAt) => {
      const order = await db.orders.get(op.orderId);
      if (order) await db.orders.put(applyOrderAction(order, op, actionAt));
    },
    accepted: storeServerOrder,
    answerIsCurrent: true, // a first answer is not followed by a pull of every active order (outbox.ts)
    refused: storeServerOrder,
    collection: 'activeOrders',
    label: `operation.${kind}`,
  };
}

export const orderOperations = {
  acceptOrder: orderOperation('acceptOrder'),
  refuseOrder: orderOperation('refuseOrder'),
  requestPickup: orderOperation('requestPickup'),
  markOrderReady: orderOperation('markOrderReady'),
  completeOrder: orderOperation('completeOrder'),
  delayOrder: orderOperation('delayOrder'),
};
