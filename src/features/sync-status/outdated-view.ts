// What the "outdated" notice says (pure): nothing while what the screen shows is fresh; when the
// last successful pull of its collection is over a minute old and it could not be refreshed (a
// pull failed or an event said it changed) or the device is offline, the time of that copy, how
// long ago, and what happens next.
import type { SyncStateRow } from '@/db/rows';
import { isOutdated } from '@/sync/pull/pull-state';
import { clockTime } from './connection-view';

export type OutdatedView = {
  /** "HH:MM" of the copy shown. */
  time: string;
  /** Whole minutes since (at least 1). */
  minutes: number;
  /** Offline: refreshed when the connection is back; else the app is trying now. */
  next: 'trying' | 'offline';
};

export function outdatedView(row: SyncStateRow | undefined, online: boolean, now: number): OutdatedView | null {
  if (!row || !isOutdated(row, online, now)) return null;
  return { time: clockTime(row.pulledAt), minutes: Math.max(1, Math.floor((now - row.pulledAt) / 60_000)), next: online ? 'trying' : 'offline' };
}
