// The painted snapshot at start-up (src/db/screen-snapshot.ts explains the idea): the service worker
// may have painted the last screen into the page; it goes when the app shows its own screen, at once
// when there is no session, or when the app renders another path. The build's picture of the
// sign-in screen (`data-until="rendered"`) goes when the app has rendered its first screen,
// whatever it is. Sign-out forgets the stored ones.
// Small on purpose: it is part of the first download.
import { SCREEN_SNAPSHOT_CACHE, SCREEN_SNAPSHOT_ID, SCREEN_SNAPSHOT_STYLE_ID } from '@/db/screen-snapshot';

/** Whether a snapshot painted by the service worker is still on the page. */
export function hasPaintedSnapshot(doc: Document = document): boolean {
  return doc.getElementById(SCREEN_SNAPSHOT_ID) !== null;
}

/** Takes the painted snapshot off the page (the app's screen is there, or another one is coming). */
export function removePaintedSnapshot(doc: Document = document): void {
  doc.getElementById(SCREEN_SNAPSHOT_ID)?.remove();
  doc.getElementById(SCREEN_SNAPSHOT_STYLE_ID)?.remove();
}

/** Forgets every stored snapshot (sign-out, a session that ended). */
export async function forgetScreenSnapshots(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(SCREEN_SNAPSHOT_CACHE);
}

/** The longest a painted snapshot stays when no screen takes it off (the app failed to start). */
export const PAINTED_SNAPSHOT_LONGEST_MS = 10_000;

/** Whether the painted picture is one that goes at the app's first render (the sign-in picture). */
function goesWhenRendered(doc: Document): boolean {
  return doc.getElementById(SCREEN_SNAPSHOT_ID)?.getAttribute('data-until') === 'rendered';
}

/** Whether the service worker's picture of a signed-in screen is on the page (a warm start; not
 * the build's sign-in picture). Its buttons are dead: the app's first render need not leave the
 * main thread free for taps (main.tsx). */
export function showsSignedInPicture(doc: Document = document): boolean {
  return hasPaintedSnapshot(doc) && !goesWhenRendered(doc);
}

/** Whether this start is a warm start of the installed app: the service worker's picture of a
 * signed-in screen is on the page, or the chef is signed in and the page is under the service
 * worker (a screen it has no picture of: the page is blank until the app's first commit). Either
 * way nothing on the page answers a tap before that commit, so main.tsx renders it in one go
 * rather than in slices (docs/architecture.md, "A warm start: rows read before the first render,
 * the engine after it"). A first visit, a cold start and the sign-in screen keep the slices. */
export function isWarmStart(signedIn: boolean, controlled: boolean, doc: Document = document): boolean {
  return showsSignedInPicture(doc) || (signedIn && controlled);
}

/**
 * At start-up: a painted snapshot goes at once without a session (sign-in is coming), when the app
 * renders another path than the one painted (a redirect), or after PAINTED_SNAPSHOT_LONGEST_MS.
 * The screen that was painted takes it off itself when ready (useScreenSnapshot). The sign-in
 * picture goes at the first render, signed in or not.
 */
export function watchPaintedSnapshot(
  signedIn: boolean,
  onRendered: (listener: (pathname: string) => void) => () => void,
  doc: Document = document,
): void {
  if (!hasPaintedSnapshot(doc)) return;
  const untilRendered = goesWhenRendered(doc);
  if (!signedIn && !untilRendered) {
    removePaintedSnapshot(doc);
    return;
  }
  const paintedPath = doc.location.pathname;
  let stop = () => {};
  const done = () => {
    clearTimeout(timer);
    stop();
    removePaintedSnapshot(doc);
  };
  const timer = setTimeout(done, PAINTED_SNAPSHOT_LONGEST_MS);
  stop = onRendered((pathname) => {
    if (untilRendered || pathname !== paintedPath || !hasPaintedSnapshot(doc)) done();
  });
}
