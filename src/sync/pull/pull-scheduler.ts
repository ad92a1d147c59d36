// When each collection is pulled: a pull is never forgotten. One pull of a collection runs at a
// time; a request that arrives while it runs (an event, a reconnect) causes one more pull right
// after it, since the running fetch may have left the server before the change. A pull that fails
// is asked again with backoff (1 s doubling to 60 s, with jitter: failure.ts) until one succeeds;
// a new request meanwhile runs at once. Offline, nothing runs: the engine's `online` pulls all.
// No Dexie here: the engine records each failure for the screens (pull-state.ts).
import { ApiError, failureKind } from '@/api/errors';
import type { CollectionName } from './collections';
import { retryDelay } from '../engine/failure';

export type PullSchedulerDeps = {
  /** One pull of the collection; throws when it failed. */
  pull(name: CollectionName): Promise<void>;
  isOnline(): boolean;
  /** A pull failed; the scheduler has already planned the next try (`next` says which). */
  onFailure?(name: CollectionName, error: unknown, next: NextTry): void;
  random?: () => number;
};

/** What follows a failed pull: a try after a delay, the next `online`, or nothing until something
 * asks again (an event, a reconnect, the app shown again, a screen opened): a refusal (401, 403,
 * another 4xx) gives the same answer however often it is asked. */
export type NextTry = { kind: 'after'; ms: number } | { kind: 'online' } | { kind: 'asked' } | { kind: 'stopped' };

/** The console's words for it ("trying again in 2 s"), so the log says what really happens. */
export function retryWords(next: NextTry): string {
  switch (next.kind) {
    case 'after':
      return `trying again in ${Math.max(1, Math.round(next.ms / 1000))} s`;
    case 'online':
      return 'trying again once back online';
    case 'asked':
      return 'not trying again until asked (an event, a reconnect, the app shown again)';
    case 'stopped':
      return 'not trying again (sync stopped)';
  }
}

type Slot = {
  /** The running pulls (the first and every one asked for meanwhile); null when idle. */
  running: Promise<void> | null;
  again: boolean;
  failures: number;
  retry: ReturnType<typeof setTimeout> | null;
};

export class PullScheduler {
  private readonly slots = new Map<CollectionName, Slot>();
  private stopped = false;

  constructor(private readonly deps: PullSchedulerDeps) {}

  /** Pull `name` now, or right after the pull under way; resolves when that pull has ended. Never rejects. */
  request(name: CollectionName): Promise<void> {
    if (this.stopped || !this.deps.isOnline()) return Promise.resolve();
    const slot = this.slot(name);
    if (slot.running) {
      slot.again = true;
      return slot.running;
    }
    this.clearRetry(slot);
    slot.running = this.run(name, slot);
    return slot.running;
  }

  /** A screen opened: pull `name`, unless a pull of it is under way, which is then enough (it
   * started a moment ago, with the app: the foods list opened at start would otherwise pull 300
   * foods twice in its first second). Resolves when that pull has ended. Never rejects. */
  refresh(name: CollectionName): Promise<void> {
    const running = this.slots.get(name)?.running;
    return running ?? this.request(name);
  }

  /** Whether a pull of `name` failed and is waiting for its next try. */
  failing(name: CollectionName): boolean {
    return (this.slots.get(name)?.failures ?? 0) > 0;
  }

  stop(): void {
    this.stopped = true;
    for (const slot of this.slots.values()) this.clearRetry(slot);
  }

  private async run(name: CollectionName, slot: Slot): Promise<void> {
    try {
      do {
        slot.again = false;
        try {
          await this.deps.pull(name);
          slot.failures = 0;
        } catch (error) {
          slot.failures++; // what was asked meanwhile waits for the retry
          const next = this.planRetry(name, slot, error);
          this.deps.onFailure?.(name, error, next);
          return;
        }
      } while (slot.again && !this.stopped && this.deps.isOnline());
    } finally {
      // In the same step as the last check of `again`, so no request falls between the two.
      slot.running = null;
    }
  }

  private planRetry(name: CollectionName, slot: Slot, error: unknown): NextTry {
    // Signed out (401): the session ends and a new engine starts on sign-in. Refused (403 for a chef
    // not approved, another 4xx): asking again will not change the answer; the next trigger (an
    // event, back online, the app shown again) pulls. Offline: `online` pulls.
    if (this.stopped) return { kind: 'stopped' };
    if (!this.deps.isOnline()) return { kind: 'online' };
    if (error instanceof ApiError && (failureKind(error) === 'auth' || failureKind(error) === 'permanent')) return { kind: 'asked' };
    const ms = retryDelay(slot.failures, this.deps.random);
    slot.retry = setTimeout(() => {
      slot.retry = null;
      void this.request(name);
    }, ms);
    return { kind: 'after', ms };
  }

  private clearRetry(slot: Slot): void {
    if (slot.retry) clearTimeout(slot.retry);
    slot.retry = null;
  }

  private slot(name: CollectionName): Slot {
    let slot = this.slots.get(name);
    if (!slot) {
      slot = { running: null, again: false, failures: 0, retry: null };
      this.slots.set(name, slot);
    }
    return slot;
  }
}
