// One leader tab runs the outbox and the websocket (design rule 9, docs/sync.md "Who sends"): only
// the leader's engine sends (and the service worker in a Background Sync run). Web Locks give the
// lock to one tab at a time and pass it on when that tab closes; the other tabs follow through
// Dexie's cross-tab live queries. A tab that gave the lock up never starts leading afterwards. Where
// Web Locks are missing every tab leads; the outbox's claims still keep an entry from being sent
// twice at once.
export type Resign = () => void;

/** Run `lead` while this tab holds the lock; returns a function that gives the lock up. */
export function runAsLeader(lockName: string, lead: () => Resign): () => void {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) {
    const resign = lead();
    return resign;
  }
  const abort = new AbortController();
  let resigned = false;
  let resign: Resign | null = null;
  let release: (() => void) | null = null;
  locks
    .request(lockName, { signal: abort.signal }, () => {
      // Granted after this tab gave up (the abort comes too late once the lock is granted): hand
      // the lock on at once rather than start leading for an engine that was stopped.
      if (resigned) return;
      resign = lead();
      return new Promise<void>((resolve) => (release = resolve));
    })
    .catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('Leader lock failed', error);
    });
  return () => {
    resigned = true;
    abort.abort();
    resign?.();
    release?.();
  };
}
