// The server's clock as this device sees it (docs/sync.md, "Time"). A phone's clock can be off by
// hours or days (a time zone set by hand, a carrier's time error), while every time the server
// sends (a notification's created_at, a pause's end) is on the server's clock. The API client
// notes the `Date` header of each answer; `serverOffsetMs()` is how far the server's clock is
// ahead of the device's, so device times can be compared with server times. The offset is kept
// in localStorage, so it holds after a reload while offline. A backend on another origin must
// list `Date` in Access-Control-Expose-Headers for the browser to let the app read it.
const KEY = 'chef-pwa:server-offset';
/** The Date header has whole seconds: the answer was, on average, half a second later. */
const DATE_HEADER_ROUNDING_MS = 500;

let offset: number | null = null;

function stored(): number {
  if (offset !== null) return offset;
  try {
    const value = Number(globalThis.localStorage?.getItem(KEY));
    offset = Number.isFinite(value) ? value : 0;
  } catch {
    offset = 0;
  }
  return offset;
}

/** How many ms the server's clock is ahead of this device's (negative: behind); 0 until known. */
export function serverOffsetMs(): number {
  return stored();
}

/** A device time (ms) on the server's clock. */
export const onServerClock = (deviceMs: number): number => deviceMs + serverOffsetMs();

/** An answer's `Date` header, received at `receivedAt` (device ms). */
export function noteServerDate(header: string | null | undefined, receivedAt: number = Date.now()): void {
  if (!header) return;
  const server = Date.parse(header);
  if (Number.isNaN(server)) return;
  const next = server + DATE_HEADER_ROUNDING_MS - receivedAt;
  // Under a second of change is the header's rounding and the network, not the clock.
  if (offset !== null && Math.abs(next - offset) < 1_000) return;
  offset = next;
  try {
    globalThis.localStorage?.setItem(KEY, String(next));
  } catch {
    // storage blocked: the offset holds in memory
  }
}

/** Tests: forget what was learned. */
export function resetServerClock(): void {
  offset = null;
}
