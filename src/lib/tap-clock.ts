// How long ago the chef tapped, as sent in `X-Action-Age` (docs/sync.md, "Time"). The age is the
// device clock's now less the tap's device time, so a clock that is wrong by hours cancels out.
// But the clock may be put right *between* the tap and the send: network time often arrives with
// the same reconnect that sends the queue, and a pause tapped on a clock an hour slow would reach
// the server an hour old, already over. So each tap carries a stamp of the page (or worker) it was
// made in, with that context's wall and monotonic clocks (`performance.now()`, which no clock
// change moves); a send from the same context takes out whatever the wall clock was moved by since
// the tap. The monotonic clock stops while the device sleeps on Android and macOS, and a sleep
// would look like the clock moved ahead: a page that was hidden since the tap (a screen turned off
// comes first) does not correct, nor does a send from another context (another tab, a reload, the
// service worker sending a tab's tap). Those count on the wall clock alone, as before.

export type TapStamp = {
  /** The page load or worker run the tap was made in. */
  context: string;
  /** `Date.now()` at the tap. */
  wallMs: number;
  /** `performance.now()` at the tap, in that context. */
  monotonicMs: number;
};

const context = crypto.randomUUID();

/** The wall clock moving by less than this since a tap is rounding and drift, not a correction. */
const MOVED_MS = 1_000;

/** The monotonic time of the last change of visibility (shown or hidden); -1 for none yet. */
let lastVisibilityChange = -1;
if (typeof document !== 'undefined') {
  if (document.visibilityState === 'hidden') lastVisibilityChange = performance.now();
  document.addEventListener('visibilitychange', () => {
    lastVisibilityChange = performance.now();
  });
}

/** Stamp a tap (or the start of a wait) made now, in this context; `wallMs`: the wall clock's now
 * as its caller reads it. */
export function stampTap(wallMs: number = Date.now()): TapStamp {
  return { context, wallMs, monotonicMs: performance.now() };
}

/** How far the device's wall clock has been moved (put right, set by hand) since the tap, when this
 * context can tell; else 0. */
export function clockMovedSince(stamp: TapStamp | undefined): number {
  if (!stamp || stamp.context !== context) return 0;
  if (lastVisibilityChange >= stamp.monotonicMs || (typeof document !== 'undefined' && document.visibilityState === 'hidden')) return 0;
  const moved = Date.now() - stamp.wallMs - (performance.now() - stamp.monotonicMs);
  return Math.abs(moved) < MOVED_MS ? 0 : moved;
}

/** Milliseconds since the tap at `actionAt` (device time), `deviceNow` being the device's clock now;
 * never negative. */
export function msSinceTap(actionAt: string | Date, stamp: TapStamp | undefined, deviceNow: number): number {
  const tap = actionAt instanceof Date ? actionAt.getTime() : Date.parse(actionAt);
  return Math.max(0, Math.round(deviceNow - tap - clockMovedSince(stamp)));
}

/** How much of a wait until `until` (device time), begun at `stamp`, is left, on the monotonic
 * clock of the page or worker that began it; null in any other context (which can only count on
 * its wall clock). No change of the device clock, forward or back, moves it; a monotonic clock that
 * stopped while the device slept only makes the wait longer, never by more than the wait itself. */
export function monotonicWaitLeft(until: number, stamp: TapStamp | null | undefined): number | null {
  if (!stamp || stamp.context !== context) return null;
  return stamp.monotonicMs + (until - stamp.wallMs) - performance.now();
}
