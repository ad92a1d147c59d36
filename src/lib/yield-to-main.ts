// Gives the main thread back to the browser between two pieces of start-up work, so each runs as
// a task of its own (Lighthouse counts any task over 50 ms as blocking): `scheduler.yield()` where
// the browser has it (the continuation keeps its place ahead of other queued tasks), else a
// MessageChannel message (a new task without setTimeout's 4 ms clamp or its throttling).
// The start-up does not use it today: yielding between its pieces was tried and not kept
// (docs/performance.md, "A start-up in tasks").

interface YieldingScheduler {
  yield: () => Promise<void>;
}

/** The browser's `scheduler` when it has `yield` (Chromium 129+), else null. */
function nativeScheduler(scope: typeof globalThis): YieldingScheduler | null {
  const candidate = (scope as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  return typeof candidate?.yield === 'function' ? (candidate as YieldingScheduler) : null;
}

/** Resolves in a new task: the browser may paint and handle input before the caller goes on. */
export function yieldToMain(scope: typeof globalThis = globalThis): Promise<void> {
  const native = nativeScheduler(scope);
  if (native) return native.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
