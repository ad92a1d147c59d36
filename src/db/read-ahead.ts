// A screen's rows read before it renders (a route's loader; docs/architecture.md, "A warm
// start: rows read before the first render, the engine after it"): the router renders the screen
// once the chef's database is open and the first read of the screen's shared read is done, so the
// first commit of a start shows the rows. Rendering the screen with a spinner, then reading, then
// rendering again put the read and a second render between the start and a tappable screen. Used
// by the active orders and the foods list.
import { getActiveChefDb, subscribeActiveChefDb } from './active-chef-db';
import type { ChefDb } from './chef-db';
import type { SharedRead } from './shared-live-read';

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

/** A route's loader: starts the screen's shared read (`shared`) of the chef's database as soon as
 * it is open, with one direct `read` beside it (readAhead); resolves when either has a result, or
 * `longestMs` after the start (the screen then shows "Loading" until the read is done). */
export async function readScreenAhead<T>(
  shared: (db: ChefDb) => SharedRead<T>,
  read: (db: ChefDb) => Promise<T>,
  longestMs: number = READ_AHEAD_LONGEST_MS,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const longest = new Promise<void>((resolve) => (timer = setTimeout(resolve, longestMs)));
  const ahead = whenActiveChefDb(longestMs).then((db) => (db ? readAhead(shared(db), () => read(db), READ_AHEAD_KEPT_MS) : undefined));
  await Promise.race([ahead, longest]);
  clearTimeout(timer);
}
