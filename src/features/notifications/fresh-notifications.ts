// Which notifications deserve the "new notification" alert (toast, shake, sound): rows this tab
// had not seen, still unread, and created after the page loaded (with some slack for the server's
// clock). Rows already there at the first look are never new, and neither are the rows that the
// first pull on this device brings into an empty database (old notifications, not new ones).
import type { NotificationRow } from '@/db/rows';

/** How far before the page load a notification may have been created and still count as new. */
export const CLOCK_SLACK_MS = 2 * 60_000;

type Id = NotificationRow['id'];

export function freshNotifications(rows: readonly NotificationRow[], seen: ReadonlySet<Id>, loadedAt: number, slack = CLOCK_SLACK_MS): NotificationRow[] {
  return rows.filter((row) => {
    if (seen.has(row.id) || row.unread !== 1) return false;
    const createdAt = Date.parse(row.created_at);
    return !Number.isNaN(createdAt) && createdAt >= loadedAt - slack;
  });
}

/** What the tab has seen so far; `pulled`: the notifications had been pulled on this device. */
export type AlertWatch = { seen: Set<Id>; pulled: boolean };

/**
 * One live-query result: the rows (newest first) and whether the notifications collection had
 * ever been pulled. Returns the notifications to alert on, and updates `watch`.
 */
export function takeFresh(watch: AlertWatch | null, rows: readonly NotificationRow[], pulled: boolean, loadedAt: number): { watch: AlertWatch; fresh: NotificationRow[] } {
  const baseline = !watch || !watch.pulled;
  const fresh = baseline ? [] : freshNotifications(rows, watch.seen, loadedAt);
  const seen = watch?.seen ?? new Set<Id>();
  for (const row of rows) seen.add(row.id);
  return { watch: { seen, pulled }, fresh };
}

/**
 * Notifications whose event has its own alert elsewhere, so the bell adds no toast nor chime of its
 * own (one event, one message): a new order rings the alarm bar, a cancellation gets the
 * alarm's cancellation toast (an expiry, its expiry toast), an account status change the
 * welcome toast or the on-hold screen. The badge and the shake still say the bell has something new.
 */
export const alertedElsewhere: ReadonlySet<string> = new Set(['new_order', 'order_cancelled', 'order_expired', 'account_status']);

export const toastWorthy = (rows: readonly NotificationRow[]): NotificationRow[] => rows.filter((row) => !alertedElsewhere.has(row.type));
