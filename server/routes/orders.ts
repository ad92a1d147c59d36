// The chef's order routes (design/api.md, Orders): active list, history pages, one order, and the
// actions accept, refuse, request-pickup, ready and complete through the contract's order
// transitions (src/contract/order-transitions.ts), the rules the app's optimistic effects use.
import type { Context, Hono } from 'hono';
import {
  acceptOrderRequestSchema,
  chefActionChange,
  orderHistoryQuerySchema,
  refuseOrderRequestSchema,
  requestPickupRequestSchema,
  type ChefActionInput,
} from '../../src/contract/index.ts';
import { actionTimeSince } from '../http/action-time.ts';
import { currentChef, requireChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { ApiError, ConflictError, fieldError, success } from '../http/envelope.ts';
import { commit } from '../http/idempotency.ts';
import { validate } from '../http/validate.ts';
import { registerDelayRoute } from '../orders/delay.ts';
import { expireBeforeAction } from '../orders/expiry.ts';
import { orderAnswered } from '../orders/missed-orders.ts';
import { changedColumns, chefActionRefusal, refundOf, type ChefAction } from '../orders/state.ts';
import { orderHistoryPage } from '../store/order-history.ts';
import { changeOrder, orderWriter } from '../store/order-writes.ts';
import { euros, findOrderRow, listActiveOrders, toOrder, type OrderRow } from '../store/orders.ts';

const notFound = () => new ApiError(404, 'Order not found.');

function orderId(c: Context<AppEnv>): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => day.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** The last page a history query may ask for: 100 000 pages of up to 100 orders. */
export const maxHistoryPage = 100_000;
const numericParameters = new Set(['page', 'per_page', 'utc_offset']);

/**
 * Query strings are text: numbers are coerced and empty values dropped before validating. A number
 * must be written as a plain decimal integer (no `1e300`, `0x10`, `Infinity`), and the page is
 * bounded, so every value reaches SQLite as a safe integer (422 otherwise, never a 500).
 */
function historyQuery(raw: Record<string, string>) {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value.trim() === '') continue;
    if (!numericParameters.has(name)) input[name] = value;
    else if (!/^\s*[+-]?\d{1,9}\s*$/.test(value)) throw fieldError(name, `The ${name} field must be a whole number.`);
    else input[name] = Number(value);
  }
  if (typeof input.page === 'number' && input.page > maxHistoryPage) throw fieldError('page', `The page field must not be greater than ${maxHistoryPage}.`);
  const query = validate(orderHistoryQuerySchema, input);
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && !isDay(value)) throw fieldError(field, `The ${field} field must be a date (YYYY-MM-DD).`);
  }
  return query;
}

/** The answer's message of each allowed action. */
const answerMessages: Record<ChefAction, (order: OrderRow) => string> = {
  accept: (order) => `Order #${order.number} accepted.`,
  refuse: (order) => `Order #${order.number} refused. €${euros(order.total_cents).toFixed(2)} will be refunded to the customer's wallet.`,
  'request-pickup': (order) => `Order #${order.number}: the customer was asked to pick it up.`,
  ready: (order) => `Order #${order.number} is ready.`,
  complete: (order) => `Order #${order.number} completed.`,
};

/**
 * Runs a chef action through the contract's transitions (the same the app applies optimistically).
 * The timeline's `at` is the tap (X-Action-At) clamped to [the order's creation, now];
 * the tap as sent and the server's time are recorded beside it.
 */
function runChefAction(c: Context<AppEnv>, deps: Deps, input: ChefActionInput): Response {
  const chef = currentChef(c);
  const id = orderId(c);
  return commit(c, deps, () => {
    const found = findOrderRow(deps.db, chef.id, id);
    if (!found) throw notFound();
    const now = deps.nowIso();
    const time = actionTimeSince(c, found.created_at, now);
    // A pending order past its answer deadline expires first (server/orders/expiry.ts);
    // the expiry is kept and the refusal answered (not thrown, which would undo it).
    if (expireBeforeAction(deps, found, input.action, time.at, now)) {
      const expired = findOrderRow(deps.db, chef.id, id);
      if (!expired) throw notFound();
      const conflict = new ConflictError(chefActionRefusal(input.action, expired) ?? '', toOrder(deps.db, expired));
      return { status: 409, body: conflict.body };
    }
    const row = found;
    const order = toOrder(deps.db, row);
    const refusal = chefActionRefusal(input.action, order);
    if (refusal) throw new ConflictError(refusal, order);
    const change = chefActionChange(order, input, time.at);
    const entry = { status: change.status, at: time.at, note: change.note, actor: 'chef' as const, action_at: time.sent };
    changeOrder(deps.db, row, changedColumns(change), entry, now);
    const refund = refundOf(change);
    if (refund) orderWriter(deps.db).refund(row.id, refund.amountCents, refund.at);
    // An answer to a waiting order (accept, refuse, pickup request): the chef is there.
    if (row.status === 'pending') orderAnswered(deps.db, chef.id);
    const updated = findOrderRow(deps.db, chef.id, id);
    if (!updated) throw notFound();
    return { status: 200, body: success(toOrder(deps.db, updated), answerMessages[input.action](row)) };
  });
}

export function registerOrderRoutes(api: Hono<AppEnv>, deps: Deps): void {
  api.get('/chef/orders/active', requireChef, (c) => c.json(success(listActiveOrders(deps.db, currentChef(c).id))));

  api.get('/chef/orders/history', requireChef, (c) =>
    c.json(success(orderHistoryPage(deps.db, currentChef(c).id, historyQuery(c.req.query())))),
  );

  api.get('/chef/orders/:id', requireChef, (c) => {
    const order = findOrderRow(deps.db, currentChef(c).id, orderId(c));
    if (!order) throw notFound();
    return c.json(success(toOrder(deps.db, order)));
  });

  api.post('/chef/orders/:id/accept', requireChef, (c) =>
    runChefAction(c, deps, { action: 'accept', ...validate(acceptOrderRequestSchema, c.get('body')) }),
  );

  api.post('/chef/orders/:id/refuse', requireChef, (c) =>
    runChefAction(c, deps, { action: 'refuse', ...validate(refuseOrderRequestSchema, c.get('body')) }),
  );

  api.post('/chef/orders/:id/request-pickup', requireChef, (c) =>
    runChefAction(c, deps, { action: 'request-pickup', ...validate(requestPickupRequestSchema, c.get('body')) }),
  );

  api.post('/chef/orders/:id/ready', requireChef, (c) => runChefAction(c, deps, { action: 'ready' }));

  api.post('/chef/orders/:id/complete', requireChef, (c) => runChefAction(c, deps, { action: 'complete' }));

  registerDelayRoute(api, deps); // Running late
}
