// Orders nobody answers expire (docs/api.md, "Order expiry"): an order still
// `pending` ORDER_ANSWER_MINUTES after it became pending (placed, or back from a pickup request) is
// refused by the server with the reason `not_answered`, the customer is refunded in full and the
// chef is told (`order_expired`). The chef's tap time decides: an accept tapped before the deadline
// is honoured when it arrives within the grace period after it (the sweep waits that long); an
// accept or pickup request tapped after the deadline expires the order at once and is refused.
import { notAnsweredReason } from '../../src/contract/index.ts';
import type { Deps } from '../http/context.ts';
import { changeOrder, orderWriter } from '../store/order-writes.ts';
import { findOrderRowById, type OrderRow } from '../store/orders.ts';
import { missedOrdersReason, orderMissed } from './missed-orders.ts';

export type ExpiryDeps = Pick<Deps, 'db' | 'config' | 'broadcastToChef' | 'nowIso'>;

/** How long after the deadline an accept tapped before it is still honoured (the default of
 * config.orderAnswerGraceMs). */
export const answerGraceMs = 2 * 60_000;
export const expirySweepIntervalMs = 1000;
export const notAnsweredNote = 'Not answered in time';

/** The chef's minutes to answer (their own admin setting over the server's); 0 = never. */
export function answerMinutesOf(config: ExpiryDeps['config'], chefId: number): number {
  return config.orderAnswerMinutesByChef.get(chefId) ?? config.orderAnswerMinutes;
}

/** When the order had to be answered by: its last `pending` entry + the chef's minutes; null = never. */
export function answerDeadline(deps: Pick<ExpiryDeps, 'db' | 'config'>, row: OrderRow): number | null {
  if (row.status !== 'pending') return null;
  const minutes = answerMinutesOf(deps.config, row.chef_id);
  if (!(minutes > 0)) return null;
  return Date.parse(pendingSince(deps.db, row)) + minutes * 60_000;
}

/** When the order last became pending (its last `pending` timeline entry: placed, or back from a
 * pickup request), as stored. */
export function pendingSince(db: ExpiryDeps['db'], row: OrderRow): string {
  const since = db.prepare("SELECT MAX(at) AS at FROM order_timeline WHERE order_id = ? AND status = 'pending'").get(row.id) as { at: string | null };
  return since.at ?? row.created_at;
}

/** Refuses the order as not answered at `deadline`, refunds it and tells the chef, and counts it
 * as missed (enough in a row pause the kitchen), in one transaction. */
export function expireOrder(deps: ExpiryDeps, row: OrderRow, deadline: number): void {
  const at = new Date(deadline).toISOString();
  const paused = deps.db.transaction(() => {
    changeOrder(deps.db, row, { status: 'refused_by_chef', refuse_reason: notAnsweredReason }, { status: 'refused_by_chef', at, note: notAnsweredNote, actor: 'system' }, deps.nowIso());
    orderWriter(deps.db).refund(row.id, row.total_cents, at);
    deps.broadcastToChef(row.chef_id, {
      type: 'order_expired',
      title: `Order #${row.number} expired`,
      body: `It was not answered in time; the customer is refunded.`,
      action_url: `/orders/${row.id}`,
      data: { order_id: row.id },
    });
    return orderMissed(deps, row.chef_id);
  })();
  deps.config.log(`[orders] order #${row.number} of chef ${row.chef_id} expired: not answered in time`);
  if (paused) deps.config.log(`[kitchen] paused the kitchen of chef ${row.chef_id}: ${missedOrdersReason(deps.config.missedOrdersPause)}`);
}

/**
 * Before a chef action on a pending order: expires it when its deadline has passed beyond the grace
 * period, or when the action (other than refuse) was tapped after the deadline. True when it expired.
 */
export function expireBeforeAction(deps: ExpiryDeps, row: OrderRow, action: string, tappedAt: string, now: string): boolean {
  const deadline = answerDeadline(deps, row);
  if (deadline === null) return false;
  const overdue = Date.parse(now) >= deadline + deps.config.orderAnswerGraceMs;
  const tappedLate = action !== 'refuse' && Date.parse(tappedAt) > deadline;
  if (!overdue && !tappedLate) return false;
  expireOrder(deps, row, deadline);
  return true;
}

export interface OrderExpiry {
  /** One round now (the timer calls it; tests may too). */
  sweep(): void;
  stop(): void;
}

/** Expires every pending order whose deadline + grace period has passed, every second. */
export function startOrderExpiry(deps: ExpiryDeps): OrderExpiry {
  const pending = deps.db.prepare("SELECT * FROM orders WHERE status = 'pending'");
  const sweep = () => {
    try {
      const now = deps.config.now();
      for (const row of pending.all() as OrderRow[]) {
        const deadline = answerDeadline(deps, row);
        if (deadline === null || now < deadline + deps.config.orderAnswerGraceMs) continue;
        const fresh = findOrderRowById(deps.db, row.id);
        if (fresh?.status === 'pending') expireOrder(deps, fresh, deadline);
      }
    } catch (error) {
      if (deps.db.open) deps.config.log(`[orders] expiring unanswered orders failed, trying again: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const timer = setInterval(sweep, expirySweepIntervalMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
