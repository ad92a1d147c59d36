// The week's hours and closures as the device applies them: the optimistic effect of saving the
// week, adding a closure and removing one, re-applied on top of the server's kitchen while unsent
// (src/sync/operations/kitchen-operations.ts). A closure added on this device has no server id
// yet: it shows with a negative id and its client_id, which is also how its removal names it.
import { closuresAhead, isoDay, zoneDay, type Kitchen } from '@/contract';
import type { OutboxOperation } from '@/db/outbox-entry';
import { onServerClock } from '@/lib/server-clock';

export type ScheduleOperation = Extract<OutboxOperation, { kind: 'saveSchedule' | 'addClosure' | 'removeClosure' }>;

/** A stand-in id for a closure the server has not numbered yet (stable for one client_id). */
export function localClosureId(clientId: string): number {
  let hash = 0;
  for (const char of clientId) hash = (hash * 31 + char.charCodeAt(0)) % 2_000_000_000;
  return -(hash + 1);
}

/** How a removal names a closure: its server id, or its client_id while it has none. */
export const closureRef = (closure: { id: number; client_id?: string | null }): string =>
  closure.id > 0 || !closure.client_id ? String(closure.id) : closure.client_id;

export function applyScheduleAction(kitchen: Kitchen, op: ScheduleOperation, actionAt: string): Kitchen {
  switch (op.kind) {
    case 'saveSchedule':
      return { ...kitchen, schedule: op.schedule };
    case 'addClosure': {
      if (kitchen.closures.some((closure) => closure.client_id === op.closure.client_id)) return kitchen;
      const today = isoDay(zoneDay(onServerClock(Date.parse(actionAt))));
      const closure = { ...op.closure, id: localClosureId(op.closure.client_id) };
      return { ...kitchen, closures: closuresAhead([...kitchen.closures, closure], today) };
    }
    case 'removeClosure':
      return { ...kitchen, closures: kitchen.closures.filter((closure) => String(closure.id) !== op.ref && closure.client_id !== op.ref) };
  }
}
