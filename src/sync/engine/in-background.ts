// Work the sync layer starts without waiting for it (an event handler, a timer, a live query): its
// failure is logged with what it was, never left as an unhandled rejection (docs/sync.md).
export function inBackground(task: Promise<unknown> | unknown, what: string): void {
  if (task instanceof Promise) task.catch((error: unknown) => console.error(`${what} failed`, error));
}
