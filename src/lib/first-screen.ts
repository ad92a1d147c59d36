// The page's first screen goes before the sync engine's start (docs/architecture.md,
// "A warm start: rows read before the first render, the engine after it"). On a warm start the engine's first work (the
// housekeeping, a pull of every collection, the leader's read of the outbox, realtime) ran while
// the first screen read its rows from IndexedDB: its read waited behind the engine's writes and the
// main thread, 400-600 ms at 4x CPU instead of 60-80. A screen says here when it has shown what
// it read (`useFirstScreenShown`); the engine started with the page waits for that, at most
// FIRST_SCREEN_LONGEST_MS, then for an idle moment. Nothing waits once the first screen was
// shown: a sign-in later in the page starts its engine at once.
import { useEffect } from 'react';

/** The longest the engine of the page's start waits for a screen to say it has shown its rows. */
export const FIRST_SCREEN_LONGEST_MS = 1_000;
/** The longest it then waits for an idle moment. */
export const FIRST_SCREEN_IDLE_TIMEOUT_MS = 500;

let shown = false;
const waiting = new Set<() => void>();

/** A screen has committed the rows it read (or found none): the page's first screen is there. */
export function firstScreenShown(): void {
  if (shown) return;
  shown = true;
  for (const resolve of waiting) resolve();
  waiting.clear();
}

/** Whether a screen said so since the page loaded. */
export function isFirstScreenShown(): boolean {
  return shown;
}

function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}

/** Resolves once the first screen was shown (or `longestMs` later), at an idle moment after it. */
export function afterFirstScreen(longestMs: number = FIRST_SCREEN_LONGEST_MS, idleTimeoutMs: number = FIRST_SCREEN_IDLE_TIMEOUT_MS): Promise<void> {
  if (shown) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      waiting.delete(done);
      resolve();
    };
    const timer = setTimeout(done, longestMs);
    waiting.add(done);
  }).then(() => whenIdle(idleTimeoutMs));
}

/** For a screen's read: `ready` once what it read is rendered (after that commit, the page's first
 * screen is there). */
export function useFirstScreenShown(ready: boolean): void {
  useEffect(() => {
    if (ready) firstScreenShown();
  }, [ready]);
}

/** Tests: a new page. */
export function resetFirstScreenForTests(): void {
  shown = false;
  waiting.clear();
}
