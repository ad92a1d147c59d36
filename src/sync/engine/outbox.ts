// The outbox replayer: sends the chef's queued actions to the server (design rules 3-6 and 9;
// docs/sync.md tells the life of an entry).
// - An entry is deleted only after the server's answer; a failure never counts as success.
// - Entries of one entity go one at a time, oldest first; different entities go side by side, in a
//   pool: when any send finishes, or a new entry is written, the next due entity goes at once.
// - No send holds its entity longer than its hold limit (a minute plus what its body needs at the
//   slowest line, holdLimitMs): an answer that stalls ends there as a time-out, and is tried again.
// - Only the holder of an entry's live claim sends it (outbox-claims.ts): the leader tab's engine
//   or the service worker. The claim's lease, written once at the claim, covers the send's whole
//   hold limit, and is never cleared by another sender while its own sender lives; an entry whose
//   sender died is sent again as soon as its Web Lock is seen free (sender-liveness.ts), or, without
//   Web Locks, once the lease has run out (same Idempotency-Key, so the server applies it once).
// - A tab that loses the lead suspends its replayer (`suspend`): no timer, no new claim, and its
//   sends in flight are aborted and their claims handed back at once, so the new leader sends them
//   (not a failure of the entry: no try is counted).
// - What a failure means comes from the app's one classification (failure.ts): temporary failures
//   back off (never before the server's Retry-After; only the API's own answers count towards
//   "stuck", stuck.ts); a 401 pauses the queue; a refusal drops the entry, stores the entity the refusal
//   carries, records it in "not saved" and asks for a pull; a success whose answer cannot be read
//   drops the entry (it was applied), asks for a pull and is reported for developers. An answer
//   that stores server state is followed by a pull too (a replayed answer may be older than the
//   entity is now), except the first answer of an operation whose answer is its entity as it now
//   stands (`answerIsCurrent`: the order actions, stored over older versions only).
// - A storage failure while handling an answer never leaves the queue without a next try.
import { ApiError } from '@/api/errors';
import type { ChefDb } from '@/db/chef-db';
import type { OutboxEntry } from '@/db/outbox-entry';
import { stampTap } from '@/lib/tap-clock';
import { countAcknowledgement } from './acknowledgements';
import type { CollectionName } from '../pull/collection-names';
import { classifyFailure, refusalReason, retryAfterUntil, retryDelay } from './failure';
import { inBackground } from './in-background';
import { checkSenders, holdSenderLock, type SenderLock } from './sender-liveness';
import { claimDueHeads, handBackOwnClaim, holdLimitForBytes, LEASE_MS, nextWakeUp, releaseOwnClaim } from './outbox-claims';
import { report, type OutboxEvent, type OutboxListener } from './outbox-events';
import { operationSpec, type OutboxRequest } from '../operations/operations';
import { recordSyncProblem } from './sync-problems';
import { dropDependentsOfRefusedCreate } from './refused-create';
import { becomesStuck, countsTowardsStuck } from './stuck';
import { formBytes, type Transport } from './transport';

export type { SendOptions, Transport } from './transport';

export type OutboxDeps = {
  db: ChefDb;
  send: Transport;
  engineId: string;
  now?: () => number;
  random?: () => number;
  /** A 401: the engine pauses; the app logs the chef out. */
  onAuthRequired?: () => void;
  /** A refusal or an unreadable answer: pull this collection to show the server's version. */
  onPullNeeded?: (collection: CollectionName) => void;
  /** Each entry handled (the chef's journal, the /dev page). */
  onEvent?: OutboxListener;
  /** How far an entry's request has left the device, 0..1, while it is sent (uploads). */
  onProgress?: (entry: OutboxEntry, fraction: number) => void;
  /** How many entities may be in flight at once. */
  parallel?: number;
  /** How long a claim outlives its send's hold limit (default LEASE_MS; tests shorten it). */
  leaseMs?: number;
  /** False while the device says it is offline: nothing is claimed or sent then (the engine's
   * `online` handler calls retryNow). A send tried offline only fails, backs off, and holds a claim
   * that a reload in that moment would leave behind for a lease. */
  isOnline?: () => boolean;
  /** The longest a send may hold its entity (default: holdLimitMs). */
  holdLimitMs?: (request: OutboxRequest) => number;
};

