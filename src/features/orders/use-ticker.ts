// One shared clock for every countdown and "time since" on screen: a single 1 s interval runs
// while at least one component listens AND the page is visible; a hidden tab does no work, and
// the time jumps to now as soon as the page shows again. The time is on the server's clock: every
// time the cards compare with it (arrived, ready at) is the server's, and the phone's clock may be
// off by hours or days (docs/sync.md, "Time").
import { useSyncExternalStore } from 'react';
import { onServerClock } from '@/lib/server-clock';

const listeners = new Set<() => void>();
let now = onServerClock(Date.now());
let timer: ReturnType<typeof setInterval> | undefined;

const visible = () => typeof document === 'undefined' || document.visibilityState === 'visible';

function tick(): void {
  now = onServerClock(Date.now());
  for (const listener of listeners) listener();
}

function update(): void {
  const shouldRun = listeners.size > 0 && visible();
  if (shouldRun && timer === undefined) {
    tick();
    timer = setInterval(tick, 1_000);
  } else if (!shouldRun && timer !== undefined) {
    clearInterval(timer);
    timer = undefined;
  }
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) document.addEventListener('visibilitychange', update);
  listeners.add(listener);
  update();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) document.removeEventListener('visibilitychange', update);
    update();
  };
}

const snapshot = () => now;

/** The current time (ms), updated every second while the page is visible. */
export function useTicker(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** What `select` makes of the shared clock (a text, a flag): the component renders again only
 * when that changes, not every second ("3 min ago" changes once a minute; 200 cards re-rendering
 * their Chakra text every second kept a phone busy). `select` must return a primitive. */
export function useTickerValue<T extends string | number | boolean | null>(select: (now: number) => T): T {
  const read = () => select(now);
  return useSyncExternalStore(subscribe, read, read);
}
