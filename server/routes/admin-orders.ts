// Admin endpoints for the customer side of orders (used by `npm run admin`): place an order,
// cancel it, answer a pickup request, and bulk-insert finished orders for the history benchmark.
import type { Context, Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv, Deps } from '../http/context.ts';
import { ApiError, success } from '../http/envelope.ts';
import { validate } from '../http/validate.ts';
import { answerPickup, cancelOrder, placeOrder } from '../orders/customer.ts';
import { seedHistory } from '../orders/history-seed.ts';
import { findChefByEmail, type ChefRow } from '../store/chefs.ts';
import { findKitchen } from '../store/kitchens.ts';
import { scheduleRefusal, ScheduleClosedError } from '../kitchen/schedule.ts';

const email = v.pipe(v.string(), v.trim(), v.nonEmpty('An email is required.'), v.email('Invalid email format.'));
/** Optional items from the chef's menu (food: id, slug or client_id); without them a random order
 * of what the menu has available (server/orders/customer.ts). */
const itemsSchema = v.array(
  v.object({
    food: v.union([v.number(), v.string()], 'Name the food by its id or slug.'),
    quantity: v.optional(v.number(), 1),
    options: v.optional(v.array(v.object({ option_id: v.number(), quantity: v.optional(v.number(), 1) })), []),
  }),
);
const placeSchema = v.object({ email, pickup: v.optional(v.boolean(), false), items: v.optional(itemsSchema) });
const answerSchema = v.object({ answer: v.picklist(['accept', 'decline'], 'The answer must be accept or decline.') });
const historySchema = v.object({
  email,
  count: v.pipe(v.number('The count must be a number.'), v.integer('The count must be a whole number.'), v.minValue(1, 'The count must be at least 1.'), v.maxValue(100_000, 'The count may not be more than 100000.')),
});

function chefByEmail(deps: Deps, address: string): ChefRow {
  const chef = findChefByEmail(deps.db, address);
  if (!chef) throw new ApiError(404, `No chef has the email ${address}.`);
  return chef;
}

/** The order of `:id`: an id (42) or, with a leading #, an order number (#1042). */
function orderId(c: Context<AppEnv>, deps: Deps): number {
  const param = c.req.param('id') ?? '';
  if (param.startsWith('#')) {
    const row = deps.db.prepare('SELECT id FROM orders WHERE number = ?').get(param.slice(1)) as { id: number } | undefined;
    if (!row) throw new ApiError(404, `No order has the number ${param}.`);
    return row.id;
  }
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, `No order has the id ${param}. (Give an order number as #1042.)`);
  return id;
}

export function registerAdminOrderRoutes(admin: Hono<AppEnv>, deps: Deps): void {
  admin.post('/orders', (c) => {
    const input = validate(placeSchema, c.get('body'));
    const chef = chefByEmail(deps, input.email);
    // A customer cannot order while the kitchen is closed by its week or a closure.
    const kitchen = findKitchen(deps.db, chef.id);
    const refusal = kitchen ? scheduleRefusal(deps.db, kitchen, deps.config.now()) : null;
    if (refusal) throw new ScheduleClosedError(refusal);
    const answer = placeOrder(deps, chef.id, { pickup: input.pickup, ...(input.items ? { items: input.items } : {}) });
    return c.json(success(answer, `Order #${answer.order.number} (id ${answer.order.id}) placed for ${chef.email}.`), 201);
  });

  admin.post('/orders/:id/cancel', (c) => {
    const answer = cancelOrder(deps, orderId(c, deps));
    return c.json(success(answer, `Order #${answer.order.number} was cancelled by the customer.`));
  });

  admin.post('/orders/:id/answer-pickup', (c) => {
    const { answer: choice } = validate(answerSchema, c.get('body'));
    const answer = answerPickup(deps, orderId(c, deps), choice === 'accept');
    const outcome = choice === 'accept' ? 'is now a pickup order' : 'stays a delivery';
    return c.json(success(answer, `Order #${answer.order.number} ${outcome}.`));
  });

  admin.post('/orders/seed-history', (c) => {
    const input = validate(historySchema, c.get('body'));
    const chef = chefByEmail(deps, input.email);
    const started = performance.now();
    const count = seedHistory(deps.db, chef.id, input.count, deps.config.now());
    const ms = Math.round(performance.now() - started);
    return c.json(success({ count, ms }, `${count} finished orders added to the history of ${chef.email} in ${ms} ms.`), 201);
  });
}
