// The outbox as the screens see it: one live read shared by every watcher on the page (the
// waiting count, the storage and stuck banners, the waiting orders, the upload lines). Each of
// them used to run its own live query over the whole outbox, so each claim and each answer of a
// queue being sent read every entry five times; now once (docs/performance-issue-28.md, "The
// fourth session"). The read is Dexie's liveQuery; it starts with the first watcher of a database
// and stops with the last, and each database has its own (a chef's outbox is never shown to
// another).
import { liveQuery, type Subscription } from 'dexie';
import { useSyncExternalStore } from 'react';
import type { ChefDb } from './chef-db';
import type { OutboxEntry } from './outbox-entry';

type Listener = () => void;

/** One database's outbox, in `seq` order (the order it is sent in). */
class SharedOutbox {
  private entries: readonly OutboxEntry[] | undefined = undefined;
  private readonly listeners = new Set<Listener>();
  private subscription: Subscription | null = null;

  constructor(private readonly db: ChefDb) {}

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    this.subscription ??= liveQuery(() => this.db.outbox.toArray()).subscribe({
      next: (entries) => {
        this.entries = entries;
        for (const notify of this.listeners) notify();
      },
      // A failed read (a closed database) keeps the last entries read; the next change reads again.
      error: (error: unknown) => console.error('The outbox could not be read for the screen', error),
    });
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.subscription?.unsubscribe();
      this.subscription = null;
      // Not kept: a watcher that comes later waits for a fresh read rather than showing an old one.
      this.entries = undefined;
    };
  };

  readonly snapshot = (): readonly OutboxEntry[] | undefined => this.entries;
}

const shared = new WeakMap<ChefDb, SharedOutbox>();

/** The shared view of `db`'s outbox (tests use it without React). */
export function sharedOutbox(db: ChefDb): { subscribe: (listener: Listener) => () => void; snapshot: () => readonly OutboxEntry[] | undefined } {
  let view = shared.get(db);
  if (!view) {
    view = new SharedOutbox(db);
    shared.set(db, view);
  }
  return view;
}

const noSubscription = () => () => {};
const noEntries = () => undefined;

/** Every entry of the outbox, oldest first; undefined until the first read (or without a db). The
 * same array until the outbox changes: derive from it with useMemo. */
export function useOutboxEntries(db: ChefDb | null): readonly OutboxEntry[] | undefined {
  const view = db ? sharedOutbox(db) : null;
  return useSyncExternalStore(view?.subscribe ?? noSubscription, view?.snapshot ?? noEntries, view?.snapshot ?? noEntries);
}
