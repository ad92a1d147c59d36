// Measures how long the event loop was blocked while a test ran (the server runs in the test's
// process). A block is time the loop's process spent computing between two turns of the loop:
// the wall-clock gap between two ticks of a short timer, counted only as far as the process used
// CPU in it. A busy CI machine that takes the core away from the process for 150 ms makes a long
// gap with little CPU in it: that is the machine, not a request that blocks, and it is not counted.
// (CPU time is the whole process's, helper threads such as the garbage collector included: it
// can only overstate a block, never hide one.)

export interface EventLoopWatch {
  /** The longest single block since the watch started, in ms. */
  worstMs(): number;
  stop(): void;
}

const tickMs = 5;
const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export function watchEventLoop(): EventLoopWatch {
  let worst = 0;
  let lastWall = performance.now();
  let lastCpu = cpuMs();
  const measure = () => {
    const wall = performance.now();
    const cpu = cpuMs();
    const gap = wall - lastWall - tickMs;
    worst = Math.max(worst, Math.min(gap, cpu - lastCpu));
    lastWall = wall;
    lastCpu = cpu;
  };
  const timer = setInterval(measure, tickMs);
  timer.unref();
  return {
    worstMs: () => {
      measure();
      return worst;
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * Runs `work` `runs` times and answers its last result and the smallest of the longest blocks of
 * the event loop in each run: a request that blocks the loop does so every time, while a pause of
 * the process (a GC of earlier garbage) rarely hits every run.
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
