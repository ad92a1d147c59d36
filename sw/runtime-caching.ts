// Runtime caching: images (food photos, kitchen logos, avatars) are kept cache-first with a
// bounded cache, so screens show them offline. API answers are NOT cached here: the app keeps its
// data in IndexedDB, and the network stays the truth for /api.
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

export const IMAGE_CACHE = 'images';

export function cacheImages(): void {
  registerRoute(
    ({ request, url }) => request.destination === 'image' && !url.pathname.startsWith('/api/'),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
    }),
  );
}
