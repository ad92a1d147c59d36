// Finished orders in bulk for the history screen and the benchmark: COUNT completed, refused and
// cancelled orders spread over the last 365 days, inserted in one transaction.
import { reasonLabels, refuseReasons } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';
import { orderWriter, type NewOrder } from '../store/order-writes.ts';
import { pick, randomCustomerOrder, type Random } from './menu.ts';

const minute = 60_000;
const day = 24 * 60 * minute;
const iso = (ms: number) => new Date(ms).toISOString();

/** One finished order created at `createdMs`: 80 % completed, 10 % refused, 10 % cancelled. */
export function finishedOrder(chefId: number, createdMs: number, random: Random): NewOrder {
  const base = randomCustomerOrder(chefId, random() < 0.7 ? 'delivery' : 'pickup', iso(createdMs), random);
  const roll = random();
  if (roll < 0.1) {
    const refusedAt = iso(createdMs + 3 * minute);
    const reason = pick(refuseReasons, random);
    const notes = reason === 'other' ? 'Oven broke down today.' : null;
    return {
      ...base,
      status: 'refused_by_chef',
      refuse_reason: reason,
      chef_notes: notes,
      updated_at: refusedAt,
      refund_at: refusedAt,
      timeline: [{ status: 'refused_by_chef', at: refusedAt, note: `Reason: ${reasonLabels[reason]}`, actor: 'chef' }],
    };
  }
  if (roll < 0.2) {
    const cancelledAt = iso(createdMs + 5 * minute);
    return {
      ...base,
      status: 'refused_by_user',
      updated_at: cancelledAt,
      timeline: [{ status: 'refused_by_user', at: cancelledAt, note: 'Cancelled by the customer', actor: 'customer' }],
    };
  }
  const preparation = 15 + 5 * Math.floor(random() * 7);
  const acceptedMs = createdMs + 2 * minute;
  const readyMs = acceptedMs + preparation * minute;
  const completedAt = iso(readyMs + 15 * minute);
  return {
    ...base,
    status: 'completed',
    preparation_time: preparation,
    estimated_ready_at: iso(readyMs),
    updated_at: completedAt,
    timeline: [
      { status: 'accepted', at: iso(acceptedMs), note: `Preparation time ${preparation} min`, actor: 'chef' },
      { status: base.type === 'pickup' ? 'ready_for_pickup' : 'ready_for_delivery', at: iso(readyMs), note: null, actor: 'chef' },
      { status: 'completed', at: completedAt, note: null, actor: 'chef' },
    ],
  };
}

/** Inserts `count` finished orders created over the 365 days before `nowMs`, oldest first. */
export function seedHistory(db: Db, chefId: number, count: number, nowMs: number, random: Random = Math.random): number {
  const times = Array.from({ length: count }, () => nowMs - 2 * 60 * minute - Math.floor(random() * 365 * day)).sort((a, b) => a - b);
  const writer = orderWriter(db);
  db.transaction(() => {
    for (const created of times) writer.insert(finishedOrder(chefId, created, random));
  })();
  return count;
}
