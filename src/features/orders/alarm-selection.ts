// Which orders ring the new-order alarm, and which were cancelled (pure; use-order-alarm.ts feeds
// it the live rows). An order rings while it is pending, not acknowledged (in any tab), and it
// was NEW to this tab: it appeared in Dexie after the tab's first look, or it was created shortly
// before the page loaded (a reload does not silence an order nobody acknowledged). The rows the
// first pull brings into an empty database are old orders, not new ones. The page's load is
// compared with `created_at` on the server's clock (pageLoadedAt), not the device's.
import { notAnsweredReason, type Order } from '@/contract';
import { onServerClock } from '@/lib/server-clock';

/** How far before the page load an order may have been created and still ring. */
export const CLOCK_SLACK_MS = 2 * 60_000;

type Row = Pick<Order, 'id' | 'status' | 'created_at'>;

export type AlarmWatch = {
  /** Ids of the active orders this tab has seen (the baseline and everything since). */
  seen: Set<number>;
  /** Ids that were new when they appeared: they ring until acknowledged or no longer pending. */
  alarmed: Set<number>;
  /** The active orders had been pulled on this device at the last look. */
  pulled: boolean;
};

/** When this page loaded, on the server's clock (an order's `created_at` is the server's): the
 * server's now, less the time since the load on the page's monotonic clock. A tablet whose clock
 * is minutes fast would otherwise silence an order that came just before a reload; the offset
 * learned after the load counts, and a device clock put right since the load moves nothing. */
export function pageLoadedAt(deviceNow: number = Date.now(), sinceLoadMs: number = performance.now()): number {
  return onServerClock(deviceNow) - sinceLoadMs;
}

const createdRecently = (row: Row, loadedAt: number, slack: number) => {
  const at = Date.parse(row.created_at);
  return !Number.isNaN(at) && at >= loadedAt - slack;
};

/** One live result of the active orders; returns the updated watch. */
export function watchNewOrders(watch: AlarmWatch | null, rows: readonly Row[], pulled: boolean, loadedAt: number, slack = CLOCK_SLACK_MS): AlarmWatch {
  const baseline = !watch || !watch.pulled;
  const seen = new Set(watch?.seen);
  const alarmed = new Set(watch?.alarmed);
  for (const row of rows) {
    const appeared = !baseline && !seen.has(row.id);
    if (row.status === 'pending' && (appeared || createdRecently(row, loadedAt, slack))) alarmed.add(row.id);
    seen.add(row.id);
  }
  return { seen, alarmed, pulled };
}

/** The orders ringing now, newest first. */
export function ringingOrders<R extends Row>(rows: readonly R[], alarmed: ReadonlySet<number>, acknowledged: ReadonlySet<number>): R[] {
  return rows
    .filter((row) => row.status === 'pending' && alarmed.has(row.id) && !acknowledged.has(row.id))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

/** The stored `acknowledgedOrders` value as a set of ids (anything unreadable is ignored). */
export function acknowledgedSet(value: unknown): Set<number> {
  return new Set(Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []);
}

/** How many acknowledged ids the device keeps (the oldest are forgotten). */
export const ACKNOWLEDGED_LIMIT = 500;

export function withAcknowledged(value: unknown, ids: readonly number[]): number[] {
  const kept = [...acknowledgedSet(value)].filter((id) => !ids.includes(id));
  return [...kept, ...ids].slice(-ACKNOWLEDGED_LIMIT);
}

/** Orders that were active in this tab and that the server refused as not answered in time
 * (the order expired; docs/api.md, "Order expiry"). */
export function expiredOrders<R extends Pick<Order, 'id' | 'status' | 'refuse_reason'>>(previouslyActive: ReadonlySet<number>, rows: readonly R[]): R[] {
  return rows.filter((row) => row.status === 'refused_by_chef' && row.refuse_reason === notAnsweredReason && previouslyActive.has(row.id));
}

/** Orders that were active in this tab and are now cancelled by the customer. */
export function cancelledOrders<R extends Pick<Order, 'id' | 'status'>>(previouslyActive: ReadonlySet<number>, rows: readonly R[]): R[] {
  return rows.filter((row) => row.status === 'refused_by_user' && previouslyActive.has(row.id));
}
