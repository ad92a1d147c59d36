// Reminders until answered: while an order is `pending`, the server pushes it again to every
// device of the chef every ORDER_REMINDER_SECONDS (0 = off) until it is accepted, refused,
// cancelled or expires (its answer deadline, server/orders/expiry.ts). A phone that is locked or
// in another app rings again; the service worker replaces the order's notification (same order id,
// so the same tag) instead of piling them up. Reminders are pushes only (no new bell entry): type
// new_order, the order's first notification id, and `reminder` 1, 2, 3, ... (the first push of
// the order is 0). The k-th reminder of a pending spell is due at (when it became pending) +
// k × interval: a pickup request stops them (the order is not pending) and the customer's answer
// starts a new spell, the numbers going on.
// A sweep every second reads what is due from the database, and each reminder is recorded
// (order_reminders) before it is pushed, in a write that only one sweep can win: a server that
// restarts resumes where it was, sends at most one catch-up for the reminders it slept through
// (never a burst) and never repeats a number.
import type { Deps } from '../http/context.ts';
import type { PushPayload } from '../push/fcm-message.ts';
import { findOrderRowById, toOrder, type OrderRow } from '../store/orders.ts';
import { answerDeadline, pendingSince } from './expiry.ts';
import { formatEuros, itemsSummary } from './menu.ts';

export type ReminderDeps = Pick<Deps, 'db' | 'config' | 'nowIso'> & {
  /** The push service's `push` (server/push/push-service.ts). */
  push: (chefId: number, payload: PushPayload) => void;
};

export const reminderSweepIntervalMs = 1000;
export const reminderTitle = (number: string): string => `Order #${number} is waiting for your answer`;

interface ReminderRow {
  order_id: number;
  last_number: number;
  pending_since: string;
  handled_slot: number;
  sent_at: string;
}

/** A new order's push details: its number, when it expires unanswered (when it does) and the
 * reminder count (0: the first push). Any other notification is pushed as it is. */
export function withOrderDetails(deps: Pick<Deps, 'db' | 'config'>, payload: PushPayload): PushPayload {
  const orderId = payload.data?.order_id;
  if (payload.type !== 'new_order' || typeof orderId !== 'number') return payload;
  const row = findOrderRowById(deps.db, orderId);
  if (!row) return payload;
  return { ...payload, data: { ...payload.data, ...orderDetails(deps, row, 0) } };
}

function orderDetails(deps: Pick<Deps, 'db' | 'config'>, row: OrderRow, reminder: number): Record<string, string | number> {
  const deadline = answerDeadline(deps, row);
  return { order_number: row.number, reminder, ...(deadline === null ? {} : { deadline: new Date(deadline).toISOString() }) };
}

export interface OrderReminders {
  /** One round now (the timer calls it; tests may too). */
  sweep(): void;
  stop(): void;
}

export function startOrderReminders(deps: ReminderDeps): OrderReminders {
  const { db } = deps;
  const pending = db.prepare("SELECT * FROM orders WHERE status = 'pending'");
  const stateOf = db.prepare('SELECT * FROM order_reminders WHERE order_id = ?');
  // Wins only over the state this round read (a second writer finds last_number moved on).
  const record = db.prepare(
    `INSERT INTO order_reminders (order_id, last_number, pending_since, handled_slot, sent_at)
     VALUES (@order_id, @last_number, @pending_since, @handled_slot, @sent_at)
     ON CONFLICT (order_id) DO UPDATE SET last_number = excluded.last_number, pending_since = excluded.pending_since,
       handled_slot = excluded.handled_slot, sent_at = excluded.sent_at
     WHERE order_reminders.last_number = excluded.last_number - 1`,
  );
  const firstNotification = db.prepare(
    "SELECT id, body FROM notifications WHERE chef_id = ? AND type = 'new_order' AND json_extract(data, '$.order_id') = ? ORDER BY id LIMIT 1",
  );

  /** Records reminder `number` of the order as sent; false when the order was answered meanwhile
   * or another round recorded it first. */
  const claim = db.transaction((row: OrderRow, state: Omit<ReminderRow, 'order_id'>): boolean => {
    if (findOrderRowById(db, row.id)?.status !== 'pending') return false;
    return record.run({ order_id: row.id, ...state }).changes === 1;
  });

  function remind(row: OrderRow, number: number): void {
    const first = firstNotification.get(row.chef_id, row.id) as { id: number; body: string } | undefined;
    const body = first?.body ?? (() => {
      const order = toOrder(db, row);
      return `${itemsSummary(order.items)} · ${formatEuros(row.total_cents)}`;
    })();
    deps.push(row.chef_id, {
      id: first?.id ?? null,
      type: 'new_order',
      title: reminderTitle(row.number),
      body,
      created_at: deps.nowIso(),
      action_url: `/orders/${row.id}`,
      data: { order_id: row.id, ...orderDetails(deps, row, number) },
    });
    deps.config.log(`[orders] reminder ${number} of order #${row.number} pushed to chef ${row.chef_id}`);
  }

  const sweep = () => {
    const intervalMs = deps.config.orderReminderSeconds * 1000;
    if (!(intervalMs > 0)) return;
    try {
      const now = deps.config.now();
      for (const row of pending.all() as OrderRow[]) {
        const deadline = answerDeadline(deps, row);
        if (deadline !== null && now >= deadline) continue; // expired: no reminder can be answered
        const since = pendingSince(db, row);
        const due = Math.floor((now - Date.parse(since)) / intervalMs);
        if (!(due >= 1)) continue;
        const state = stateOf.get(row.id) as ReminderRow | undefined;
        const handled = state?.pending_since === since ? state.handled_slot : 0;
        if (due <= handled) continue;
        // Every reminder slept through is handled by this one: at most one catch-up.
        const number = (state?.last_number ?? 0) + 1;
        if (!claim(row, { last_number: number, pending_since: since, handled_slot: due, sent_at: new Date(now).toISOString() })) continue;
        remind(row, number);
      }
    } catch (error) {
      if (db.open) deps.config.log(`[orders] order reminders failed, trying again: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const timer = setInterval(sweep, reminderSweepIntervalMs);
  timer.unref();
  return { sweep, stop: () => clearInterval(timer) };
}
