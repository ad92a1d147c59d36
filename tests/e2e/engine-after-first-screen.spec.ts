// The sync engine of the page's start begins its work after the first screen has shown its rows
// (src/lib/first-screen.ts; docs/architecture.md, "A warm start: rows read before the first render,
// the engine after it"). Its
// first pull of every collection, its housekeeping and the leader's election and read of the
// outbox used to run while the screen read the orders from IndexedDB, and held that read up for
// 400-600 ms on a slow phone (docs/performance.md, "Levers kept"). Seen from the
// page, on a start with orders on the device: when the app's own cards come on screen, no tab
// has asked for the sender's role yet (the leader's Web Lock, src/sync/engine/leader.ts) and no pull has
// been sent; then the engine starts all the same: this tab becomes the sender, and an order placed
// while the app was closed appears without any action of the chef. And the screen read its rows
// before it rendered (src/features/orders/read-ahead.ts): its first commit shows the cards, never
// "Loading orders…".
import { expect, test } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { approvedChef } from './support/notifications.ts';
import { placeOrder } from './support/orders.ts';

declare global {
  interface Window {
    __atFirstCards?: { at: number; locks: string[] };
    __loadingShown?: boolean;
  }
}

const leaderLock = (chefId: number) => `chef-pwa-leader-${chefId}`;

test("on a start with orders on the device, the cards come in the first commit, the engine starts after them: then it leads and pulls the new order", async ({ page, request }) => {
  const chef = await approvedChef(request, 'first-screen');
  const kept = await placeOrder(request, chef.user.email);
  const screen = await openActiveOrders(page, chef);
  await expect(screen.cardButton(kept.number, 'Accept')).toBeVisible();
  await expect.poll(() => page.evaluate(async () => (await navigator.locks.query()).held?.map((lock) => lock.name))).toContain(leaderLock(chef.user.id));

  // The app closed; an order comes in meanwhile.
  await page.goto('/favicon.svg');
  const placed = await placeOrder(request, chef.user.email);
  // When the app's own first card is in the page (not the service worker's picture of the screen):
  // the time, and the Web Locks held or asked for at that moment.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.getElementById('root')?.textContent?.includes('Loading orders…')) window.__loadingShown = true;
      if (document.querySelector('#root article[aria-label^="Order #"]') === null) return;
      observer.disconnect();
      const at = performance.now();
      void navigator.locks.query().then((state) => {
        window.__atFirstCards = { at, locks: [...(state.held ?? []), ...(state.pending ?? [])].map((lock) => lock.name ?? '') };
      });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/orders/active');

  await expect(screen.card(kept.number)).toBeVisible();
  // The new order comes with the engine's first pull, which waits for the first screen (at most
  // 1.5 s) and then for IndexedDB: on a busy 2-core machine running two browsers that took 5-7 s.
  // How soon is `npm run bench`'s business; here, that it comes without any action of the chef.
  await expect(screen.card(placed.number)).toBeVisible({ timeout: 20_000 });
  // The observer records the moment at once and the locks when navigator.locks.query() answers.
  await expect.poll(() => page.evaluate(() => window.__atFirstCards !== undefined), { message: 'the app showed its cards' }).toBe(true);
  const atFirstCards = await page.evaluate(() => window.__atFirstCards ?? null);
  expect(await page.evaluate(() => window.__loadingShown ?? false), 'the screen said "Loading orders…" before its cards').toBe(false);
  expect(atFirstCards?.locks, 'no tab asked to lead before the cards were shown').not.toContain(leaderLock(chef.user.id));
  const pulls = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname === '/api/chef/orders/active').map((entry) => entry.startTime));
  expect(pulls.length, 'the start pulled the active orders').toBeGreaterThan(0);
  for (const sentAt of pulls) expect(sentAt, `a pull sent at ${sentAt.toFixed(0)} ms, the cards shown at ${atFirstCards?.at.toFixed(0)} ms`).toBeGreaterThan(atFirstCards?.at ?? Infinity);
  await expect.poll(() => page.evaluate(async () => (await navigator.locks.query()).held?.map((lock) => lock.name)), { message: 'this tab leads: it sends' }).toContain(leaderLock(chef.user.id));
});
