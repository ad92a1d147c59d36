// Missed orders pause the kitchen: MISSED_ORDERS_PAUSE orders in a row that expire unanswered
// (server/orders/expiry.ts) pause new orders as the chef's own pause would (until the chef
// resumes), with the reason `missed_orders` and how many ("2 orders were not answered"), and the
// chef is told by a `kitchen_paused` notification (bell and push). A phone that stopped ringing
// should not let customers keep ordering into silence. The run is kept on the kitchen row
// (kitchens.missed_orders_in_a_row), written in the expiry's transaction, so a restart keeps it;
// any answer of the chef (accept, refuse, pickup request) starts it again, and so does a pause.
import type { Db } from '../db/open.ts';
import type { Deps } from '../http/context.ts';
import { isPaused, pauseKitchen } from '../kitchen/open-state.ts';
import { findKitchen } from '../store/kitchens.ts';

export type MissedOrdersDeps = Pick<Deps, 'db' | 'config' | 'broadcastToChef' | 'nowIso'>;

export const missedOrdersTitle = 'Kitchen paused';
/** The pause's reason text, as the app shows it too (src/features/kitchen/PausePanel.tsx). */
export const missedOrdersReason = (count: number): string => (count === 1 ? '1 order was not answered' : `${count} orders were not answered`);
export const missedOrdersBody = (count: number): string =>
  `${missedOrdersReason(count)}, so we paused new orders. Resume when you can answer them.`;

/** The chef answered an order: the run of missed orders starts again. */
export function orderAnswered(db: Db, chefId: number): void {
  db.prepare('UPDATE kitchens SET missed_orders_in_a_row = 0 WHERE chef_id = ? AND missed_orders_in_a_row <> 0').run(chefId);
}

/**
 * One more order of the chef expired unanswered (call it in the expiry's transaction). At the
 * setting's count the run starts again, and an open kitchen that takes orders is paused (one
 * closed or already paused takes none: nothing to pause). Answers whether it paused (the caller
 * logs it once the transaction is committed).
 */
export function orderMissed(deps: MissedOrdersDeps, chefId: number): boolean {
  const limit = deps.config.missedOrdersPause;
  if (!(limit > 0)) return false;
  const { db } = deps;
  const counted = db.prepare('UPDATE kitchens SET missed_orders_in_a_row = missed_orders_in_a_row + 1 WHERE chef_id = ? RETURNING missed_orders_in_a_row AS run').get(chefId) as
    | { run: number }
    | undefined;
  if (!counted || counted.run < limit) return false;
  db.prepare('UPDATE kitchens SET missed_orders_in_a_row = 0 WHERE chef_id = ?').run(chefId);
  const kitchen = findKitchen(db, chefId);
  const now = deps.nowIso();
  if (!kitchen || kitchen.is_open !== 1 || isPaused(kitchen, Date.parse(now))) return false;
  pauseKitchen(db, chefId, { reason: 'missed_orders', since: now, until: null, missed_orders: limit }, now);
  deps.broadcastToChef(chefId, {
    type: 'kitchen_paused',
    title: missedOrdersTitle,
    body: missedOrdersBody(limit),
    action_url: '/kitchen',
    data: { kitchen_id: kitchen.id, missed_orders: limit },
  });
  return true;
}
