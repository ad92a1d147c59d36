// The customer simulator of `npm start`: places an order for demo@chef.test every N seconds and
// answers each pickup request made while it runs after a short delay (accept or decline at
// random). Off when N is 0.
import type { ServerConfig } from '../config.ts';
import { findChefByEmail } from '../store/chefs.ts';
import { answerPickup, placeOrder, type CustomerDeps } from './customer.ts';

export interface Simulator {
  stop(): void;
}

export const simulatedChefEmail = 'demo@chef.test';

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

  const place = setInterval(
    guarded('placing an order', () => {
      const chef = findChefByEmail(deps.db, simulatedChefEmail);
      if (!chef) return;
      const { order } = placeOrder(deps, chef.id, { pickup: Math.random() < 0.3 });
      config.log(`[simulator] placed order #${order.number} (${order.type}) for ${chef.email}`);
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
