// Test double for the browser's Web Locks (navigator.locks), enough for the leader election
// (leader.ts): exclusive locks granted in the order asked, passed on when the holder's callback
// settles, a queued request dropped when its signal aborts. Install it with
// `vi.stubGlobal('navigator', { locks: fakeWebLocks(), onLine: true })`.
type Waiting = { callback: () => unknown; resolve: (value: unknown) => void; reject: (reason: unknown) => void };

export function fakeWebLocks() {
  const queues = new Map<string, Waiting[]>();
  const held = new Set<string>();

  const grantNext = (name: string) => {
    const next = queues.get(name)?.shift();
    if (!next) {
      held.delete(name);
      return;
    }
    held.add(name);
    // Like the browser, the callback runs in a later task, after the lock was granted.
    setTimeout(() => {
      Promise.resolve()
        .then(next.callback)
        .then(next.resolve, next.reject)
        .finally(() => grantNext(name));
    }, 0);
  };

  return {
    request(name: string, options: { signal?: AbortSignal }, callback: () => unknown): Promise<unknown> {
      return new Promise((resolve, reject) => {
        const waiting: Waiting = { callback, resolve, reject };
        const queue = queues.get(name) ?? [];
        queues.set(name, [...queue, waiting]);
        options.signal?.addEventListener('abort', () => {
          const list = queues.get(name) ?? [];
          if (!list.includes(waiting)) return; // already granted: too late to abort
          queues.set(name, list.filter((w) => w !== waiting));
          reject(new DOMException('The lock request was aborted.', 'AbortError'));
        });
        if (!held.has(name)) grantNext(name);
      });
    },
  };
}
