// Running late on the server (docs/api.md, "Running late"): POST
// /chef/orders/{id}/delay { minutes: 5|10|20 } moves an accepted order's ready time, at most twice
// (src/contract/order-delay.ts, the rule the app's optimistic effect uses). The move counts from
// the ready time as it stands (not from the tap); the tap (X-Action-At, clamped) is recorded as
// the move's time. The customer is told: a timeline note "Running late: ready 10 min later, at
// HH:MM" on the order they follow. Idempotent; 409 with the order when it may not move.
import type { Context, Hono } from 'hono';
import { applyReadyDelay, kitchenClock, orderDelayRequestSchema, readyDelayRefusal } from '../../src/contract/index.ts';
import { actionTimeSince } from '../http/action-time.ts';
import { currentChef, requireChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { ApiError, ConflictError, success } from '../http/envelope.ts';
import { commit } from '../http/idempotency.ts';
import { validate } from '../http/validate.ts';
import { orderWriter } from '../store/order-writes.ts';
import { findOrderRow, toOrder } from '../store/orders.ts';

const notFound = () => new ApiError(404, 'Order not found.');

function orderId(c: Context<AppEnv>): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

export function registerDelayRoute(api: Hono<AppEnv>, deps: Deps): void {
  api.post('/chef/orders/:id/delay', requireChef, (c) => {
    const chef = currentChef(c);
    const id = orderId(c);
    const { minutes } = validate(orderDelayRequestSchema, c.get('body'));
    return commit(c, deps, () => {
      const row = findOrderRow(deps.db, chef.id, id);
      if (!row) throw notFound();
      const order = toOrder(deps.db, row);
      const refusal = readyDelayRefusal(order);
      if (refusal) throw new ConflictError(refusal, order);
      const now = deps.nowIso();
      const tap = actionTimeSince(c, order.created_at, now);
      const moved = applyReadyDelay(order, minutes, tap.at);
      const readyAt = moved.estimated_ready_at ?? now;
      deps.db.prepare('UPDATE orders SET estimated_ready_at = ?, updated_at = ? WHERE id = ?').run(readyAt, now, row.id);
      deps.db.prepare('INSERT INTO order_ready_delays (order_id, minutes, at, recorded_at) VALUES (?, ?, ?, ?)').run(row.id, minutes, tap.at, now);
      const note = `Running late: ready ${minutes} min later, at ${kitchenClock(Date.parse(readyAt))}`;
      orderWriter(deps.db).addTimeline(row.id, { status: 'accepted', at: tap.at, note, actor: 'chef', action_at: tap.sent }, now);
      const updated = findOrderRow(deps.db, chef.id, id);
      if (!updated) throw notFound();
      return { status: 200, body: success(toOrder(deps.db, updated), `Order #${row.number} will be ready ${minutes} min later.`) };
    });
  });
}
