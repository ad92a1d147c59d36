// Live reads shared by every watcher on the page: one Dexie liveQuery per chef database and per
// name, started by the first watcher and stopped by the last, its latest result handed to all of
// them. Two screens watching the same rows (the orders list and the new-order alarm; the outbox's
// five watchers) used to read them once each after every change, twice per action while a queue
// of 200 is sent (docs/performance.md, "Levers kept"). Each database has its own
// reads: one chef's rows are never handed to another's screens.
import { liveQuery, type Subscription } from 'dexie';
import { startTransition, useEffect, useRef, useState } from 'react';
import type { ChefDb } from './chef-db';

type Listener = () => void;

export type SharedRead<T> = {
  /** Calls `listener` after each new result; the returned function stops it. */
  subscribe: (listener: Listener) => () => void;
  /** The latest result; undefined before the first read, or while nobody watches. */
  snapshot: () => T | undefined;
  /** The latest result or the read's failure, a new object for each (what a screen renders from). */
  state: () => ReadState<T>;
  /** Sets a result read once outside the live read, before it has one (readAhead); the live
   * read's first result replaces it unless it is the same. */
  prime(value: T): void;
};

/** Before the first read: `{}`. A failed read (IndexedDB refusing it) is handed to the watchers as
 * `{ error }` (a screen throws it to the route's error screen, as Dexie's useLiveQuery does) until
 * the next change of the rows reads again. */
export type ReadState<T> = { value?: T } | { error: unknown };

const notRead: ReadState<never> = {};

class SharedLiveRead<T> implements SharedRead<T> {
  private current: ReadState<T> = notRead;
  /** The result came from a read ahead of the live one (`prime`), not yet confirmed by it. */
  private primed = false;
  private readonly listeners = new Set<Listener>();
  private subscription: Subscription | null = null;

  constructor(
    private readonly name: string,
    private readonly read: () => Promise<T>,
  ) {}

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    // A watcher that comes after a failure (the screen mounted again after the error screen)
    // reads afresh.
    if ('error' in this.current) this.stop();
    this.subscription ??= liveQuery(this.read).subscribe({
      next: (value) => this.settle({ value }),
      // Dexie keeps the live read going: the next change of the rows reads again and clears it.
      error: (error: unknown) => {
        console.error(`The screens' shared read "${this.name}" failed`, error);
        this.settle({ error });
      },
    });
    return () => {
      this.listeners.delete(listener);
      // Not kept: a watcher that comes later waits for a fresh read rather than showing an old one.
      if (this.listeners.size === 0) this.stop();
    };
  };

  private stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.current = notRead;
    this.primed = false;
  }

  /** A result read once, outside the live read, before it has one (readAhead). */
  readonly prime = (value: T): void => {
    if (this.current !== notRead) return;
    this.current = { value };
    this.primed = true;
  };

  private settle(state: ReadState<T>): void {
    // The live read's first result, the same as the one read ahead: the screens keep what they
    // show (no second render of the same rows).
    const confirms = this.primed && 'value' in state && 'value' in this.current && JSON.stringify(state.value) === JSON.stringify(this.current.value);
    this.primed = false;
    if (confirms) return;
    this.current = state;
    for (const notify of [...this.listeners]) notify();
  }

  readonly snapshot = (): T | undefined => ('value' in this.current ? this.current.value : undefined);
  readonly state = (): ReadState<T> => this.current;
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

const nothing = (): ReadState<never> => notRead;

/** What a screen renders from `state`, the read's state now, given `atMount`, the state it found
 * when it mounted: the result, nothing yet, or a failure to throw. Only a failure that came after
 * it mounted is thrown: a screen mounted again after the error screen subscribes, and so reads
 * afresh. (Each result and each failure is a new object.) */
export function readOutcome<T>(state: ReadState<T>, atMount: ReadState<T> | undefined): { value: T | undefined } | { error: unknown } {
  if (!('error' in state)) return { value: state.value };
  return state === atMount ? { value: undefined } : { error: state.error };
}

/** The state of `shared` a screen last rendered from (`shared` too: another db or name starts over). */
type Seen<T> = { shared: SharedRead<T> | null; state: ReadState<T> };

/** The latest result of the shared read (undefined before the first, or without a db): the same
 * value until the rows change, so derive from it with useMemo. A failed read is thrown, to the
 * route's error screen, as useLiveQuery does (readOutcome).
 * A change of the result shown renders as a transition: React renders it in slices, between which
 * a tap is answered, and a newer result replaces it before it commits. (A store read with
 * useSyncExternalStore renders every change in one synchronous task: after the first pull of a
 * first load, the active orders' cards took one task of 430 ms at 4x CPU;
 * docs/performance.md.) The first result, which a screen waits for, and a failure render at once (as a
 * transition they came later on a warm start: its Accept button was tappable 50-80 ms later). The
 * result a screen mounts with (read ahead) is there in its first render. */
export function useSharedLiveRead<T>(db: ChefDb | null, name: string, read: (db: ChefDb) => Promise<T>): T | undefined {
  const shared = db ? sharedLiveRead(db, name, read) : null;
  const [atMount] = useState(() => shared?.state());
  const [seen, setSeen] = useState<Seen<T>>(() => ({ shared, state: shared?.state() ?? nothing() }));
  const state = seen.shared === shared ? seen.state : (shared?.state() ?? nothing());
  // What the screen shows now: a first result (or a failure) renders at once, a change in slices.
  const shown = useRef(state);
  useEffect(() => {
    shown.current = state;
  });
  useEffect(() => {
    if (!shared) return;
    const show = () => {
      const update = () => setSeen((last) => (last.shared === shared && last.state === shared.state() ? last : { shared, state: shared.state() }));
      if ('value' in shown.current && 'value' in shared.state()) startTransition(update);
      else update();
    };
    const stop = shared.subscribe(show);
    // A result that came between the render and this subscription (or a start over).
    show();
    return stop;
  }, [shared]);
  const outcome = readOutcome(state, atMount);
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}
