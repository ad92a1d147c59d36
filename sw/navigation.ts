// App-shell routing: a navigation to any app route (/kitchen, /orders/42, ...) is answered with
// the precached index.html, so the app opens offline. Server paths are left to the network:
// the API, the broadcasting auth, the websocket endpoint, the admin endpoints, and files.
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/api(\/|$)/,
  /^\/broadcasting(\/|$)/,
  /^\/app\//,
  /^\/admin(\/|$)/,
  /\/[^/?]+\.[^/]+$/, // a file such as /sw.js or /manifest.webmanifest
];

export function routeAppNavigations(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }));
}
