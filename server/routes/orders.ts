// The chef's order routes (design/api.md, Orders): active list, history pages, one order, and the
// actions accept, refuse, request-pickup, ready and complete through the order state machine.
import type { Context, Hono } from 'hono';
import {
  acceptOrderRequestSchema,
  orderHistoryQuerySchema,
  refuseOrderRequestSchema,
  requestPickupRequestSchema,
} from '../../src/contract/index.ts';
import { currentChef, requireChef } from '../http/auth.ts';
import type { AppEnv, Deps } from '../http/context.ts';
import { ApiError, ConflictError, fieldError, success } from '../http/envelope.ts';
import { commit } from '../http/idempotency.ts';
import { validate } from '../http/validate.ts';
import { chefActionRefusal, readyStatus, type ChefAction } from '../orders/state.ts';
import { orderHistoryPage } from '../store/order-history.ts';
import { changeOrder, orderWriter, type OrderChanges } from '../store/order-writes.ts';
import { euros, findOrderRow, listActiveOrders, toOrder, type OrderRow } from '../store/orders.ts';

const notFound = () => new ApiError(404, 'Order not found.');

function orderId(c: Context<AppEnv>): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (text: string) => day.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** Query strings are text: numbers are coerced and empty values dropped before validating. */
function historyQuery(raw: Record<string, string>) {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (value.trim() === '') continue;
    input[name] = name === 'page' || name === 'per_page' ? Number(value) : value;
  }
  const query = validate(orderHistoryQuerySchema, input);
  for (const field of ['from', 'to'] as const) {
    const value = query[field];
    if (value !== undefined && !isDay(value)) throw fieldError(field, `The ${field} field must be a date (YYYY-MM-DD).`);
  }
  return query;
}

/** What an allowed action changes: columns, the timeline note, the answer's message. */
interface Outcome {
  changes: OrderChanges & Pick<OrderRow, 'status'>;
  note: string | null;
  message: string;
  /** Runs after the change in the same transaction (e.g. the refund). */
  after?: () => void;
}

interface ActionTime {
  /** When the chef tapped (X-Action-At), else the server's time. */
  at: string;
  now: string;
}

function runChefAction(c: Context<AppEnv>, deps: Deps, action: ChefAction, decide: (order: OrderRow, time: ActionTime) => Outcome): Response {
  const chef = currentChef(c);
  const id = orderId(c);
  return commit(c, deps, () => {
    const order = findOrderRow(deps.db, chef.id, id);
    if (!order) throw notFound();
    const refusal = chefActionRefusal(action, order);
    if (refusal) throw new ConflictError(refusal, toOrder(deps.db, order));
    const now = deps.nowIso();
    const actionAt = c.get('actionAt');
    const time = { at: actionAt ?? now, now };
    const outcome = decide(order, time);
    changeOrder(deps.db, order, outcome.changes, { status: outcome.changes.status, at: time.at, note: outcome.note, actor: 'chef', action_at: actionAt }, now);
    outcome.after?.();
    const updated = findOrderRow(deps.db, chef.id, id);
    if (!updated) throw notFound();
    return { status: 200, body: success(toOrder(deps.db, updated), outcome.message) };
  });
}

const withNotes = (text: string, notes: string) => (notes ? `${text}. ${notes}` : text);

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

  api.post('/chef/orders/:id/accept', requireChef, (c) => {
    const input = validate(acceptOrderRequestSchema, c.get('body'));
    return runChefAction(c, deps, 'accept', (order, time) => ({
      changes: {
        status: 'accepted',
        preparation_time: input.preparation_time,
        estimated_ready_at: new Date(Date.parse(time.at) + input.preparation_time * 60_000).toISOString(),
        chef_notes: input.notes || null,
      },
      note: withNotes(`Preparation time ${input.preparation_time} min`, input.notes),
      message: `Order #${order.number} accepted.`,
    }));
  });

  api.post('/chef/orders/:id/refuse', requireChef, (c) => {
    const input = validate(refuseOrderRequestSchema, c.get('body'));
    return runChefAction(c, deps, 'refuse', (order, time) => ({
      changes: { status: 'refused_by_chef', refuse_reason: input.reason, chef_notes: input.notes || null },
      note: withNotes(`Reason: ${input.reason}`, input.notes),
      message: `Order #${order.number} refused. €${euros(order.total_cents).toFixed(2)} will be refunded to the customer's wallet.`,
      after: () => orderWriter(deps.db).refund(order.id, order.total_cents, time.now),
    }));
  });

  api.post('/chef/orders/:id/request-pickup', requireChef, (c) => {
    const input = validate(requestPickupRequestSchema, c.get('body'));
    return runChefAction(c, deps, 'request-pickup', (order) => ({
      changes: {
        status: 'delivery_change_requested',
        delivery_change_reason: input.reason,
        delivery_change_notes: input.notes || null,
        delivery_change_status: 'pending',
      },
      note: withNotes(`Asked to change to pickup: ${input.reason}`, input.notes),
      message: `Order #${order.number}: the customer was asked to pick it up.`,
    }));
  });

  api.post('/chef/orders/:id/ready', requireChef, (c) =>
    runChefAction(c, deps, 'ready', (order) => ({
      changes: { status: readyStatus(order.type) },
      note: null,
      message: `Order #${order.number} is ready.`,
    })),
  );

  api.post('/chef/orders/:id/complete', requireChef, (c) =>
    runChefAction(c, deps, 'complete', (order) => ({
      changes: { status: 'completed' },
      note: null,
      message: `Order #${order.number} completed.`,
    })),
  );
}
