// An old tab beside a new one (docs/sync.md "Versions of entries, and old tabs").
// One origin serves two builds, with a deploy between them (support/two-builds.ts: the test's own
// reference server; the new build writes `acceptOrder` at a version the old one does not know).
// Tab A opens on the old build, leads and sends. The deploy; tab B opens (the old worker still
// answers it with the old build) and the new worker installs and waits. Offline, A accepts (an
// entry of the old build); B takes the update and reloads into the new build, and accepts (an entry
// the old build would leave for a newer one); A reloads into the new build by itself, and accepts.
// Back online, each accept reaches the server exactly once, A's old entry sent by the new build;
// nothing is left, refused or stuck, and each tab loaded twice, no more (no reload loop). Without
// the reload of an old tab when a new worker takes control (src/lib/service-worker.ts), A stays on
// the old build and goes on leading: B's accept is never sent, and the test fails.
import { expect, test, type Page } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { acceptOnCard } from './pages/order-dialogs.ts';
import { SyncStatus } from './pages/sync-status.ts';
import type { ChefAccount } from './support/api.ts';
import { approvedChef } from './support/notifications.ts';
import { placeOrder, serverOrder, type ServerOrder } from './support/orders.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';
import { bumpedKind, startTwoBuilds } from './support/two-builds.ts';
import { WriteLog } from './support/write-log.ts';

/** Counts the documents a tab loads: one per page load or reload, same-page navigations not. */
function countLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('domcontentloaded', () => loads.count++);
  return loads;
}

type QueuedEntry = { kind: string; orderId: number | null; opVersion: number };

/** The chef's outbox as the tab's IndexedDB holds it (an entry without a stamp is version 1). */
function outbox(page: Page, chef: ChefAccount): Promise<QueuedEntry[]> {
  return page.evaluate(
    (name) =>
      new Promise<QueuedEntry[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('outbox', 'readonly').objectStore('outbox').getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            db.close();
            const entries = read.result as { operation: { kind: string; orderId?: number }; opVersion?: number }[];
            resolve(entries.map((entry) => ({ kind: entry.operation.kind, orderId: entry.operation.orderId ?? null, opVersion: entry.opVersion ?? 1 })));
          };
        };
      }),
    `chef-pwa-${chef.user.id}`,
  );
}

/** The version the queued accept of `order` was stamped with, or null when none waits. */
async function acceptVersion(page: Page, chef: ChefAccount, order: ServerOrder): Promise<number | null> {
  const entry = (await outbox(page, chef)).find((queued) => queued.kind === bumpedKind && queued.orderId === order.id);
  return entry?.opVersion ?? null;
}

