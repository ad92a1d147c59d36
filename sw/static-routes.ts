// The build's hashed files (/assets/*: scripts, styles, fonts) straight from the precache, without
// running this worker's code for each (the Service Worker Static Routing API, Chromium 123+;
// docs/architecture.md, "The service worker"). A warm start of the installed app loads about 140
// of them, and each went through this worker's fetch handler, one after another on its thread:
// 50-70 % of that thread was busy while the page waited for its modules. The precache keeps them
// under their own address (build/build-sw.mjs: their names change with their content, so no
// revision is added), which is what the route looks up. A file not in the precache (a build
// newer than this worker) comes from the network, as before. Browsers without the API (Safari,
// Firefox) keep Workbox's precache route, which serves the same files from the same cache.
import { cacheNames } from 'workbox-core';

/** Where the build's hashed files are (Vite's `build.assetsDir`). */
export const HASHED_FILES = '/assets/*';

type RouterRule = { condition: { urlPattern: { pathname: string }; requestMethod: string }; source: { cacheName: string } };
type InstallEventWithRoutes = ExtendableEvent & { addRoutes?: (rules: RouterRule | RouterRule[]) => Promise<void> };

/** The rule: GET of a hashed file, from the precache. */
export const hashedFilesRule = (precache: string): RouterRule => ({
  condition: { urlPattern: { pathname: HASHED_FILES }, requestMethod: 'GET' },
  source: { cacheName: precache },
});

export function serveHashedFilesFromThePrecache(worker: ServiceWorkerGlobalScope): void {
  worker.addEventListener('install', (event: InstallEventWithRoutes) => {
    if (!event.addRoutes) return;
    event.waitUntil(
      event.addRoutes(hashedFilesRule(cacheNames.precache)).catch((error: unknown) => {
        // Not fatal: the fetch handler serves them as before.
        console.warn('The static route of the build files was refused', error);
      }),
    );
  });
}
