// The outbox flush the service worker runs in a Background Sync event (tag OUTBOX_SYNC_TAG): the
// browser fires it once it is online again, even when no tab of the app is open. It reads which
// chef is signed in on this device (the worker has no localStorage), opens that chef's database
// and sends what waits, with the same replayer as the tabs: claims keep a tab and the worker from
// sending one entry twice (docs/sync.md "Who sends"). It never clears another sender's claim: it
// waits, up to `waitForOthersMs`, for what the leader tab is sending, or for the lease of a tab that
// died mid-send to run out, then sends that too. It throws while entries are still waiting after a
// temporary failure (or after that wait), so the browser tries the sync again later; a 401 does not
// throw (a retry cannot help until the chef signs in again, and the tab resumes the queue then).
// The worker has no XMLHttpRequest: a request with a file gets a deadline sized from its body at the
// 20 kB/s floor, every other request the short deadline over the whole exchange (transport.ts).
import { apiBaseUrl, createApiClient, type ApiClient } from '@/api/client';
import type { ChefDb } from '@/db/chef-db';
import { chefDbExists, existingChefDb } from '@/db/chef-db';
import { signedInChef, type SignedInChef } from '@/db/device-db';
import type { OutboxEntry } from '@/db/outbox-entry';
import { OutboxReplayer } from './outbox';
import { backingOff, heldByOther, HOLD_MARGIN_MS, LEASE_MS } from './outbox-claims';
import { sendableEntries } from './outbox-filter';
import { checkSenders } from './sender-liveness';
import type { OutboxListener } from './outbox-events';
import { outboxTransport } from './transport';

/** The Background Sync tag the page registers and the worker answers. */
export const OUTBOX_SYNC_TAG = 'outbox-flush';
export const SERVICE_WORKER_ENGINE_ID = 'service-worker';

export type BackgroundFlushDeps = {
  /** Which chef is signed in on this device (default: the device database). */
  readSignedInChef?: () => Promise<SignedInChef | undefined>;
  /** Options of the chef's Dexie database (tests: fake-indexeddb's factory). */
  dbOptions?: ConstructorParameters<typeof ChefDb>[1];
  fetch?: typeof fetch;
  /** Absolute API base with `/api` (default: VITE_API_URL or this origin). */
  baseUrl?: string;
  now?: () => number;
  /** Each entry handled (the chef's journal). */
  onOutboxEvent?: OutboxListener;
  /** How long to wait for entries another sender (the leader tab) holds before giving up this run;
   * longer than the lease of a send without a file (its hold limit and the margin: 90 s), so the
   * taps of a tab that closed mid-send are sent in the same run. */
  waitForOthersMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** How long its claims outlive their sends' hold limits (tests shorten it; default outbox-claims.ts). */
  leaseMs?: number;
};

const heldByAnotherSender = (entry: OutboxEntry, now: number, alive?: ReadonlySet<string>) => heldByOther(entry, SERVICE_WORKER_ENGINE_ID, now, alive);

/** What keeps the run from ending, judged on the oldest entry of each entity (the others wait
 * behind it): 'failed' when one failed in this run and waits for its next try, else 'due' when one
 * nobody holds can be sent now (another sender's lease just ran out), else 'others' when only
 * other senders hold them. */
function whatIsLeft(entries: OutboxEntry[], now: number, alive: ReadonlySet<string>): 'failed' | 'due' | 'others' {
  const heads = new Map<string, OutboxEntry>();
  for (const entry of [...entries].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0))) if (!heads.has(entry.entity)) heads.set(entry.entity, entry);
  const free = [...heads.values()].filter((entry) => !heldByAnotherSender(entry, now, alive));
  if (free.some((entry) => backingOff(entry, now))) return 'failed';
  return free.length > 0 ? 'due' : 'others';
}

/** The API client the worker sends with: the signed-in chef's token; a 401 only pauses (the tab
 * signs the chef out and resumes later). */
export function serviceWorkerApi(chef: SignedInChef, deps: Pick<BackgroundFlushDeps, 'baseUrl' | 'fetch'> = {}): ApiClient {
  return createApiClient({
    baseUrl: deps.baseUrl ?? apiBaseUrl(),
    getToken: () => chef.token,
    getLanguage: () => 'en',
    onUnauthorized: () => {},
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function flushFromServiceWorker(deps: BackgroundFlushDeps = {}): Promise<void> {
  const chef = await (deps.readSignedInChef ?? signedInChef)();
  if (!chef) return; // nobody is signed in on this device: nothing of theirs to send
  if (!(await chefDbExists(chef.chefId, deps.dbOptions))) return; // signed out meanwhile: deleted
  const now = deps.now ?? Date.now;
  const sleep = deps.sleep ?? defaultSleep;
  const db = existingChefDb(chef.chefId, deps.dbOptions);
  const api = serviceWorkerApi(chef, deps);
  const replayer = new OutboxReplayer({
    db,
    engineId: SERVICE_WORKER_ENGINE_ID,
    now,
    // No XMLHttpRequest here: a file gets one deadline sized from its body (transport.ts).
    send: outboxTransport(api),
    onEvent: deps.onOutboxEvent,
    leaseMs: deps.leaseMs,
  });
  try {
    // The browser fires the sync because it is online again: what was backing off is due now.
    await db.outbox.filter((entry) => entry.nextAttemptAt > now() && !heldByAnotherSender(entry, now())).modify({ nextAttemptAt: now() });
    await replayer.flush();
    const deadline = now() + (deps.waitForOthersMs ?? HOLD_MARGIN_MS + LEASE_MS + 5_000);
    let dueAgain = 0;
    for (;;) {
      if (replayer.isPaused) return;
      // Entries a newer build wrote are left to it, and stuck ones (with what depends on them) to
      // the chef (outbox-filter.ts): they keep no run going.
      // Senders alive hold what they claimed; a dead one's claims are freed (sender-liveness.ts).
      const alive = await checkSenders(db, SERVICE_WORKER_ENGINE_ID);
      const left = sendableEntries(await db.outbox.toArray());
      if (left.length === 0) return;
      const state = whatIsLeft(left, now(), alive);
      // What failed waits for its next try: let the browser retry the sync later. So does what a
      // tab is still sending when this run has waited long enough.
      if (state === 'failed' || now() >= deadline) throw new Error(`${left.length} action(s) still waiting to be sent`);
      // Due, nobody holds it, and still here after a flush: it could not be claimed (a full disk
      // fails the claim's write). Looking again at once would spin; the browser retries later.
      dueAgain = state === 'due' ? dueAgain + 1 : 0;
      if (dueAgain > 2) throw new Error(`${left.length} action(s) due could not be claimed (is the device storage full?)`);
      // A tab is sending the rest: wait until it is done or its claim runs out, then look again.
      await sleep(state === 'others' ? Math.min(1_000, Math.max(0, deadline - now())) : 0);
      await replayer.flush();
    }
  } finally {
    replayer.stop();
    db.close();
  }
}
