// App-shell routing: a navigation to any app route (/kitchen, /orders/42, ...) is answered with
// the precached index.html, so the app opens offline. Server paths are left to the network:
// the API, the broadcasting auth, the websocket endpoint, the admin endpoints, and files.
// A navigation to a screen that keeps a snapshot of itself (/orders/active, /kitchen) gets index.html with
// the chef's last picture of that screen painted in (src/db/screen-snapshot.ts), so the orders
// are on screen before the app's JS has run; only the signed-in chef's own, recent picture is used.
// A navigation to the sign-in screen gets the build's sign-in page from the precache (index.html
// with the sign-in screen painted in, src/contract/prerendered-pages.ts) when the build made one.
import { createHandlerBoundToURL, matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { SIGN_IN_PAGE_FILE, SIGN_IN_PATH } from '@/contract/prerendered-pages';
import { signedInChef } from '@/db/device-db';
import {
  injectScreenSnapshot,
  isPaintable,
  isSnapshotPath,
  parseScreenSnapshot,
  SCREEN_SNAPSHOT_CACHE,
  snapshotKey,
  type ScreenSnapshot,
} from '@/db/screen-snapshot';

export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/api(\/|$)/,
  /^\/broadcasting(\/|$)/,
  /^\/app\//,
  /^\/admin(\/|$)/,
  /\/[^/?]+\.[^/]+$/, // a file such as /sw.js or /manifest.webmanifest
];

/** The chef's picture of the screen at `pathname`, if one may be painted now. */
async function paintableSnapshot(pathname: string): Promise<ScreenSnapshot | null> {
  if (!isSnapshotPath(pathname) || !(await caches.has(SCREEN_SNAPSHOT_CACHE))) return null;
  const stored = await (await caches.open(SCREEN_SNAPSHOT_CACHE)).match(snapshotKey(pathname));
  if (!stored) return null;
  const snapshot = parseScreenSnapshot(await stored.json());
  if (!snapshot) return null;
  const chef = await signedInChef();
  return isPaintable(snapshot, chef?.chefId, Date.now()) ? snapshot : null;
}

/** index.html with the snapshot painted in, or null to answer with the plain page. */
async function pageWithSnapshot(url: URL): Promise<Response | null> {
  const snapshot = await paintableSnapshot(url.pathname);
  if (!snapshot) return null;
  const page = await matchPrecache('/index.html');
  if (!page) return null;
  const html = injectScreenSnapshot(await page.text(), snapshot);
  const headers = new Headers(page.headers);
  headers.delete('Content-Length');
  headers.delete('ETag');
  return new Response(html, { status: page.status, statusText: page.statusText, headers });
}

export function routeAppNavigations(): void {
  const shell = createHandlerBoundToURL('/index.html');
  const handler = async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    // Anything wrong with a snapshot only costs the fast start: the plain page is served.
    const painted = await pageWithSnapshot(options.url).catch((error: unknown) => {
      console.warn('The screen snapshot could not be painted', error);
      return null;
    });
    if (painted) return painted;
    if (options.url.pathname === SIGN_IN_PATH) {
      const signIn = await matchPrecache(`/${SIGN_IN_PAGE_FILE}`);
      if (signIn) return signIn;
    }
    return shell(options);
  };
  registerRoute(new NavigationRoute(handler, { denylist: NAVIGATION_DENYLIST }));
}
