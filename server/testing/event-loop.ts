// Measures how long the event loop was blocked while a test ran (the server runs in the test's
// process): the longest delay of perf_hooks' event-loop monitor, in milliseconds.
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface EventLoopWatch {
  /** The longest single block since the watch started, in ms. */
  worstMs(): number;
  stop(): void;
}

export function watchEventLoop(): EventLoopWatch {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return {
    worstMs: () => histogram.max / 1e6,
    stop: () => histogram.disable(),
  };
}

/**
 * Runs `work` `runs` times and answers its last result and the smallest of the longest blocks of
 * the event loop in each run: a request that blocks the loop does so every time, while a pause of
 * the machine (other processes on a busy CI box, a GC of earlier garbage) rarely hits every run.
 */
export async function measureBlocking<T>(work: () => Promise<T>, runs = 3): Promise<{ result: T; worstMs: number; eachMs: number[] }> {
  const eachMs: number[] = [];
  let result: T | undefined;
  for (let run = 0; run < runs; run++) {
    const watch = watchEventLoop();
    try {
      result = await work();
      eachMs.push(watch.worstMs());
    } finally {
      watch.stop();
    }
  }
  return { result: result as T, worstMs: Math.min(...eachMs), eachMs };
}
