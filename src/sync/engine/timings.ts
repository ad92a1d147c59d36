// The sync engine's timings that tests and the chaos suite may shorten (docs/sync.md, "Timings"):
// the realtime reconnect policy (with the time one attempt may take) and the pull that runs while the socket is down. The defaults are
// the spec's (section 9) and the design's; a device reads an override from localStorage
// `chef-pwa:sync-timings` (JSON, each field optional, each at least 100 ms), which only a test's
// init script or a developer's console writes. A malformed override is ignored with a warning.
import * as v from 'valibot';

export type SyncTimings = {
  /** First reconnect delay, doubled per attempt (spec: 5 s). */
  reconnectBaseMs: number;
  /** Cap of the reconnect delay (spec: 30 s). */
  reconnectMaxMs: number;
  /** After the spec's 10 attempts: the slow retry that never stops (2 min). */
  slowRetryMs: number;
  /** While the socket is not live, every collection the screens show is pulled this often (60 s). */
  pollMs: number;
  /** An attempt not live (connected and subscribed) by then is given up and the next one scheduled
   * (10 s, pusher-js's own "unavailable" time): pusher-js may stop trying inside "connecting". */
  connectTimeoutMs: number;
};

export const DEFAULT_SYNC_TIMINGS: SyncTimings = { reconnectBaseMs: 5_000, reconnectMaxMs: 30_000, slowRetryMs: 120_000, pollMs: 60_000, connectTimeoutMs: 10_000 };

export const SYNC_TIMINGS_KEY = 'chef-pwa:sync-timings';

const duration = v.pipe(v.number(), v.integer(), v.minValue(100));
const overrideSchema = v.partial(v.strictObject({ reconnectBaseMs: duration, reconnectMaxMs: duration, slowRetryMs: duration, pollMs: duration, connectTimeoutMs: duration }));

/** The defaults with a valid override on top. */
export function syncTimings(read: () => string | null = () => globalThis.localStorage?.getItem(SYNC_TIMINGS_KEY) ?? null): SyncTimings {
  let raw: string | null;
  try {
    raw = read();
  } catch {
    return DEFAULT_SYNC_TIMINGS; // storage blocked: the defaults
  }
  if (!raw) return DEFAULT_SYNC_TIMINGS;
  try {
    return { ...DEFAULT_SYNC_TIMINGS, ...v.parse(overrideSchema, JSON.parse(raw)) };
  } catch (error) {
    console.warn(`Ignored ${SYNC_TIMINGS_KEY}: it is not a valid override`, error);
    return DEFAULT_SYNC_TIMINGS;
  }
}
