// The outbox replayer: sends the chef's queued actions to the server (architecture rules 3-6).
// - An entry is deleted only after the server's answer; a failure never counts as success.
// - Entries of one entity go one at a time, oldest first; different entities go side by side.
// - Before sending, an engine claims the entry in a Dexie transaction, with a lease: two tabs (or a
//   tab and the service worker) never send the same entry at the same time, and an entry claimed by
//   a tab that closed mid-send is sent again once the lease runs out (same Idempotency-Key, so the
//   server applies it once).
// - Temporary failures back off; a 401 pauses the queue until the same chef signs in again; a
//   permanent refusal drops the entry, records it in the "not saved" list and asks for a pull that
//   restores the server's version. One bad entry never blocks the others.
import { ApiError } from '@/api/errors';
import type { ChefDb } from '@/db/chef-db';
import type { OutboxEntry } from '@/db/outbox-entry';
import { classifyFailure, refusalReason, retryDelay } from './failure';
import { operationSpec, type OutboxRequest } from './operations';
import { countAcknowledgement } from './acknowledgements';
import type { CollectionName } from './collections';

export type SendOptions = { idempotencyKey: string; actionAt: string };
/** Sends one request; resolves with the parsed result or throws an ApiError. */
export type Transport = (request: OutboxRequest, options: SendOptions) => Promise<unknown>;

export type OutboxDeps = {
  db: ChefDb;
  send: Transport;
  engineId: string;
  now?: () => number;
  random?: () => number;
  /** A 401: the engine pauses; the app logs the chef out. */
  onAuthRequired?: () => void;
  /** A refusal: pull this collection to restore the server's version. */
  onRefused?: (collection: CollectionName) => void;
  /** How many entities may be in flight at once. */
  parallel?: number;
  /** How long a claim holds: longer than a request's time-out. */
  leaseMs?: number;
};

export class OutboxReplayer {
  private paused = false;
  private running: Promise<void> | null = null;
  private again = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private readonly now: () => number;

  constructor(private readonly deps: OutboxDeps) {
    this.now = deps.now ?? Date.now;
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** Send everything that is due. Concurrent calls share one run (and ask for another pass). */
  flush(): Promise<void> {
    if (this.stopped || this.paused) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain().finally(() => {
      this.running = null;
      if (this.again && !this.stopped) {
        this.again = false;
        void this.flush();
      }
    });
    return this.running;
  }

  /** The connection is back: what waited out a backoff because it was offline is due now. */
  async retryNow(): Promise<void> {
    const now = this.now();
    await this.deps.db.outbox.filter((entry) => entry.nextAttemptAt > now).modify({ nextAttemptAt: now });
    return this.flush();
  }

  /** The same chef signed in again after a 401. */
  resume(): Promise<void> {
    this.paused = false;
    return this.flush();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  /** A new leader takes over: claims of engines that are gone no longer hold. */
  async releaseForeignClaims(): Promise<void> {
    await this.deps.db.outbox
      .filter((entry) => entry.claimedBy !== null && entry.claimedBy !== this.deps.engineId)
      .modify({ claimedBy: null, claimedUntil: 0 });
  }

  private async drain(): Promise<void> {
    for (;;) {
      const batch = await this.claimDueHeads();
      if (batch.length === 0 || this.stopped) break;
      await Promise.all(batch.map((entry) => this.sendOne(entry)));
      if (this.paused) return;
    }
    await this.scheduleNextTry();
  }

  /** The oldest entry of each entity, when it is due and nobody else holds it; claimed atomically. */
  private claimDueHeads(): Promise<OutboxEntry[]> {
    const { db, engineId } = this.deps;
    const limit = this.deps.parallel ?? 4;
    return db.transaction('rw', db.outbox, async () => {
      const now = this.now();
      const seen = new Set<string>();
      const due: OutboxEntry[] = [];
      for (const entry of await db.outbox.orderBy('seq').toArray()) {
        if (seen.has(entry.entity)) continue;
        seen.add(entry.entity);
        const heldByOther = entry.claimedBy !== null && entry.claimedBy !== engineId && entry.claimedUntil > now;
        if (heldByOther || entry.nextAttemptAt > now) continue;
        due.push(entry);
        if (due.length === limit) break;
      }
      const claimedUntil = now + (this.deps.leaseMs ?? 30_000);
      for (const entry of due) {
        entry.claimedBy = engineId;
        entry.claimedUntil = claimedUntil;
        await db.outbox.update(entry.seq as number, { claimedBy: engineId, claimedUntil });
      }
      return due;
    });
  }

  private async sendOne(entry: OutboxEntry): Promise<void> {
    const { db } = this.deps;
    const spec = operationSpec(entry.operation);
    const seq = entry.seq as number;
    let result: unknown;
    try {
      result = await this.deps.send(spec.request(entry.operation), { idempotencyKey: entry.id, actionAt: entry.actionAt });
    } catch (error) {
      await this.handleFailure(entry, error);
      return;
    }
    await db.transaction('rw', [db.outbox, db.kv, ...spec.tables(db)], async () => {
      await db.outbox.delete(seq);
      await spec.accepted?.(db, result);
      await countAcknowledgement(db, spec.collection);
    });
  }

  private async handleFailure(entry: OutboxEntry, error: unknown): Promise<void> {
    const { db } = this.deps;
    const seq = entry.seq as number;
    const kind = classifyFailure(error);
    if (kind === 'temporary') {
      const attempts = entry.attempts + 1;
      await db.outbox.update(seq, {
        attempts,
        nextAttemptAt: this.now() + retryDelay(attempts, this.deps.random),
        lastError: refusalReason(error),
        claimedBy: null,
        claimedUntil: 0,
      });
      return;
    }
    if (kind === 'auth') {
      await db.outbox.update(seq, { claimedBy: null, claimedUntil: 0, lastError: refusalReason(error) });
      if (!this.paused) {
        this.paused = true;
        this.deps.onAuthRequired?.();
      }
      return;
    }
    await db.transaction('rw', db.outbox, db.notSaved, async () => {
      await db.outbox.delete(seq);
      await db.notSaved.put({
        id: entry.id,
        operation: entry.operation,
        actionAt: entry.actionAt,
        refusedAt: new Date(this.now()).toISOString(),
        status: error instanceof ApiError ? error.status : null,
        reason: refusalReason(error),
      });
    });
    this.deps.onRefused?.(operationSpec(entry.operation).collection);
  }

  /** Wake up when the earliest backoff or foreign claim runs out. */
  private async scheduleNextTry(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.stopped || this.paused) return;
    const entries = await this.deps.db.outbox.toArray();
    const now = this.now();
    const wakeAt = entries
      .map((entry) => Math.max(entry.nextAttemptAt, entry.claimedBy && entry.claimedBy !== this.deps.engineId ? entry.claimedUntil : 0))
      .filter((time) => time > now)
      .reduce((earliest, time) => Math.min(earliest, time), Number.POSITIVE_INFINITY);
    if (Number.isFinite(wakeAt)) this.timer = setTimeout(() => void this.flush(), wakeAt - now);
  }
}
