// Two real builds side by side (docs/sync.md "Versions of entries, and old tabs"): the test's own
// server serves build A (dist/), then build B (the push build of tools/e2e-push.mjs, another
// `vite build`) after a deploy, A's hashed files kept (support/deploy.ts). The chef writes in both
// tabs: tab A on orders, on build A, before and after the deploy; tab B on the kitchen screen,
// opened after the deploy (the old worker answers it with build A), takes the update and writes on
// build B while A, offline, still runs build A; then A reloads into B by itself and writes again.
// Back online: every action reaches the server once (its timeline, its stored state, one answer
// per action on the wire), nothing is left, refused or stuck, and each tab shows what the server
// has, before and after more writes online. Runs only from tools/e2e-push.mjs (two builds);
// `npm run test:e2e` has one build and skips it.
import { expect, test, type Locator, type Page } from './support/test.ts';
import { openActiveOrders, type ActiveOrdersPage } from './pages/active-orders.ts';
import { AppShell } from './pages/app-shell.ts';
import { KitchenOverviewPage, serverKitchen, setServerKitchenOpen } from './pages/kitchen-overview.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { acceptOnCard, RefuseDialog } from './pages/order-dialogs.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { startSignedIn } from './support/browser-state.ts';
import { startDeploy, twoBuilds } from './support/deploy.ts';
import { approvedChef, sendNotification, serverNotification, serverNotifications, uniqueTitle } from './support/notifications.ts';
import { placeOrder, serverOrder } from './support/orders.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';
import { WriteLog } from './support/write-log.ts';

const builds = twoBuilds();
test.skip('missing' in builds, 'missing' in builds ? builds.missing : '');

/** Counts the documents a tab loads: one per page load or reload. */
function countLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('domcontentloaded', () => loads.count++);
  return loads;
}

/** Which build the page runs: the entry script its document names. */
function runs(page: Page, entries: { old: string; new: string }): Promise<string> {
  return page.evaluate(({ old, new: next }) => {
    const html = document.documentElement.innerHTML;
    return html.includes(old) ? 'old' : html.includes(next) ? 'new' : 'neither';
  }, entries);
}

async function refuseOnCard(page: Page, orders: ActiveOrdersPage, number: string): Promise<void> {
  await orders.cardButton(number, 'Refuse').click();
  const refuse = new RefuseDialog(page, number);
  await refuse.chooseReason('Too busy');
  await refuse.submit.click();
  await expect(refuse.dialog).toBeHidden();
}

/** Marks one notification read from the bell (a click reads it and closes the list). */
async function readInBell(page: Page, title: string): Promise<void> {
  const bell = new NotificationBell(page);
  await bell.open();
  await expect(bell.item(title)).toHaveAttribute('data-unread', 'true');
  await bell.itemButton(title).click();
  await expect(bell.dropdown).toBeHidden();
}

async function expectNothingWaiting(page: Page): Promise<void> {
  const sync = new SyncStatus(page);
  await expect(sync.pendingCount, 'nothing waits').toBeHidden({ timeout: 20_000 });
  await expect(sync.notSavedButton, 'nothing refused').toBeHidden();
  await expect(sync.stuckButton, 'nothing stuck').toBeHidden();
}

