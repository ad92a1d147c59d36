// The block measure must see a request that computes for 150 ms, and must not count a process
// that waits (a timer, I/O) or that the machine pauses.
import { expect, it } from 'vitest';
import { measureBlocking } from './event-loop.ts';

const compute = (ms: number) => {
  const end = performance.now() + ms;
  let sink = 0;
  while (performance.now() < end) sink += Math.sqrt(sink + 1);
  return sink;
};

it('counts a synchronous computation of 150 ms as a block of about 150 ms', async () => {
  const { worstMs } = await measureBlocking(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    compute(150);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }, 1);
  expect(worstMs).toBeGreaterThan(100);
});

it('does not count waiting, however long, as a block', async () => {
  const { worstMs } = await measureBlocking(() => new Promise((resolve) => setTimeout(resolve, 200)), 1);
  expect(worstMs).toBeLessThan(50);
});

it('does not count a pause of the process that uses no CPU (a sleep of the thread)', async () => {
  const { worstMs } = await measureBlocking(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 150);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }, 1);
  expect(worstMs).toBeLessThan(50);
});
