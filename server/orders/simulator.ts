// The customer simulator of `npm start`: places an order for demo@chef.test every N seconds while
// the kitchen takes orders (open, not paused and open by its week outside its closures: a customer
// cannot order from a closed or paused kitchen), answers each pickup request made while it runs after a short delay (accept or decline
// at random), and rates each order completed while it runs (3-5 stars). Off when N is 0. The
// orders come from the chef's real menu: only what is available, with options that respect each
// group's rules (server/menu/ordering.ts); nothing when everything is sold out.
import { takesOrders, type Order } from '../../src/contract/index.ts';
import type { ServerConfig } from '../config.ts';
import { customerRating, rateOrder, unratedCompletedOrders } from '../kitchen/ratings.ts';
import { findChefByEmail } from '../store/chefs.ts';
import { ConflictError } from '../http/envelope.ts';
import { findKitchen, toKitchen } from '../store/kitchens.ts';
import { scheduleRefusal } from '../kitchen/schedule.ts';
import { answerPickup, placeOrder, type CustomerDeps } from './customer.ts';

export interface Simulator {
  stop(): void;
}

export const simulatedChefEmail = 'demo@chef.test';

export type SimulatedOrder = { placed: Order } | { skipped: 'no chef' | 'closed' | 'paused' | 'closed by its hours' | 'sold out' };

/** One simulated customer's order for the demo chef, unless the kitchen takes no orders now. */
export function simulateCustomerOrder(deps: CustomerDeps, nowMs: number, random: () => number = Math.random): SimulatedOrder {
  const chef = findChefByEmail(deps.db, simulatedChefEmail);
  const row = chef && findKitchen(deps.db, chef.id);
  if (!chef || !row) return { skipped: 'no chef' };
  const kitchen = toKitchen(row, nowMs);
  if (!takesOrders(kitchen, nowMs)) return { skipped: kitchen.is_open ? 'paused' : 'closed' };
  if (scheduleRefusal(deps.db, row, nowMs)) return { skipped: 'closed by its hours' };
  try {
    return { placed: placeOrder(deps, chef.id, { pickup: random() < 0.3, random }).order };
  } catch (error) {
    // Everything on the menu is sold out (or a required group has no option): no order now.
    if (error instanceof ConflictError) return { skipped: 'sold out' };
    throw error;
  }
}

export function startCustomerSimulator(deps: CustomerDeps, config: ServerConfig): Simulator | null {
  const interval = config.customerSimulatorIntervalSeconds;
  if (!(interval > 0)) return null;
  const answerAfterMs = config.customerSimulatorAnswerSeconds * 1000;
  const guarded = (what: string, work: () => void) => () => {
    try {
      work();
    } catch (error) {
      config.log(`[simulator] ${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  let skipping: string | null = null;
  const place = setInterval(
    guarded('placing an order', () => {
      const outcome = simulateCustomerOrder(deps, config.now());
      if ('placed' in outcome) {
        skipping = null;
        config.log(`[simulator] placed order #${outcome.placed.number} (${outcome.placed.type}) for ${simulatedChefEmail}`);
      } else if (skipping !== outcome.skipped) {
        // Said once when it starts skipping, not every round.
        skipping = outcome.skipped;
        if (outcome.skipped === 'sold out') config.log(`[simulator] no new orders for ${simulatedChefEmail}: everything on the menu is sold out`);
        else if (outcome.skipped !== 'no chef') config.log(`[simulator] no new orders for ${simulatedChefEmail}: the kitchen is ${outcome.skipped}`);
      }
    }),
    interval * 1000,
  );

  // Only requests made while it runs: the seeded example keeps waiting for `answer-pickup`.
  const startedAt = new Date(config.now()).toISOString();
  const pendingAnswers = deps.db.prepare(
    "SELECT id, number FROM orders WHERE status = 'delivery_change_requested' AND updated_at >= ? AND updated_at <= ?",
  );
  const answer = setInterval(
    guarded('answering a pickup request', () => {
      const due = new Date(config.now() - answerAfterMs).toISOString();
      for (const row of pendingAnswers.all(startedAt, due) as { id: number; number: string }[]) {
        const accept = Math.random() < 0.5;
        answerPickup(deps, row.id, accept);
        config.log(`[simulator] the customer ${accept ? 'accepted' : 'declined'} pickup for order #${row.number}`);
      }
      const chef = findChefByEmail(deps.db, simulatedChefEmail);
      for (const order of chef ? unratedCompletedOrders(deps.db, chef.id, startedAt) : []) {
        const rating = customerRating(Math.random);
        rateOrder(deps.db, order.id, rating, deps.nowIso());
        config.log(`[simulator] the customer rated order #${order.number} ${rating} stars`);
      }
    }),
    Math.min(5000, Math.max(250, answerAfterMs / 4)),
  );
  place.unref();
  answer.unref();
  config.log(`[simulator] placing an order for ${simulatedChefEmail} every ${interval} s; answering pickup requests after ${answerAfterMs / 1000} s`);
  return {
    stop() {
      clearInterval(place);
      clearInterval(answer);
    },
  };
}
