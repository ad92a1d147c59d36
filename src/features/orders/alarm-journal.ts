// What the new-order alarm tells the chef's journal (src/sync/journal/journal-notes.ts), as a pure diff of
// two looks at the ringing orders: which started ringing in this tab, and how each that stopped
// stopped: "Stop alarm" or an action in this tab, acknowledged in another tab, or no longer new.
import type { AlarmStop } from '@/sync/journal/journal-notes';

type Row = { id: number; number: string; status: string };

export type AlarmChanges<R extends Row> = {
  rang: R[];
  stopped: { order: R; how: AlarmStop }[];
};

export type AlarmLook<R extends Row> = {
  /** What rang at the last look. */
  before: readonly R[];
  /** What rings now. */
  now: readonly R[];
  acknowledged: ReadonlySet<number>;
  /** The orders as they stand now (active ones and those that left the active list). */
  current: readonly R[];
  /** This tab pressed "Stop alarm" for it, or acted on it a moment ago. */
  stoppedHere(id: number): boolean;
  actedOnHere(id: number): boolean;
};

export function alarmChanges<R extends Row>(look: AlarmLook<R>): AlarmChanges<R> {
  const ringingBefore = new Set(look.before.map((order) => order.id));
  const ringingNow = new Set(look.now.map((order) => order.id));
  const rang = look.now.filter((order) => !ringingBefore.has(order.id));
  const stopped = look.before
    .filter((order) => !ringingNow.has(order.id))
    .map((order) => {
      const latest = look.current.find((row) => row.id === order.id) ?? order;
      return { order: latest, how: howStopped(order.id, latest, look) };
    });
  return { rang, stopped };
}

function howStopped<R extends Row>(id: number, latest: R, look: AlarmLook<R>): AlarmStop {
  if (look.stoppedHere(id)) return 'stop';
  if (look.actedOnHere(id)) return 'action';
  if (look.acknowledged.has(id)) return 'elsewhere';
  return latest.status === 'pending' ? 'elsewhere' : 'not-pending';
}
