// The simulated browser's realms: one context per tab and one for the service worker, carried by
// AsyncLocalStorage through promises, IndexedDB callbacks and timers, so the real sync code (which
// calls the global setTimeout/setInterval) gets the timers of the tab it runs in. A hidden tab's
// timers are throttled as Chrome does (aligned to the second, and after five minutes hidden to the
// minute: "intensive throttling"), a killed tab's timers never fire, and every timer a context
// still holds is counted (leaks). Web Locks, BroadcastChannel and Dexie's live-query listeners run
// their callbacks in the context that registered them, as each tab's own event loop would.
import { AsyncLocalStorage } from 'node:async_hooks';
import { Dexie } from 'dexie';
import { fakeWebLocks } from '../testing/web-locks';

export type Realm = {
  name: string;
  /** Virtual time (true clock) since which the tab is hidden; null while visible. */
  hiddenSince: number | null;
  dead: boolean;
  /** Timers this realm holds now (ids of the wrapped setTimeout/setInterval). */
  timers: Set<number>;
};

/** Where each live timer was set (SIM_DEBUG_TIMERS=1: to tell a leak's source). */
export const timerOrigins = new Map<number, string>();
const debugTimers = typeof process !== 'undefined' && process.env.SIM_DEBUG_TIMERS === '1';
const origin = (id: number) => {
  if (debugTimers) timerOrigins.set(id, (new Error().stack ?? '').split('\n').slice(2, 9).join('\n'));
};

const realms = new AsyncLocalStorage<Realm>();
export const currentRealm = (): Realm | undefined => realms.getStore();
export const inRealm = <T>(realm: Realm, run: () => T): T => realms.run(realm, run);
export const outsideRealms = <T>(run: () => T): T => realms.exit(run);
export const newRealm = (name: string): Realm => ({ name, hiddenSince: null, dead: false, timers: new Set() });

const SECOND = 1_000;
const MINUTE = 60_000;
const INTENSIVE_AFTER_MS = 5 * MINUTE;

