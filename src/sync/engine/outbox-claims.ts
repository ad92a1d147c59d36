// Claims on outbox entries (design rule 9, docs/sync.md "Who sends"): before sending, a sender (the
// leader tab's engine, or the service worker in a Background Sync run) claims the oldest due entry
// of each entity in one Dexie transaction, with a lease. Nobody else sends an entry while its claim
// lives. The lease is written once, at the claim, and covers the send's whole hold limit (outbox.ts)
// and a margin: no timer has to run while the request is in flight, so a hidden tab whose timers
// the browser throttles (Chrome: once a minute) still holds what it sends, and a slow request is
// never sent twice. A sender that died leaves its claim, and the entry is free once the lease has
// run out. Nobody ever clears another sender's live claim.
import type { ChefDb } from '@/db/chef-db';
import type { OutboxEntry } from '@/db/outbox-entry';
import { monotonicWaitLeft } from '@/lib/tap-clock';
import { MAX_UPLOAD_RETRY_DELAY_MS } from './failure';
import { inSendingOrder } from './outbox-filter';
import { uploadBytes, UPLOAD_FLOOR_BYTES_PER_SECOND } from './transport';

/** How long a claim outlives its send's hold limit: the send starts a moment after the claim, and
 * the hold limit's own timer may fire late in a hidden tab (a single timer: about a second). */
export const LEASE_MS = 30_000;

/** The shortest hold limit of a send, one without a body (outbox.ts, holdLimitMs). */
export const HOLD_MARGIN_MS = 60_000;

/** The longest a send of `bytes` may hold its entity: a minute, plus twice what the bytes need at
 * the slowest line the app promises to work on (transport.ts; a 5 MB attachment: about 9 minutes). */
export function holdLimitForBytes(bytes: number): number {
  return HOLD_MARGIN_MS + Math.ceil((2 * bytes * 1000) / UPLOAD_FLOOR_BYTES_PER_SECOND);
}

/** A lease or back-off further ahead than any this app writes was written while the device clock
 * was ahead (set by hand, a carrier's time error) and the clock has been put right since: it is
 * not believed, or one wrong clock would block an entity for days (docs/sync.md, "Time"). A lease
 * is the send's hold limit and LEASE_MS: twice that (a body's text fields add a little to its
 * files) is more than any sender writes for this entry. */
function maxLeaseAheadMs(entry: OutboxEntry): number {
  return 2 * (LEASE_MS + holdLimitForBytes(uploadBytes(entry.operation)));
}
const MAX_BACKOFF_AHEAD_MS = MAX_UPLOAD_RETRY_DELAY_MS + 60_000;

/** Held by another sender: one known to be alive (it holds its Web Lock, sender-liveness.ts: a
 * device clock put forward mid-send must not end its claim), else one whose lease has not run out
 * (and could not have been written by a clock that has been put back since). */
export function heldByOther(entry: OutboxEntry, engineId: string, now: number, alive: ReadonlySet<string> = NOBODY): boolean {
  if (entry.claimedBy === null || entry.claimedBy === engineId || entry.claimedUntil <= 0) return false;
  return alive.has(entry.claimedBy) || (entry.claimedUntil > now && entry.claimedUntil - now <= maxLeaseAheadMs(entry));
}
const NOBODY: ReadonlySet<string> = new Set();

/** A time to wait for: ahead, and not further ahead than any this app writes. */
const believedAhead = (at: number | null | undefined, now: number): at is number => typeof at === 'number' && at > now && at - now <= MAX_BACKOFF_AHEAD_MS;

/** Waiting out a back-off, or the server's Retry-After (one further ahead than any this app writes
 * is a wrong clock's: due now). */
export function backingOff(entry: OutboxEntry, now: number): boolean {
  return believedAhead(entry.nextAttemptAt, now) || retryAfterAhead(entry, now) !== null;
}

/** When the server's Retry-After lets the entry go, if that is still ahead. In the page that was
 * told, the wait is kept on its monotonic clock, so a device clock put right meanwhile neither cuts
 * it short nor stretches it (tap-clock.ts); elsewhere on the device clock. */
function retryAfterAhead(entry: OutboxEntry, now: number): number | null {
  const until = entry.retryAfterAt;
  if (typeof until !== 'number') return null;
  const left = monotonicWaitLeft(until, entry.retryAfterStamp);
  if (left !== null) return left > 0 ? now + left : null;
  return believedAhead(until, now) ? until : null;
}

