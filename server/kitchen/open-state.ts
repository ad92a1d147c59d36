// Whether a kitchen takes new orders: open/closed (the chef's switch) and a pause of new orders
// (the chef's 15 min / 30 min / 1 hour / until opening, the heartbeat's `offline`, or
// `missed_orders` when orders in a row expired unanswered: server/orders/missed-orders.ts). Opening or
// closing ends any pause; so does resuming. resumed_at marks when it took orders again (the
// heartbeat counts a chef's silence from it at the earliest). Each change records when it was made
// (state_changed_at: the chef's tap, or the server's time for its own changes), and a chef's change
// tapped before the last one is not applied: a queued "open" from this morning does not undo the
// close made since on another device, nor the heartbeat's pause (docs/api.md, "Kitchen state").
import type { KitchenPause } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';
import { findKitchen, noPause, pauseOf, updateKitchen, type KitchenRow } from '../store/kitchens.ts';

/** A change tapped at `tapAt` came before the kitchen's last change: it is not applied. */
export function isOlderThanLastChange(kitchen: KitchenRow, tapAt: string): boolean {
  return kitchen.state_changed_at !== null && Date.parse(tapAt) < Date.parse(kitchen.state_changed_at);
}

/** Sets open or closed (not a flip), as tapped at `changedAt`; answers whether anything changed. */
export function setKitchenOpen(db: Db, kitchen: KitchenRow, isOpen: boolean, now: string, changedAt: string = now): boolean {
  const unchanged = (kitchen.is_open === 1) === isOpen && kitchen.paused_at === null;
  if (unchanged) return false;
  updateKitchen(db, kitchen.chef_id, { is_open: isOpen ? 1 : 0, ...noPause, ...(isOpen ? { resumed_at: now } : {}), state_changed_at: changedAt }, now);
  return true;
}

/** Pauses new orders; the pause's `since` is when it was tapped (or the heartbeat's time). */
export function pauseKitchen(db: Db, chefId: number, pause: KitchenPause, now: string): void {
  updateKitchen(
    db,
    chefId,
    { paused_at: pause.since, paused_until: pause.until, pause_reason: pause.reason, pause_missed_orders: pause.missed_orders ?? null, state_changed_at: pause.since },
    now,
  );
}

/** Ends any pause (also one that ran out and was not cleared yet); `resumedAt` is when orders
 * could come again (now, or the end of a pause that ran out), `changedAt` when it was tapped.
 * Answers whether there was one. */
export function resumeKitchen(db: Db, kitchen: KitchenRow, resumedAt: string, now: string, changedAt: string = resumedAt): boolean {
  if (kitchen.paused_at === null) return false;
  updateKitchen(db, kitchen.chef_id, { ...noPause, resumed_at: resumedAt, state_changed_at: changedAt }, now);
  return true;
}

/** The chef's kitchen as stored now (after a change in the same transaction). */
export function storedKitchen(db: Db, chefId: number): KitchenRow {
  const row = findKitchen(db, chefId);
  if (!row) throw new Error(`Chef ${chefId} has no kitchen.`);
  return row;
}

/** Is the kitchen paused at `nowMs` (a pause past its end is over)? */
export const isPaused = (kitchen: KitchenRow, nowMs: number): boolean => pauseOf(kitchen, nowMs) !== null;
