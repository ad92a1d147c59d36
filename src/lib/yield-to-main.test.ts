// yieldToMain (yield-to-main.ts): the browser's scheduler.yield() where there is one, else a
// MessageChannel message; either way the caller goes on in a later task, not a microtask.
import { describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  it('uses scheduler.yield() when the browser has it', async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    const scope = { scheduler: { yield: yieldFn } } as unknown as typeof globalThis;
    await yieldToMain(scope);
    expect(yieldFn).toHaveBeenCalledTimes(1);
  });

  it('falls back to a MessageChannel task without scheduler.yield()', async () => {
    const scope = { scheduler: { postTask: () => undefined } } as unknown as typeof globalThis;
    const order: string[] = [];
    const yielded = yieldToMain(scope).then(() => order.push('after the yield'));
    await Promise.resolve().then(() => order.push('microtask'));
    // A message is a task: every microtask queued before it has run.
    await yielded;
    expect(order).toEqual(['microtask', 'after the yield']);
  });

  it('resolves with the global scope too', async () => {
    await expect(yieldToMain()).resolves.toBeUndefined();
  });
});