/** When an entry that is backing off may go (ms since epoch). */
function dueAt(entry: OutboxEntry, now: number): number {
  return Math.max(believedAhead(entry.nextAttemptAt, now) ? entry.nextAttemptAt : 0, retryAfterAhead(entry, now) ?? 0);
}

/** May this entry have reached the server before (so its answer may be a replay of an older
 * one)? It failed before (`lastError` stays after "Try again" resets the tries), or a sender
 * claimed it (one that died mid-send leaves its claim behind). Read before it is claimed again. */
export function mayHaveBeenSent(entry: OutboxEntry): boolean {
  return entry.attempts > 0 || entry.lastError !== null || entry.claimedBy !== null;
}

/** A claimed entry, and whether it may have been sent before this claim (mayHaveBeenSent). */
export type Claimed = { entry: OutboxEntry; sentBefore: boolean };

/** The oldest entry of each entity, when it is due and nobody else holds it; claimed atomically,
 * each with the lease `leaseFor` gives it (its send's hold limit and a margin). The clock is read
 * once the transaction has read the queue: a claim that waited behind other writes must not write
 * a lease that is already partly spent. */
export function claimDueHeads(
  db: ChefDb,
  engineId: string,
  clock: () => number,
  limit: number,
  leaseFor: (entry: OutboxEntry) => number,
  /** Entities this sender has in flight already: their heads are ours and being sent. */
  busy: ReadonlySet<string> = new Set(),
  /** Other senders known to be alive now (sender-liveness.ts): their claims hold, lease or not. */
  alive: ReadonlySet<string> = NOBODY,
): Promise<Claimed[]> {
  return db.transaction('rw', db.outbox, async () => {
    const queue = await db.outbox.orderBy('seq').toArray();
    const now = clock();
    const seen = new Set<string>();
    const due: OutboxEntry[] = [];
    // Not what is stuck or depends on it, nor an entity a newer build's entry leads (outbox-filter.ts).
    for (const entry of inSendingOrder(queue)) {
      if (seen.has(entry.entity)) continue;
      seen.add(entry.entity);
      if (busy.has(entry.entity)) continue;
      if (heldByOther(entry, engineId, now, alive) || backingOff(entry, now)) continue;
      due.push(entry);
      if (due.length === limit) break;
    }
    const claimed: Claimed[] = [];
    for (const entry of due) {
      const claimedUntil = now + leaseFor(entry);
      claimed.push({ entry, sentBefore: mayHaveBeenSent(entry) });
      entry.claimedBy = engineId;
      entry.claimedUntil = claimedUntil;
      await db.outbox.update(entry.seq as number, { claimedBy: engineId, claimedUntil });
    }
    return claimed;
  });
}

/** Give up our own claim (after a failure the entry waits for its next try); a claim another
 * sender took after ours ran out is left alone. Inside or outside a transaction on `db.outbox`. */
export function releaseOwnClaim(db: ChefDb, seq: number, engineId: string, changes: Partial<OutboxEntry> = {}): Promise<number> {
  return db.outbox
    .where('seq')
    .equals(seq)
    .modify((entry) => {
      Object.assign(entry, changes);
      if (entry.claimedBy === engineId) {
        entry.claimedBy = null;
        entry.claimedUntil = 0;
      }
    });
}

/** Hand our claim back at once, without a try counted (this tab lost the lead mid-send): the lease
 * ends now, so any sender may claim the entry, but `claimedBy` stays, because the request may have
 * reached the server (mayHaveBeenSent; a food whose create may be there is deleted there too). */
export function handBackOwnClaim(db: ChefDb, seq: number, engineId: string): Promise<number> {
  return db.outbox
    .where('seq')
    .equals(seq)
    .modify((entry) => {
      if (entry.claimedBy === engineId) entry.claimedUntil = 0;
    });
}

/** When the earliest backoff, or another sender's lease, runs out (ms since epoch), if any. */
export function nextWakeUp(entries: OutboxEntry[], engineId: string, now: number): number | null {
  let earliest = Number.POSITIVE_INFINITY;
  for (const entry of entries) {
    const at = Math.max(dueAt(entry, now), heldByOther(entry, engineId, now) ? entry.claimedUntil : 0);
    if (at > now) earliest = Math.min(earliest, at);
  }
  return Number.isFinite(earliest) ? earliest : null;
}