test('an old tab and a new tab side by side, each writing: the old tab reloads, nothing loops, every action reaches the server once', async ({ browser, playwright }) => {
  test.setTimeout(90_000);
  const builds = await startTwoBuilds();
  const request = await playwright.request.newContext({ baseURL: builds.origin });
  const context = await browser.newContext({ baseURL: builds.origin });
  // The old tab's reload is checked softly: without it the test goes on, to show what is lost.
  const softly = expect.configure({ soft: true });
  try {
    const chef = await approvedChef(request, 'old-new-tab');
    const online = await placeOrder(request, chef.user.email);
    const oldOffline = await placeOrder(request, chef.user.email);
    const newOffline = await placeOrder(request, chef.user.email);
    const afterReload = await placeOrder(request, chef.user.email);
    const writes = new WriteLog(context, /^\/api\/chef\/orders\/\d+\/accept$/);

    // Tab A, on the old build: its worker installs and takes control; A leads and sends.
    const pageA = await context.newPage();
    const loadsA = countLoads(pageA);
    const tabA = await openActiveOrders(pageA, chef);
    await expectServiceWorkerInControl(pageA);
    await acceptOnCard(pageA, tabA, online.number);
    await expect.poll(async () => (await serverOrder(request, chef.token, online.id)).status, { message: 'the old build sends' }).toBe('accepted');

    // The deploy. Tab B opens on the old build (the old worker answers it) and finds the new
    // worker, which installs and waits for the chef.
    await builds.use('new');
    const pageB = await context.newPage();
    const loadsB = countLoads(pageB);
    const tabB = await openActiveOrders(pageB, chef);
    const updateNow = pageB.getByRole('button', { name: 'Update now', exact: true });
    await expect(updateNow, 'the new worker waits').toBeVisible({ timeout: 20_000 });

    // Offline, the old tab accepts: queued, stamped by the old build.
    await context.setOffline(true);
    await new SyncStatus(pageA).expectOffline();
    await acceptOnCard(pageA, tabA, oldOffline.number);
    await expect(tabA.card(oldOffline.number)).toHaveAttribute('data-waiting', 'true');
    expect(await acceptVersion(pageA, chef, oldOffline), 'the old build stamps its own version').toBe(builds.newAcceptVersion - 1);

    // B takes the update: the new worker takes control, B reloads into the new build and accepts;
    // the entry's version is one the old build does not understand.
    await updateNow.click();
    await expect.poll(() => loadsB.count, { message: 'tab B reloads into the new build', timeout: 15_000 }).toBe(2);
    await expect(tabB.heading).toBeVisible();
    await acceptOnCard(pageB, tabB, newOffline.number);
    await expect.poll(() => acceptVersion(pageB, chef, newOffline), { message: 'the new build stamps the new version' }).toBe(builds.newAcceptVersion);

    // The old tab reloads into the new build too, once its sends have settled (at most 5 s): it does
    // not go on leading with the old build. Its next accept is the new build's.
    await softly.poll(() => loadsA.count, { message: 'the old tab reloads when the new worker takes control', timeout: 15_000 }).toBe(2);
    await expect(tabA.heading).toBeVisible();
    await acceptOnCard(pageA, tabA, afterReload.number);
    await softly.poll(() => acceptVersion(pageA, chef, afterReload), { message: 'tab A now runs the new build' }).toBe(builds.newAcceptVersion);

    // Back online: every accept reaches the server (the old build's entry sent by the new build,
    // both tabs being on it now), applied once, with one Idempotency-Key per action.
    await context.setOffline(false);
    for (const [what, order] of [['the old tab\'s offline accept', oldOffline], ['the new tab\'s accept', newOffline], ['the reloaded tab\'s accept', afterReload]] as const)
      await expect.poll(async () => (await serverOrder(request, chef.token, order.id)).status, { message: `${what} reaches the server`, timeout: 20_000 }).toBe('accepted');
    for (const order of [online, oldOffline, newOffline, afterReload]) {
      const onServer = await serverOrder(request, chef.token, order.id);
      expect(onServer.timeline.filter((entry) => entry.status === 'accepted'), `order ${order.number} accepted once: ${JSON.stringify(onServer.timeline)}`).toHaveLength(1);
      const path = `/api/chef/orders/${order.id}/accept`;
      await expect.poll(() => writes.applied().filter((write) => write.url === path).length, { message: `the server applied ${path} once` }).toBe(1);
      const keys = new Set(writes.writes.filter((write) => write.url === path).map((write) => write.key));
      expect(keys.size, `one Idempotency-Key for ${path}`).toBe(1);
    }

    // Nothing left, refused or stuck; no tab loaded again (a reload loop would have).
    await expect.poll(() => outbox(pageA, chef), { message: 'the outbox is empty' }).toEqual([]);
    for (const page of [pageA, pageB]) {
      const sync = new SyncStatus(page);
      await expect(sync.pendingCount).toBeHidden();
      await expect(sync.notSavedButton).toBeHidden();
      await expect(sync.stuckButton).toBeHidden();
    }
    expect(loadsA.count, 'tab A loaded twice: the old build, then the new one').toBe(2);
    expect(loadsB.count, 'tab B loaded twice: the old build, then the new one').toBe(2);
  } finally {
    await context.close();
    await request.dispose();
    await builds.close();
  }
});
