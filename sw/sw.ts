// The service worker of the chef PWA (built by build/build-sw.mjs: esbuild bundle, then
// workbox-build injectManifest fills in self.__WB_MANIFEST). It makes the app start offline:
// the build is precached, every app route is answered with the precached index.html, images are
// cached at run time. A new version waits until the chef accepts the update (the page sends
// { type: 'SKIP_WAITING' }), so a half-sent change is never cut off by a surprise reload.
// Each capability is one module with one wiring call below: Background Sync flushes the outbox
// (./background-sync.ts); push messages are shown and clicked through in ./push.ts.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { flushOutboxOnSync } from './background-sync.ts';
import { listenToPageMessages } from './messages.ts';
import { routeAppNavigations } from './navigation.ts';
import { showPushMessages } from './push.ts';
import { serveHashedFilesFromThePrecache } from './static-routes.ts';
import { cacheImages } from './runtime-caching.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// Precache the build; drop caches of older Workbox precache formats.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
serveHashedFilesFromThePrecache(self);

routeAppNavigations();
cacheImages();
listenToPageMessages(self);
flushOutboxOnSync(self);
showPushMessages(self);

// Take control of open pages as soon as this worker activates (first install: the page that
// registered it is controlled at once). Activation of an update still waits for SKIP_WAITING.
clientsClaim();
