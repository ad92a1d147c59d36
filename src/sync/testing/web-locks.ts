// Test double for the browser's Web Locks (navigator.locks), enough for the leader election
// (leader.ts): exclusive locks granted in the order asked, passed on when the holder's callback
// settles, a queued request dropped when its signal aborts, and `steal`: the holder's request
// rejects with an AbortError and the thief holds the lock at once, ahead of the queue. Install it
// with `vi.stubGlobal('navigator', { locks: fakeWebLocks(), onLine: true })`. In a browser the
// robbed tab hears of the theft in its own process, possibly after the thief started:
// `robbedHearsAfterMs` plays that.
type Waiting = { callback: () => unknown; resolve: (value: unknown) => void; reject: (reason: unknown) => void };

const aborted = (what: string) => new DOMException(what, 'AbortError');

export function fakeWebLocks(browser: { robbedHearsAfterMs?: number } = {}) {
  const queues = new Map<string, Waiting[]>();
  /** Who holds each lock now. */
  const holders = new Map<string, Waiting>();

  const grant = (name: string, next: Waiting) => {
    holders.set(name, next);
    // Like the browser, the callback runs in a later task, after the lock was granted.
    setTimeout(() => {
      Promise.resolve()
        .then(next.callback)
        .then(
          (value) => holders.get(name) === next && next.resolve(value),
          (error: unknown) => holders.get(name) === next && next.reject(error),
        )
        .finally(() => {
          if (holders.get(name) === next) grantNext(name); // a stolen lock was passed on already
        });
    }, 0);
  };

  const grantNext = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) grant(name, next);
    else holders.delete(name);
  };

  return {
    /** The holder of `name` died (a killed tab): the browser frees its lock, whatever its callback does. */
    drop(name: string): void {
      if (!holders.delete(name)) return;
      grantNext(name);
    },
    /** The names of the locks held now (navigator.locks.query(), as far as the sync code reads it). */
    query: () => Promise.resolve({ held: [...holders.keys()].map((name) => ({ name })), pending: [] }),
    request(name: string, options: { signal?: AbortSignal; steal?: boolean }, callback: () => unknown): Promise<unknown> {
      return new Promise((resolve, reject) => {
        const waiting: Waiting = { callback, resolve, reject };
        if (options.steal) {
          const robbed = holders.get(name);
          grant(name, waiting);
          const tell = () => robbed?.reject(aborted('The lock was stolen.'));
          if (browser.robbedHearsAfterMs === undefined) tell();
          else setTimeout(tell, browser.robbedHearsAfterMs);
          return;
        }
        const queue = queues.get(name) ?? [];
        queues.set(name, [...queue, waiting]);
        options.signal?.addEventListener('abort', () => {
          const list = queues.get(name) ?? [];
          if (!list.includes(waiting)) return; // already granted: too late to abort
          queues.set(name, list.filter((w) => w !== waiting));
          reject(aborted('The lock request was aborted.'));
        });
        if (!holders.has(name)) grantNext(name);
      });
    },
  };
}

/** BroadcastChannels between the fake tabs of one test (Node's own would reach other test files' tabs). */
export function fakeChannels() {
  type Port = { postMessage(message: unknown): void; onmessage: ((event: { data: unknown }) => void) | null; close(): void };
  const ports = new Set<Port>();
  return {
    open(): Port {
      const port: Port = {
        onmessage: null,
        postMessage: (message) => {
          for (const other of ports) if (other !== port) setTimeout(() => other.onmessage?.({ data: structuredClone(message) }), 0);
        },
        close: () => ports.delete(port),
      };
      ports.add(port);
      return port;
    },
  };
}
