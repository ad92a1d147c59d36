// The active orders read before their screen renders (the route's loader; issue 28,
// docs/architecture.md, "A warm start: rows read before the first render, the engine after it"):
// the router renders the screen once the chef's database is open and its first read of the active
// orders is done, so the first commit of a start shows the cards. Rendering the screen with a
// spinner, then reading, then rendering again put the read and a second render between the start
// and a tappable Accept.
import { getActiveChefDb, subscribeActiveChefDb } from '@/db/active-chef-db';
import type { ChefDb } from '@/db/chef-db';
import type { SharedRead } from '@/db/shared-live-read';
import { readActiveOrders, sharedActiveOrders } from './queries';

/** The longest the route waits for the database and the read before it renders the screen anyway
 * (it then shows "Loading" until the read is done). */
export const READ_AHEAD_LONGEST_MS = 2_000;
/** How long the read is kept for the screen after it is done. */
export const READ_AHEAD_KEPT_MS = 5_000;

/** The open database once there is one (the sync session opens it as the page starts); null when
 * none is open `longestMs` later. */
export function whenActiveChefDb(longestMs: number): Promise<ChefDb | null> {
  const open = getActiveChefDb();
  if (open) return Promise.resolve(open);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stop();
      resolve(getActiveChefDb());
    };
    const stop = subscribeActiveChefDb(() => {
      if (getActiveChefDb()) done();
    });
    const timer = setTimeout(done, longestMs);
  });
}

/** Starts `shared` ahead of its screen (a route's loader) and reads `read` once beside it: resolves
 * at the first result (or failure) of either, and keeps the live read going `keptMs` longer, for
 * the screen to find the result when it mounts. Dexie starts a live read's first query in a timer
 * (throttled in a background tab, stopped under a test's paused clock): the direct read does not
 * wait for one. */
export function readAhead<T>(shared: SharedRead<T>, read: () => Promise<T>, keptMs: number): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve();
      setTimeout(stop, keptMs);
    };
    const stop = shared.subscribe(() => finish());
    if (Object.keys(shared.state()).length > 0) return finish(); // a result or a failure already
    read().then(
      (value) => {
        shared.prime(value);
        finish();
      },
      () => finish(),
    );
  });
}

export async function readActiveOrdersAhead(longestMs: number = READ_AHEAD_LONGEST_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const longest = new Promise<void>((resolve) => (timer = setTimeout(resolve, longestMs)));
  const read = whenActiveChefDb(longestMs).then((db) => (db ? readAhead(sharedActiveOrders(db), () => readActiveOrders(db), READ_AHEAD_KEPT_MS) : undefined));
  await Promise.race([read, longest]);
  clearTimeout(timer);
}