/** While the device says it is offline, look again this often anyway (it may be wrong). */
const OFFLINE_RECHECK_MS = 30_000;

/** After a storage failure, when to look at the queue again (doubling up to the maximum). */
const STORAGE_RETRY_MS = 5_000;
const MAX_STORAGE_RETRY_MS = 5 * 60_000;

/** The longest the replayer sleeps before it looks at the queue again. */
export const MAX_TIMER_MS = 60_000;

/** The longest one send may hold its entity: a minute, plus twice what its body needs at the
 * slowest line the app promises to work on (transport.ts; a 5 MB attachment: about 9 minutes).
 * Longer than any transport's own time-out, so it only ends a send nothing else could end. */
export function holdLimitMs(request: OutboxRequest): number {
  return holdLimitForBytes(request.body ? formBytes(request.body) : 0);
}

export class OutboxReplayer {
  private paused = false;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  /** This tab does not lead (any more): it claims and sends nothing until it leads again. */
  private suspended = false;
  /** This sender's Web Lock, held from its first claim until it stops (sender-liveness.ts). */
  private senderLock: SenderLock | null = null;
  /** The next try of giving this sender's claims back after a failed write (releaseAllClaims). */
  private releaseTimer: ReturnType<typeof setTimeout> | null = null;
  /** The sends in flight: each aborts its request and hands its claim back. */
  private readonly handBacks = new Set<() => void>();
  private readonly now: () => number;
  private readonly leaseMs: number;
  /** Answers not stored yet (storage failed): stored on the next try, not fetched again. */
  private readonly answered = new Map<string, Outcome>();
  /** Wakes a drain that waits on its sends: a new entry, or a flush, while they are in flight. */
  private kick: (() => void) | null = null;
  private storageFailures = 0;

