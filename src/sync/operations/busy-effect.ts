// Busy mode as the device applies it: the optimistic effect of "Busy for
// 30 min / 1 h / until I turn it off: +10/20/30 min" and of ending it, re-applied on top of the
// server's kitchen while unsent (src/sync/operations/kitchen-operations.ts). The same rule as the server's
// (src/contract/kitchen-busy.ts): busy mode counts from the tap.
import { busyEnd, type Kitchen } from '@/contract';
import type { OutboxOperation } from '@/db/outbox-entry';
import { onServerClock } from '@/lib/server-clock';

export type BusyOperation = Extract<OutboxOperation, { kind: 'setKitchenBusy' | 'endKitchenBusy' }>;

export function applyBusyAction(kitchen: Kitchen, op: BusyOperation, actionAt: string): Kitchen {
  if (op.kind === 'endKitchenBusy') return { ...kitchen, busy: null };
  const tappedAt = onServerClock(Date.parse(actionAt)); // on the server's clock, as its answer
  const until = busyEnd(op.busyFor, tappedAt);
  return { ...kitchen, busy: { extra_minutes: op.extraMinutes, since: new Date(tappedAt).toISOString(), until: until === null ? null : new Date(until).toISOString() } };
}