test('two builds from one origin, an old tab beside a new one, both writing: nothing lost, nothing applied twice, every pull still right', async ({ browser, playwright }) => {
  if ('missing' in builds) return;
  test.setTimeout(180_000);
  const deploy = await startDeploy(builds);
  const request = await playwright.request.newContext({ baseURL: deploy.origin });
  const context = await browser.newContext({ baseURL: deploy.origin });
  // Another device, its service workers blocked (a browser setting, some private windows): no
  // worker reloads it, so it stays on build A after the deploy, and loads its screens' chunks from
  // the server, which must still have build A's files.
  const contextC = await browser.newContext({ baseURL: deploy.origin, serviceWorkers: 'block' });
  try {
    const chef = await approvedChef(request, 'two-builds');
    await setServerKitchenOpen(request, chef.token, true);
    const [online, oldAccept, oldRefuse, afterReload] = [
      await placeOrder(request, chef.user.email),
      await placeOrder(request, chef.user.email),
      await placeOrder(request, chef.user.email),
      await placeOrder(request, chef.user.email),
    ];
    const readInOld = uniqueTitle('Read in the old tab');
    const readInNew = uniqueTitle('Read in the new tab');
    for (const title of [readInOld, readInNew]) await sendNotification(request, chef.user.email, { title, body: 'Two builds' });
    const actions = /^\/api\/chef\/(orders\/\d+\/(accept|refuse)|notifications\/read\/[^/]+|kitchen\/(pause|resume))$/;
    const writes = new WriteLog(context, actions);
    const writesC = new WriteLog(contextC, actions);

    // Tab A on build A: its worker takes control; A leads and sends.
    const pageA = await context.newPage();
    const loadsA = countLoads(pageA);
    const ordersA = await openActiveOrders(pageA, chef);
    await expectServiceWorkerInControl(pageA);
    expect(await runs(pageA, deploy.entries), 'tab A opens on build A').toBe('old');
    await acceptOnCard(pageA, ordersA, online.number);
    await expect.poll(async () => (await serverOrder(request, chef.token, online.id)).status, { message: 'build A sends' }).toBe('accepted');
    const pageC = await contextC.newPage();
    const loadsC = countLoads(pageC);
    const ordersC = await openActiveOrders(pageC, chef);
    expect(await runs(pageC, deploy.entries), 'device C opens on build A').toBe('old');

    // The deploy. Tab B opens on the kitchen screen: the old worker answers with build A, and the
    // new worker installs and waits for the chef.
    await deploy.deploy();
    const pageB = await context.newPage();
    const loadsB = countLoads(pageB);
    await startSignedIn(pageB, chef);
    const kitchenB = new KitchenOverviewPage(pageB);
    await kitchenB.goto();
    expect(await runs(pageB, deploy.entries), 'the old worker answers tab B with build A').toBe('old');
    const updateNow = pageB.getByRole('button', { name: 'Update now', exact: true });
    await expect(updateNow, 'the new worker waits').toBeVisible({ timeout: 30_000 });

    // Offline, tab A writes on build A: an accept, a refusal, a read.
    await context.setOffline(true);
    await new SyncStatus(pageA).expectOffline();
    await acceptOnCard(pageA, ordersA, oldAccept.number);
    await refuseOnCard(pageA, ordersA, oldRefuse.number);
    await readInBell(pageA, readInOld);
    await expect(ordersA.card(oldAccept.number)).toHaveAttribute('data-waiting', 'true');

    // Tab B takes the update, reloads into build B, and writes on it: a pause and a read.
    await updateNow.click();
    await expect.poll(() => loadsB.count, { message: 'tab B reloads into build B', timeout: 20_000 }).toBe(2);
    await expect(kitchenB.heading).toBeVisible();
    expect(await runs(pageB, deploy.entries), 'tab B runs build B').toBe('new');
    const pausedAt = Date.now();
    await kitchenB.pauseFor('30 min').click();
    await expect(kitchenB.status).toHaveAttribute('data-state', 'paused');
    await readInBell(pageB, readInNew);

    // Tab A reloads into build B by itself; build A's entries are still there, shown as waiting,
    // and A writes again, now on build B.
    await expect.poll(() => loadsA.count, { message: 'tab A reloads when the new worker takes control', timeout: 20_000 }).toBe(2);
    await expect(ordersA.heading).toBeVisible();
    expect(await runs(pageA, deploy.entries), 'tab A runs build B').toBe('new');
    await expect(ordersA.card(oldAccept.number), 'build A\'s queued accept, read by build B').toHaveAttribute('data-waiting', 'true');
    await expect(ordersA.card(oldRefuse.number), 'build A\'s queued refusal, read by build B').toBeHidden();
    await acceptOnCard(pageA, ordersA, afterReload.number);
    await expect(ordersA.card(afterReload.number)).toHaveAttribute('data-waiting', 'true');
    expect((await serverOrder(request, chef.token, oldAccept.id)).status, 'nothing reached the server while offline').toBe('pending');

    // Back online: every action reaches the server, and is applied there once.
    await context.setOffline(false);
    const expected = [
      [online, 'accepted'],
      [oldAccept, 'accepted'],
      [oldRefuse, 'refused_by_chef'],
      [afterReload, 'accepted'],
    ] as const;
    for (const [order, status] of expected)
      await expect.poll(async () => (await serverOrder(request, chef.token, order.id)).status, { message: `order ${order.number} ${status} on the server`, timeout: 30_000 }).toBe(status);
    for (const title of [readInOld, readInNew])
      await expect.poll(async () => (await serverNotification(request, chef.token, title)).read_at, { message: `"${title}" read on the server` }).not.toBeNull();
    await expect.poll(async () => (await serverKitchen(request, chef.token)).pause?.reason ?? null, { message: 'the kitchen paused on the server' }).toBe('chef');
    const until = Date.parse((await serverKitchen(request, chef.token)).pause?.until ?? '');
    expect(until - pausedAt, 'paused for 30 minutes from the tap').toBeGreaterThan(29 * 60_000);
    expect(until - pausedAt, 'paused for 30 minutes from the tap').toBeLessThan(31 * 60_000);

    for (const [order, status] of expected) {
      const { timeline } = await serverOrder(request, chef.token, order.id);
      expect(timeline.filter((entry) => entry.status === status), `order ${order.number} ${status} once: ${JSON.stringify(timeline)}`).toHaveLength(1);
    }
    // One answer per action on the wire: nothing re-sent once answered (a re-send with the same
    // key would be replayed harmlessly, so the count of answers is what shows it), one key each.
    const actionPaths = [
      ...expected.map(([order, status]) => `/api/chef/orders/${order.id}/${status === 'refused_by_chef' ? 'refuse' : 'accept'}`),
      ...(await Promise.all([readInOld, readInNew].map(async (title) => `/api/chef/notifications/read/${(await serverNotification(request, chef.token, title)).id}`))),
      '/api/chef/kitchen/pause',
    ];
    for (const page of [pageA, pageB]) await expectNothingWaiting(page);
    for (const path of actionPaths) {
      const sent = [...writes.writes, ...writesC.writes].filter((write) => write.url === path);
      const replays = sent.filter((write) => write.replayed).length;
      expect(sent.filter((write) => write.status < 300).length, `${path} answered once (${sent.length} answers, ${replays} of them replays)`).toBe(1);
      expect(sent.filter((write) => write.status < 300 && !write.replayed), `${path} applied once`).toHaveLength(1);
      expect(new Set(sent.map((write) => write.key)).size, `${path}: one Idempotency-Key`).toBe(1);
    }

    // Each tab shows what the server has: the orders and their states, the kitchen's pause, the
    // unread count; and goes on pulling (a new order, a new notification).
    const later = await placeOrder(request, chef.user.email);
    await sendNotification(request, chef.user.email, { title: uniqueTitle('After the deploy'), body: 'Two builds' });
    const unread = (await serverNotifications(request, chef.token)).filter((notification) => notification.read_at === null).length;
    for (const [order, status] of expected) {
      const card = ordersA.card(order.number);
      if (status === 'refused_by_chef') await expect(card, `order ${order.number} refused: off the active list`).toBeHidden();
      else await expect(card, `order ${order.number} accepted, as on the server`).toHaveAttribute('data-status', 'accepted');
      if (status !== 'refused_by_chef') await expect(card).toHaveAttribute('data-waiting', 'false');
    }
    await expect(ordersA.card(later.number), 'a new order reaches tab A').toHaveAttribute('data-status', 'pending', { timeout: 20_000 });
    // Device C, still on build A, shows what builds A and B wrote.
    expect(await runs(pageC, deploy.entries), 'device C still runs build A').toBe('old');
    for (const [order, status] of expected)
      if (status === 'refused_by_chef') await expect(ordersC.card(order.number), `order ${order.number} off device C's list`).toBeHidden({ timeout: 20_000 });
      else await expect(ordersC.card(order.number), `order ${order.number} accepted on device C`).toHaveAttribute('data-status', 'accepted', { timeout: 20_000 });
    await expect(ordersC.card(later.number), 'a new order reaches device C').toHaveAttribute('data-status', 'pending', { timeout: 20_000 });
    await expect(kitchenB.status, 'tab B shows the server\'s pause').toHaveAttribute('data-state', 'paused');
    const badges: Locator[] = [pageA, pageB, pageC].map((page) => new NotificationBell(page).badge);
    for (const badge of badges) await expect(badge, 'the unread count is the server\'s').toHaveText(String(unread), { timeout: 20_000 });

    // Online, builds A and B write side by side: tab A (build B) refuses the new order; device C
    // (build A) opens the kitchen screen (its chunk of build A from the server), sees the pause
    // build B wrote, and resumes.
    await refuseOnCard(pageA, ordersA, later.number);
    await new AppShell(pageC).menuLink('Kitchen').click();
    const kitchenC = new KitchenOverviewPage(pageC);
    await expect(kitchenC.heading).toBeVisible();
    await expect(kitchenC.status, 'device C shows the pause build B wrote').toHaveAttribute('data-state', 'paused');
    await kitchenC.resumeNow.click();
    await expect.poll(async () => (await serverOrder(request, chef.token, later.id)).status, { message: 'the refusal reaches the server' }).toBe('refused_by_chef');
    await expect.poll(async () => (await serverKitchen(request, chef.token)).pause, { message: 'the resume reaches the server' }).toBeNull();
    await expect(ordersA.card(later.number)).toBeHidden();
    // Another device's kitchen change is not pushed (the server announces only its own); the
    // screen pulls the kitchen when it opens: tab B goes to its orders and back.
    const shellB = new AppShell(pageB);
    await shellB.mainMenu.getByRole('link', { name: /^Active Order\b/ }).click();
    await expect(shellB.heading('Active orders')).toBeVisible();
    await shellB.menuLink('Kitchen').click();
    await expect(kitchenB.heading).toBeVisible();
    await expect(kitchenB.status, 'tab B shows the resume build A wrote').toHaveAttribute('data-state', 'open');
    for (const page of [pageA, pageB, pageC]) await expectNothingWaiting(page);
    for (const path of [`/api/chef/orders/${later.id}/refuse`, '/api/chef/kitchen/resume'])
      expect([...writes.writes, ...writesC.writes].filter((write) => write.url === path && write.status < 300).length, `${path} answered once`).toBe(1);
    expect(loadsA.count, 'tab A loaded twice: build A, then B (no reload loop)').toBe(2);
    expect(loadsB.count, 'tab B loaded twice: build A, then B (no reload loop)').toBe(2);
    expect(loadsC.count, 'device C loaded once: build A').toBe(1);
  } finally {
    await context.setOffline(false).catch(() => {});
    await context.close();
    await contextC.close();
    await request.dispose();
    await deploy.close();
  }
});