  constructor(private readonly deps: OutboxDeps) {
    this.now = deps.now ?? Date.now;
    this.leaseMs = deps.leaseMs ?? LEASE_MS;
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** Send everything that is due. Concurrent calls share one run (and ask for another pass). Never
   * rejects: what could not be done is tried again later. */
  flush(): Promise<void> {
    if (this.stopped || this.paused || this.suspended) return Promise.resolve();
    if (this.running) {
      this.again = true;
      this.kick?.();
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        inBackground(this.flush(), 'Sending the outbox again');
      }
    });
    return this.running;
  }

  /** The connection is back: what waited out a backoff because it was offline is due now. */
  async retryNow(): Promise<void> {
    const now = this.now();
    try {
      await this.deps.db.outbox.filter((entry) => entry.nextAttemptAt > now).modify({ nextAttemptAt: now });
    } catch (error) {
      console.error('Could not make the waiting actions due', error);
    }
    return this.flush();
  }

  stop(): void {
    this.stopped = true;
    this.kick?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stopReleasing();
    // The sender's lock goes once its sends in flight have ended (sender-liveness.ts).
    const lock = this.senderLock;
    this.senderLock = null;
    if (lock) void (this.running ?? Promise.resolve()).finally(lock.release);
  }

  /** Another tab leads now (design rule 9: one sender): stop looking at the queue, claim nothing
   * more, and abort the sends in flight, handing their claims back at once, so the new leader
   * sends them now rather than after their leases (the same Idempotency-Key: applied once). */
  suspend(): void {
    this.suspended = true;
    this.kick?.();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const handBack of [...this.handBacks]) handBack();
    void this.releaseAllClaims();
  }

  /** This tab leads (again): it may send (the engine flushes). */
  resume(): void {
    this.suspended = false;
    this.stopReleasing();
  }

  /** Not leading: every claim of this sender goes back (its sends were aborted). A write that fails
   * (a full disk) is tried again, backing off, until it goes, this tab leads again or it stops: a
   * live sender's claim holds against every other sender (sender-liveness.ts), so a claim left
   * behind would hold its entity for as long as this tab stays open. */
  private async releaseAllClaims(failures = 0): Promise<void> {
    this.releaseTimer = null;
    if (this.stopped || !this.suspended) return;
    const engineId = this.deps.engineId;
    try {
      await this.deps.db.outbox.filter((entry) => entry.claimedBy === engineId && entry.claimedUntil > 0).modify({ claimedUntil: 0 });
    } catch {
      if (this.stopped || !this.suspended) return;
      const delay = Math.min(MAX_STORAGE_RETRY_MS, STORAGE_RETRY_MS * 2 ** failures);
      this.releaseTimer = setTimeout(() => void this.releaseAllClaims(failures + 1), delay);
    }
  }

  private stopReleasing(): void {
    if (this.releaseTimer) clearTimeout(this.releaseTimer);
    this.releaseTimer = null;
  }

  private async drain(): Promise<void> {
    if (this.deps.isOnline && !this.deps.isOnline()) {
      this.wakeAt(this.now() + OFFLINE_RECHECK_MS);
      return;
    }
    const limit = this.deps.parallel ?? 4;
    // A pool (rule 6): as soon as any send finishes, or a new entry is written, the next due
    // entity goes; a slow upload never holds up an Accept on another entity.
    const inFlight = new Map<string, Promise<void>>();
    let failure: unknown = null;
    try {
      if (this.stopped) return;
      // Held before the first claim; a sender that died mid-send leaves claims its lock no longer
      // covers: those entities are due now (sender-liveness.ts).
      this.senderLock ??= holdSenderLock(this.deps.engineId);
      await this.senderLock.ready;
      const alive = await checkSenders(this.deps.db, this.deps.engineId);
      for (;;) {
        if (!this.stopped && !this.paused && !this.suspended && inFlight.size < limit) {
          const claimed = await claimDueHeads(this.deps.db, this.deps.engineId, this.now, limit - inFlight.size, (entry) => this.leaseFor(entry), new Set(inFlight.keys()), alive);
          for (const { entry, sentBefore } of claimed) {
            const send = this.sendOne(entry, sentBefore)
              .catch((error: unknown) => {
                failure = error;
              })
              .finally(() => inFlight.delete(entry.entity));
            inFlight.set(entry.entity, send);
          }
        }
        if (inFlight.size === 0) break;
        const kicked = new Promise<void>((resolve) => (this.kick = resolve));
        await Promise.race([...inFlight.values(), kicked]);
        this.kick = null;
        if (failure !== null) {
          await Promise.all(inFlight.values());
          throw failure;
        }
      }
      this.storageFailures = 0;
      await this.scheduleNextTry();
    } catch (error) {
      // IndexedDB failed (a full disk, a closed database): look again later, backing off, so a
      // full disk does not send the same request every few seconds.
      await Promise.all(inFlight.values());
      this.storageFailures += 1;
      console.error('The outbox could not go on; trying again shortly', error);
      this.wakeAt(this.now() + Math.min(MAX_STORAGE_RETRY_MS, STORAGE_RETRY_MS * 2 ** (this.storageFailures - 1)));
    }
  }

  private async sendOne(entry: OutboxEntry, sentBefore: boolean): Promise<void> {
    // An answer whose storing failed (a full disk) is kept here: the next try stores it again
    // without sending the request (an upload) a second time.
    const outcome = this.answered.get(entry.id) ?? (await this.exchange(entry));
    if ('handedBack' in outcome) {
      await handBackOwnClaim(this.deps.db, entry.seq as number, this.deps.engineId); // no try counted
      return;
    }
    this.answered.set(entry.id, outcome);
    if ('error' in outcome) await this.handleFailure(entry, outcome.error);
    else await this.handleSuccess(entry, outcome.result, sentBefore);
    this.answered.delete(entry.id);
  }

  /** The hold limit of a send of this request. */
  private holdMs(request: OutboxRequest): number {
    return this.deps.holdLimitMs?.(request) ?? holdLimitMs(request);
  }

  /** The lease a claim on this entry gets: its send's whole hold limit and a margin, written once
   * (no renewal: a hidden tab's timers may not run for a minute). A request that cannot be built
   * fails at once in `exchange`: the shortest hold limit then. */
  private leaseFor(entry: OutboxEntry): number {
    let hold = holdLimitForBytes(0);
    try {
      hold = this.holdMs(operationSpec(entry.operation).request(entry.operation));
    } catch {
      // exchange() builds it again and counts the failure
    }
    return hold + this.leaseMs;
  }

  /** Sends the entry's request; what came back (never throws), or that it was handed back. */
  private async exchange(entry: OutboxEntry): Promise<Outcome | HandedBack> {
    if (this.suspended) return { handedBack: true }; // claimed just before this tab lost the lead
    this.tell({ type: 'sending', entry });
    const abort = new AbortController();
    let handedBack = false;
    let handBack = () => {};
    const interrupted = new Promise<HandedBack>((resolve) => {
      handBack = () => {
        handedBack = true;
        resolve({ handedBack: true });
        abort.abort();
      };
    });
    this.handBacks.add(handBack);
    let holdTimer: ReturnType<typeof setTimeout> | undefined;
    try {
      // Built inside the try: a builder that throws (an entry of an older shape) is a bug of this
      // entry, counted and capped like any other thrown one (failure.ts), never a storage failure.
      const request = operationSpec(entry.operation).request(entry.operation);
      // However the transport times out, a send never holds its claim (and its entity) past this:
      // an answer that stalls after its headers ends here as a time-out and is tried again.
      const holdMs = this.holdMs(request);
      const heldTooLong = new Promise<never>((_resolve, reject) => {
        holdTimer = setTimeout(() => {
          abort.abort();
          reject(new ApiError({ kind: 'timeout', status: null, cause: `No answer within ${Math.round(holdMs / 1000)} seconds.` }));
        }, holdMs);
      });
      const onProgress = this.deps.onProgress;
      const sent = this.deps.send(request, {
        idempotencyKey: entry.id,
        actionAt: entry.actionAt,
        ...(entry.tapped ? { tapped: entry.tapped } : {}),
        signal: abort.signal,
        ...(onProgress ? { onProgress: (fraction: number) => onProgress(entry, fraction) } : {}),
      });
      sent.catch(() => {}); // once the hold limit passed, nobody listens to it any more
      heldTooLong.catch(() => {});
      return await Promise.race([sent.then((result) => ({ result })), heldTooLong, interrupted]);
    } catch (error) {
      return handedBack ? { handedBack: true } : { error };
    } finally {
      clearTimeout(holdTimer);
      this.handBacks.delete(handBack);
    }
  }

  private async handleSuccess(entry: OutboxEntry, result: unknown, sentBefore: boolean): Promise<void> {
    const { db } = this.deps;
    const spec = operationSpec(entry.operation);
    const stored = await db.transaction('rw', [db.outbox, db.kv, ...spec.tables(db)], async () => {
      await db.outbox.delete(entry.seq as number);
      await countAcknowledgement(db, spec.collection);
      return spec.accepted ? spec.accepted(db, result) : true;
    });
    if (!stored) {
      await this.unreadable(entry, 200, 'The answer to an accepted action did not have the expected shape.', false);
      return;
    }
    this.tell({ type: 'accepted', entry });
    // An answer that is the entity as the server has it now (an order action's: stored only over
    // an older version) is the last word when this was the entry's first send: no pull of the
    // whole collection (200 accepts would pull all active orders 200 times). But it may be a
    // replay of the first answer (the same key after a lost answer, a sender that died), older
    // than what happened since (a customer cancelled meanwhile): then the collection is pulled,
    // and an answer of another kind is always followed by a pull.
    if (spec.accepted && (sentBefore || !spec.answerIsCurrent)) this.deps.onPullNeeded?.(spec.collection);
  }

  private async handleFailure(entry: OutboxEntry, error: unknown): Promise<void> {
    const { db } = this.deps;
    const seq = entry.seq as number;
    const attempts = entry.attempts + 1;
    const kind = classifyFailure(error, attempts);
    const status = error instanceof ApiError ? error.status : null;
    const reason = refusalReason(error);
    if (kind === 'temporary') {
      const now = this.now();
      // Not before the server's Retry-After (capped); kept apart, so `online` does not undo it.
      const retryAfterAt = retryAfterUntil(error, now);
      const nextAttemptAt = Math.max(now + retryDelay(attempts, this.deps.random, entry.operation), retryAfterAt ?? 0); // an upload waits longer
      // Only the API's own answers count towards "stuck", and only after a while (stuck.ts).
      const answeredFailures = (entry.answeredFailures ?? 0) + (countsTowardsStuck(error) ? 1 : 0);
      const failingSince = entry.failingSince ?? now;
      const stuckAt = becomesStuck({ ...entry, failingSince }, attempts, now, answeredFailures) ? now : null; // the chef decides (stuck.ts)
      const retryAfterStamp = retryAfterAt === null ? null : stampTap(now);
      await releaseOwnClaim(db, seq, this.deps.engineId, { attempts, answeredFailures, failingSince, nextAttemptAt, retryAfterAt, retryAfterStamp, lastError: reason, stuckAt });
      this.tell({ type: 'will-retry', entry, status, reason, nextAttemptAt });
      return;
    }
    if (kind === 'auth') {
      await releaseOwnClaim(db, seq, this.deps.engineId, { lastError: reason });
      this.tell({ type: 'auth-required', entry });
      if (!this.paused) {
        this.paused = true;
        this.deps.onAuthRequired?.();
      }
      return;
    }
    if (kind === 'unreadable') {
      await this.unreadable(entry, status ?? 200, reason, true);
      return;
    }
    await this.notSaved(entry, error, status, reason);
  }

  /** Refused for good: drop it, keep the entity the refusal carries, list it in "not saved". */
  private async notSaved(entry: OutboxEntry, error: unknown, status: number | null, reason: string): Promise<void> {
    const { db } = this.deps;
    const spec = operationSpec(entry.operation);
    const carried = error instanceof ApiError ? error.result : undefined;
    await db.transaction('rw', [db.outbox, db.notSaved, db.kv, ...spec.tables(db)], async () => {
      await db.outbox.delete(entry.seq as number);
      await dropDependentsOfRefusedCreate(db, entry, reason); // one "Not saved" for a refused create (refused-create.ts)
      await db.notSaved.put({ id: entry.id, operation: entry.operation, actionAt: entry.actionAt, refusedAt: new Date(this.now()).toISOString(), status, reason });
      if (carried !== undefined && carried !== null) await spec.refused?.(db, carried);
    });
    this.tell({ type: 'not-saved', entry, status, reason });
    this.deps.onPullNeeded?.(spec.collection);
  }

  /** A success whose answer could not be read: applied on the server, so dropped and pulled. */
  private async unreadable(entry: OutboxEntry, status: number, reason: string, dropEntry: boolean): Promise<void> {
    const { db } = this.deps;
    const spec = operationSpec(entry.operation);
    console.error(`The server accepted ${entry.operation.kind} (${entry.id}) but its answer could not be read: ${reason}`);
    await db.transaction('rw', db.outbox, db.kv, async () => {
      if (dropEntry) {
        await db.outbox.delete(entry.seq as number);
        await countAcknowledgement(db, spec.collection);
      }
      await recordSyncProblem(db, { at: this.now(), what: `${entry.operation.kind} ${entry.entity}`, status, reason });
    });
    this.tell({ type: 'unreadable', entry, status, reason });
    this.deps.onPullNeeded?.(spec.collection);
  }

  private tell(event: DistributiveOmit<OutboxEvent, 'engineId' | 'at'>): void {
    report(this.deps.onEvent, { ...event, engineId: this.deps.engineId, at: this.now() } as OutboxEvent);
  }

  /** Wake up when the earliest backoff or another sender's lease runs out. */
  private async scheduleNextTry(): Promise<void> {
    if (this.stopped || this.paused || this.suspended) return;
    const wakeAt = nextWakeUp(await this.deps.db.outbox.toArray(), this.deps.engineId, this.now());
    if (wakeAt !== null) this.wakeAt(wakeAt);
    else if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
  }

  private wakeAt(time: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.stopped || this.paused || this.suspended) return;
    // Never longer than a minute: a wake-up computed from a wrong clock (or one put right since)
    // costs at most a look at the queue, and a far-future time cannot overflow setTimeout.
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, time - this.now()));
    this.timer = setTimeout(() => inBackground(this.flush(), 'Sending the outbox on time'), delay);
  }
}

/** What a send came back with. */
type Outcome = { result: unknown } | { error: unknown };
/** A send aborted because this tab lost the lead: its claim goes back, no try is counted. */
type HandedBack = { handedBack: true };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
