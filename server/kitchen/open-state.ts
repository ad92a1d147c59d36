// Whether a kitchen takes new orders: open/closed (the chef's switch) and a pause of new orders
// (the chef's 15 min / 30 min / 1 hour / until opening, or the heartbeat's `offline`). Opening or
// closing ends any pause; so does resuming. resumed_at marks when it took orders again (the
// heartbeat counts a chef's silence from it at the earliest).
import type { KitchenPause } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';
import { findKitchen, noPause, pauseOf, updateKitchen, type KitchenRow } from '../store/kitchens.ts';

/** Sets open or closed (not a flip); answers whether anything changed. */
export function setKitchenOpen(db: Db, kitchen: KitchenRow, isOpen: boolean, now: string): boolean {
  const unchanged = (kitchen.is_open === 1) === isOpen && kitchen.paused_at === null;
  if (unchanged) return false;
  updateKitchen(db, kitchen.chef_id, { is_open: isOpen ? 1 : 0, ...noPause, ...(isOpen ? { resumed_at: now } : {}) }, now);
  return true;
}

export function pauseKitchen(db: Db, chefId: number, pause: KitchenPause, now: string): void {
  updateKitchen(db, chefId, { paused_at: pause.since, paused_until: pause.until, pause_reason: pause.reason }, now);
}

/** Ends any pause (also one that ran out and was not cleared yet); `resumedAt` is when orders
 * could come again (now, or the end of a pause that ran out). Answers whether there was one. */
export function resumeKitchen(db: Db, kitchen: KitchenRow, resumedAt: string, now: string): boolean {
  if (kitchen.paused_at === null) return false;
  updateKitchen(db, kitchen.chef_id, { ...noPause, resumed_at: resumedAt }, now);
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
