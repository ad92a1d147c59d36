// Live reads shared by every watcher on the page: one Dexie liveQuery per chef database and per
// name, started by the first watcher and stopped by the last, its latest result handed to all of
// them. Two screens watching the same rows (the orders list and the new-order alarm; the outbox's
// five watchers) used to read them once each after every change, twice per action while a queue
// of 200 is sent (docs/performance-issue-28.md, "The fourth session"). Each database has its own
// reads: one chef's rows are never handed to another's screens.
import { liveQuery, type Subscription } from 'dexie';
import { useSyncExternalStore } from 'react';
import type { ChefDb } from './chef-db';

type Listener = () => void;

export type SharedRead<T> = {
  /** Calls `listener` after each new result; the returned function stops it. */
  subscribe: (listener: Listener) => () => void;
  /** The latest result; undefined before the first read, or while nobody watches. */
  snapshot: () => T | undefined;
};

class SharedLiveRead<T> implements SharedRead<T> {
  private value: T | undefined = undefined;
  private readonly listeners = new Set<Listener>();
  private subscription: Subscription | null = null;

  constructor(
    private readonly name: string,
    private readonly read: () => Promise<T>,
  ) {}

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    this.subscription ??= liveQuery(this.read).subscribe({
      next: (value) => {
        this.value = value;
        for (const notify of [...this.listeners]) notify();
      },
      // A failed read (a closed database) keeps the last result; the next change reads again.
      error: (error: unknown) => console.error(`The screens' shared read "${this.name}" failed`, error),
    });
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.subscription?.unsubscribe();
      this.subscription = null;
      // Not kept: a watcher that comes later waits for a fresh read rather than showing an old one.
      this.value = undefined;
    };
  };

  readonly snapshot = (): T | undefined => this.value;
}

const reads = new WeakMap<ChefDb, Map<string, SharedLiveRead<unknown>>>();

/** The shared read `name` of `db` (`read` is used the first time; the same name, the same read). */
export function sharedLiveRead<T>(db: ChefDb, name: string, read: (db: ChefDb) => Promise<T>): SharedRead<T> {
  let ofDb = reads.get(db);
  if (!ofDb) {
    ofDb = new Map();
    reads.set(db, ofDb);
  }
  let shared = ofDb.get(name);
  if (!shared) {
    shared = new SharedLiveRead<unknown>(name, () => read(db));
    ofDb.set(name, shared);
  }
  return shared as SharedLiveRead<T>;
}

const noSubscription = () => () => {};
const nothing = () => undefined;

/** The latest result of the shared read (undefined before the first, or without a db): the same
 * value until the rows change, so derive from it with useMemo. */
export function useSharedLiveRead<T>(db: ChefDb | null, name: string, read: (db: ChefDb) => Promise<T>): T | undefined {
  const shared = db ? sharedLiveRead(db, name, read) : null;
  return useSyncExternalStore(shared?.subscribe ?? noSubscription, shared?.snapshot ?? nothing, shared?.snapshot ?? nothing);
}
