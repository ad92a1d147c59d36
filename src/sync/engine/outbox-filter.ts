// The outbox entries this build acts on: one filter for every reader of the outbox (docs/sync.md,
// "Versions of entries, and old tabs" and "Stuck actions"). An entry of a kind or a version this
// build does not know (a newer build wrote it) is never applied, re-applied or read with this
// build's shape: only `understood` entries go on top of server copies and into what the screens
// derive from the queue. A sender sends, in queue order, what `inSendingOrder` yields: never a
// stuck entry or one that depends on it (stuck.ts), never an entity whose oldest entry this build
// does not understand (it is left, with what follows it, to a newer build). The same walk says
// what keeps a Background Sync run going and whether the page asks for one, so an entry nobody
// here will send never keeps a sender waiting or spinning.
import type { OutboxEntry } from '@/db/outbox-entry';
import { understands } from './operation-versions';
import { StuckGate } from './stuck';

/** The entries this build understands (their kind, at their version), in the order given. */
export function understood<T extends Pick<OutboxEntry, 'operation' | 'opVersion'>>(entries: readonly T[]): T[] {
  return entries.filter(understands);
}

/** Walks a queue given in `seq` order and yields the entries a sender of this build may send in
 * turn (the first one of each entity is the one to send now): not stuck, not waiting on a stuck
 * one, and of an entity whose oldest such entry this build understands. */
export function* inSendingOrder(queue: Iterable<OutboxEntry>): Generator<OutboxEntry, void, undefined> {
  const stuck = new StuckGate(); // a stuck entry waits for the chef; what does not depend on it goes
  const headUnderstood = new Map<string, boolean>();
  for (const entry of queue) {
    if (stuck.skip(entry)) continue;
    let understoodHead = headUnderstood.get(entry.entity);
    if (understoodHead === undefined) headUnderstood.set(entry.entity, (understoodHead = understands(entry)));
    if (understoodHead) yield entry; // else a newer build's: left to it, with what follows it
  }
}

/** The entries this build may send, in `seq` order (inSendingOrder over the whole outbox). */
export function sendableEntries(entries: readonly OutboxEntry[]): OutboxEntry[] {
  return [...inSendingOrder([...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0)))];
}
