// The engine of the page's start waits for the first screen (first-screen.ts): until a screen says
// it has shown its rows, or at most FIRST_SCREEN_LONGEST_MS, then an idle moment; once a screen
// has said so, nothing waits.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, FIRST_SCREEN_LONGEST_MS, firstScreenShown, isFirstScreenShown, resetFirstScreenForTests } from './first-screen';

/** Whether `promise` has settled, after the pending microtasks. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('afterFirstScreen', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetFirstScreenForTests();
    // An idle browser: the idle moment comes at once.
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => queueMicrotask(callback));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    resetFirstScreenForTests();
  });

  it('waits until a screen has shown its rows', async () => {
    const start = afterFirstScreen();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_LONGEST_MS - 10);
    expect(await settled(start)).toBe(false);
    firstScreenShown();
    expect(isFirstScreenShown()).toBe(true);
    expect(await settled(start)).toBe(true);
  });

  it('waits FIRST_SCREEN_LONGEST_MS at most when no screen says so (a screen without a list)', async () => {
    const start = afterFirstScreen();
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_LONGEST_MS - 1);
    expect(await settled(start)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(start)).toBe(true);
    expect(isFirstScreenShown()).toBe(false);
  });

  it('waits for nothing once the first screen was shown (a sign-in later in the page)', async () => {
    firstScreenShown();
    expect(await settled(afterFirstScreen())).toBe(true);
  });

  it('lets every waiter go at once, and each only once', async () => {
    const first = afterFirstScreen();
    const second = afterFirstScreen(5_000);
    firstScreenShown();
    firstScreenShown();
    expect(await settled(first)).toBe(true);
    expect(await settled(second)).toBe(true);
  });

  it('then waits for an idle moment, where the browser has one', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const start = afterFirstScreen();
    firstScreenShown();
    expect(await settled(start)).toBe(false);
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(await settled(start)).toBe(true);
  });

  it('takes the next task for its idle moment where the browser has none (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const start = afterFirstScreen();
    firstScreenShown();
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(start)).toBe(true);
  });
});
