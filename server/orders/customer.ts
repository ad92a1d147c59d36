// The customer side of an order (demos, tests, the simulator): place an order, cancel it, answer
// the chef's pickup request. Each change is one transaction and notifies the chef in realtime.
// Orders come from the chef's menu and use up today's quantities (server/menu/ordering.ts).
import type { Order } from '../../src/contract/index.ts';
import type { Deps } from '../http/context.ts';
import { ApiError, ConflictError } from '../http/envelope.ts';
import { menuOf } from '../store/foods.ts';
import { nothingToOrder, randomMenuChoices, takeFromMenu, type MenuChoice } from '../menu/ordering.ts';
import { changeOrder, orderWriter, type NewOrderItem } from '../store/order-writes.ts';
import { findOrderRowById, toOrder, type OrderRow } from '../store/orders.ts';
import type { BroadcastPayload } from '../store/notifications.ts';
import { customerActionRefusal } from './state.ts';
import { formatEuros, itemsSummary, randomCustomerOrder, type Random } from './menu.ts';

export type CustomerDeps = Pick<Deps, 'db' | 'broadcastToChef' | 'nowIso'>;

export interface CustomerAnswer {
  order: Order;
  notification: BroadcastPayload;
}

function orderOrFail(deps: CustomerDeps, id: number): OrderRow {
  const order = findOrderRowById(deps.db, id);
  if (!order) throw new ApiError(404, `No order has the id ${id}. (Give an order number as #1042.)`);
  return order;
}

const orderLink = (order: Pick<OrderRow, 'id'>) => `/orders/${order.id}`;

/** What the customer orders: the given items from the chef's menu, or 1–3 random foods of it that
 * can be ordered now; a chef without any food on the menu gets the fixed demo dishes (food_id
 * null). Throws 409 when the menu has foods but none can be ordered (all sold out). */
function orderItems(deps: CustomerDeps, chefId: number, random: Random, items: readonly MenuChoice[] | undefined): NewOrderItem[] | null {
  const nowMs = Date.parse(deps.nowIso());
  if (items) return takeFromMenu(deps.db, chefId, items, nowMs);
  const menu = menuOf(deps.db, chefId, nowMs);
  if (menu.length === 0) return null;
  const choices = randomMenuChoices(menu, random, nowMs);
  if (choices.length === 0) throw new ConflictError(nothingToOrder, null);
  return takeFromMenu(deps.db, chefId, choices, nowMs);
}

/** A realistic order for the chef (orderItems above); notifies `new_order`. */
export function placeOrder(
  deps: CustomerDeps,
  chefId: number,
  options: { pickup?: boolean; random?: Random; items?: readonly MenuChoice[] } = {},
): CustomerAnswer {
  const random = options.random ?? Math.random;
  return deps.db.transaction(() => {
    const type = options.pickup ? 'pickup' : 'delivery';
    const items = orderItems(deps, chefId, random, options.items);
    const customer = randomCustomerOrder(chefId, type, deps.nowIso(), random);
    const id = orderWriter(deps.db).insert({ ...customer, items: items ?? customer.items, status: 'pending' });
    const order = toOrder(deps.db, orderOrFail(deps, id));
    const notification = deps.broadcastToChef(chefId, {
      type: 'new_order',
      title: `New order #${order.number}`,
      body: `${itemsSummary(order.items)} · ${formatEuros(Math.round(order.total * 100))}`,
      action_url: orderLink(order),
      data: { order_id: order.id },
    });
    return { order, notification };
  })();
}

/** The customer cancels (pending, delivery_change_requested or accepted -> refused_by_user). */
export function cancelOrder(deps: CustomerDeps, id: number): CustomerAnswer {
  return deps.db.transaction(() => {
    const row = orderOrFail(deps, id);
    const refusal = customerActionRefusal('cancel', row);
    if (refusal) throw new ConflictError(refusal, toOrder(deps.db, row));
    const now = deps.nowIso();
    changeOrder(deps.db, row, { status: 'refused_by_user' }, { status: 'refused_by_user', at: now, note: 'Cancelled by the customer', actor: 'customer' }, now);
    const order = toOrder(deps.db, orderOrFail(deps, id));
    const notification = deps.broadcastToChef(row.chef_id, {
      type: 'order_cancelled',
      title: `Order #${order.number} was cancelled`,
      body: `${order.customer.name} cancelled the order.`,
      action_url: orderLink(order),
      data: { order_id: order.id },
    });
    return { order, notification };
  })();
}

/** The customer answers the chef's pickup request: the order goes back to pending either way. */
export function answerPickup(deps: CustomerDeps, id: number, accept: boolean): CustomerAnswer {
  return deps.db.transaction(() => {
    const row = orderOrFail(deps, id);
    const refusal = customerActionRefusal('answer-pickup', row);
    if (refusal) throw new ConflictError(refusal, toOrder(deps.db, row));
    const now = deps.nowIso();
    const changes = accept
      ? {
          status: 'pending' as const,
          type: 'pickup' as const,
          delivery_address: null,
          delivery_fee_cents: 0,
          total_cents: row.subtotal_cents,
          delivery_change_status: 'accepted',
        }
      : { status: 'pending' as const, delivery_change_status: 'declined' };
    const note = accept ? 'The customer agreed to pick it up' : 'The customer declined pickup; it stays a delivery';
    changeOrder(deps.db, row, changes, { status: 'pending', at: now, note, actor: 'customer' }, now);
    const order = toOrder(deps.db, orderOrFail(deps, id));
    const notification = deps.broadcastToChef(row.chef_id, {
      type: accept ? 'delivery_accepted' : 'delivery_refused',
      title: accept ? `Order #${order.number} is now a pickup order` : `Order #${order.number} stays a delivery`,
      body: accept ? `${order.customer.name} will pick it up.` : `${order.customer.name} declined the pickup; please deliver it.`,
      action_url: orderLink(order),
      data: { order_id: order.id },
    });
    return { order, notification };
  })();
}