type Raw = {
  setTimeout: (cb: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

/** The timers under the wrappers (vitest's fakes): the network and the world's own use these. */
export let raw: Raw = { setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (h) => clearTimeout(h as never) };

/** When a timer due at `at` may fire in `realm` (the true clock `now`). */
export function throttled(realm: Realm | undefined, at: number, now: number): number {
  if (!realm || realm.hiddenSince === null) return at;
  const align = now - realm.hiddenSince >= INTENSIVE_AFTER_MS ? MINUTE : SECOND;
  return Math.ceil(at / align) * align;
}

type Installed = { uninstall(): void };

/** Wrap the (fake) global timers, the locks, the channels and Dexie's listeners. `trueNow` reads
 * the true virtual time (the device clock may be wrong). */
export function installRealms(trueNow: () => number): Installed {
  const original = {
    setTimeout: globalThis.setTimeout,
    clearTimeout: globalThis.clearTimeout,
    setInterval: globalThis.setInterval,
    clearInterval: globalThis.clearInterval,
  };
  raw = { setTimeout: (cb, ms) => original.setTimeout(cb, ms), clearTimeout: (h) => original.clearTimeout(h as never) };
  let nextId = 1;
  const live = new Map<number, { inner: unknown; realm: Realm | undefined }>();

  const arm = (id: number, realm: Realm | undefined, dueAt: number, fire: () => void) => {
    const now = trueNow();
    const at = throttled(realm, dueAt, now);
    const inner = original.setTimeout(() => {
      const entry = live.get(id);
      if (!entry) return;
      if (realm?.dead) return; // a closed tab runs nothing (its timer stays counted until cleared)
      const later = throttled(realm, trueNow(), trueNow()); // hidden since it was set: wait more
      if (later > trueNow()) return arm(id, realm, later, fire);
      fire();
    }, Math.max(0, at - now));
    live.set(id, { inner, realm });
  };
  const forget = (id: number) => {
    const entry = live.get(id);
    if (!entry) return;
    original.clearTimeout(entry.inner as never);
    entry.realm?.timers.delete(id);
    live.delete(id);
    timerOrigins.delete(id);
  };
  const wrappedSetTimeout = (callback: (...args: unknown[]) => void, ms = 0, ...args: unknown[]) => {
    const realm = currentRealm();
    const id = nextId++;
    realm?.timers.add(id);
    origin(id);
    arm(id, realm, trueNow() + Math.max(0, Number(ms) || 0), () => {
      forget(id);
      if (realm) inRealm(realm, () => callback(...args));
      else callback(...args);
    });
    return id;
  };
  const wrappedSetInterval = (callback: (...args: unknown[]) => void, ms = 0, ...args: unknown[]) => {
    const realm = currentRealm();
    const id = nextId++;
    realm?.timers.add(id);
    origin(id);
    const period = Math.max(1, Number(ms) || 0);
    const tick = () => {
      arm(id, realm, trueNow() + period, tick); // chained: each wake-up is throttled on its own
      if (realm) inRealm(realm, () => callback(...args));
      else callback(...args);
    };
    arm(id, realm, trueNow() + period, tick);
    return id;
  };
  const clear = (id: unknown) => {
    if (typeof id === 'number') forget(id);
  };
  Object.assign(globalThis, { setTimeout: wrappedSetTimeout, setInterval: wrappedSetInterval, clearTimeout: clear, clearInterval: clear });

  // Dexie's live queries hear of a write through one process-wide event: run each listener in the
  // tab that subscribed (in a browser each tab hears it in its own event loop).
  const mutated = Dexie.on.storagemutated as unknown as { subscribe(fn: unknown): void; unsubscribe(fn: unknown): void };
  const subscribe = mutated.subscribe.bind(mutated);
  const unsubscribe = mutated.unsubscribe.bind(mutated);
  const wrappers = new Map<unknown, unknown>();
  mutated.subscribe = (fn: unknown) => {
    const realm = currentRealm();
    if (!realm || typeof fn !== 'function') return subscribe(fn);
    const wrapped = (...args: unknown[]) => {
      if (!realm.dead) inRealm(realm, () => (fn as (...a: unknown[]) => void)(...args));
    };
    wrappers.set(fn, wrapped);
    return subscribe(wrapped);
  };
  mutated.unsubscribe = (fn: unknown) => {
    const wrapped = wrappers.get(fn);
    wrappers.delete(fn);
    return unsubscribe(wrapped ?? fn);
  };

  return {
    uninstall() {
      for (const id of [...live.keys()]) forget(id);
      Object.assign(globalThis, original);
      mutated.subscribe = subscribe;
      mutated.unsubscribe = unsubscribe;
      raw = { setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (h) => clearTimeout(h as never) };
    },
  };
}

/** One lock manager for the device (Web Locks with `steal`); each tab's callback runs in its realm. */
export function realmLocks(onGranted: (realm: Realm, name: string) => void = () => {}) {
  const locks = fakeWebLocks();
  /** Which realm holds each lock now, as the browser's lock manager sees it. */
  const holders = new Map<string, Realm>();
  /** What ends each realm's held locks when the realm dies (the browser frees a dead page's locks). */
  const deaths = new Map<Realm, Set<() => void>>();
  return {
    holder: (name: string): Realm | undefined => holders.get(name),
    query: () => locks.query(),
    /** The realm died: every lock it holds passes on. */
    releaseAll(realm: Realm): void {
      for (const end of deaths.get(realm) ?? []) end();
      deaths.delete(realm);
    },
    request(name: string, options: { signal?: AbortSignal; steal?: boolean }, callback: () => unknown): Promise<unknown> {
      const realm = currentRealm();
      if (options.steal) holders.delete(name); // the holder lost it at once
      // The lock manager is the browser's, in no tab: a tab that closes still passes the lock on.
      const held = outsideRealms(() =>
        locks.request(name, options, () => {
          if (!realm) return callback();
          if (realm.dead) return undefined;
          holders.set(name, realm);
          onGranted(realm, name);
          const died = new Promise<void>((resolve) => {
            const ends = deaths.get(realm) ?? new Set<() => void>();
            ends.add(resolve);
            deaths.set(realm, ends);
          });
          const run = inRealm(realm, callback);
          const release = () => holders.get(name) === realm && holders.delete(name);
          if (run instanceof Promise) {
            const either = Promise.race([run, died]);
            either.then(release, release);
            return either;
          }
          release();
          return run;
        }),
      );
      held.catch(() => holders.get(name) === realm && holders.delete(name));
      return held;
    },
  };
}

/** BroadcastChannel between the tabs of the simulated device (messages cross on a later task, in
 * the receiving tab's realm). */
export type ChannelPort = { name: string; realm: Realm | undefined; onmessage: ((event: { data: unknown }) => void) | null; closed: boolean };

export function realmChannels() {
  type Port = ChannelPort;
  const ports = new Set<Port>();
  class SimBroadcastChannel {
    readonly port: Port;
    constructor(name: string) {
      this.port = { name, realm: currentRealm(), onmessage: null, closed: false };
      ports.add(this.port);
    }
    set onmessage(handler: ((event: { data: unknown }) => void) | null) {
      this.port.onmessage = handler;
    }
    get onmessage() {
      return this.port.onmessage;
    }
    postMessage(message: unknown) {
      for (const other of ports) {
        if (other === this.port || other.name !== this.port.name) continue;
        const data = structuredClone(message);
        raw.setTimeout(() => {
          if (other.closed || other.realm?.dead) return;
          const deliver = () => other.onmessage?.({ data });
          if (other.realm) inRealm(other.realm, deliver);
          else deliver();
        }, 0);
      }
    }
    close() {
      this.port.closed = true;
      ports.delete(this.port);
    }
  }
  return SimBroadcastChannel;
}
