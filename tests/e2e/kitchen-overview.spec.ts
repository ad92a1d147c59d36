// The kitchen overview: the demo kitchen's card and the figures the
// server counts; closing the kitchen with the confirmation while offline, still closed and
// "waiting to send" after a reload, applied exactly once when back online; a 15-minute pause with
// its countdown, then "Resume now"; and the server's heartbeat pause of a kitchen whose
// chef had no live connection, explained when the app opens again, resumed in one tap. The demo
// chef is only read; every change uses a chef of its own.
import { expect, test } from './support/test.ts';
import { KitchenOverviewPage, serverAnalytics, serverKitchen, setKitchenHeartbeat, setServerKitchenOpen } from './pages/kitchen-overview.ts';
import { LoadProblemBox } from './pages/load-problem.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { Toasts } from './pages/toasts.ts';
import { expectNoHorizontalScroll } from './support/a11y.ts';
import { apiLogin } from './support/api.ts';
import { expectNoAxeViolationsLightAndDark } from './support/axe.ts';
import { startSignedIn } from './support/browser-state.ts';
import { E2E_ADMIN_TOKEN, seededChefs } from './support/env.ts';
import { approvedChef } from './support/notifications.ts';
import { euros } from './support/orders.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';
import { WriteLog } from './support/write-log.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

test('the overview shows the demo kitchen: its card, whether customers can order, and the figures the server counts', async ({ page, request }) => {
  const chef = await apiLogin(request, seededChefs.approved);
  const [kitchen, analytics] = await Promise.all([serverKitchen(request, chef.token), serverAnalytics(request, chef.token)]);
  await startSignedIn(page, chef);
  const overview = new KitchenOverviewPage(page);
  await overview.goto();

  await expect(overview.card.getByRole('heading', { level: 2 })).toHaveText(kitchen.name);
  await expect(overview.card.getByTestId('kitchen-hours')).toHaveText(`${kitchen.opening_time}–${kitchen.closing_time}`);
  await expect(overview.card).toContainText(`${kitchen.preparation_time} min`);
  await expect(overview.card.getByRole('link', { name: /^Open in map/ })).toHaveAttribute('href', /google\.com\/maps\/search\/\?api=1&query=54\.6872,25\.2797$/);
  await expect(overview.openSwitch).toBeChecked({ checked: kitchen.is_open });
  await expect(page.getByRole('link', { name: 'Edit kitchen', exact: true })).toHaveAttribute('href', '/kitchen/edit');
  await expect(page.getByRole('link', { name: "Today's prep sheet", exact: true })).toHaveAttribute('href', '/kitchen/prep');

  await expect(overview.figure('totalOrders')).toContainText(String(analytics.total_orders));
  await expect(overview.figure('completed')).toContainText(String(analytics.total_completed));
  await expect(overview.figure('totalAmount')).toContainText(euros(analytics.total_amount));
  await expect(overview.figure('rating')).toContainText(analytics.rating === null ? 'No ratings yet' : `${analytics.rating.toFixed(1)} / 5`);
  const days = analytics.daily.filter((day) => day.orders > 0).length;
  if (days > 0) {
    await expect(page.getByTestId('daily-chart')).toBeVisible();
    await expect(
      page
        .getByRole('table', {
          name: 'Orders and revenue per day, last 30 days',
        })
        .getByRole('row'),
    ).toHaveCount(analytics.daily.length + 1);
  } else await expect(page.getByTestId('chart-empty')).toBeVisible();

  await expectNoAxeViolationsLightAndDark(page, 'kitchen overview');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(overview.card).toBeVisible();
  const small = await page.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll('button, a[href], input'))
      .filter((target) => target.getBoundingClientRect().width > 0 && target.getBoundingClientRect().height < 44)
      .map((target) => `${target.outerHTML.slice(0, 80)} (${Math.round(target.getBoundingClientRect().height)} px)`),
  );
  expect(small, 'touch targets under 44 px on a phone').toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  await expectNoHorizontalScroll(page, 'kitchen overview at 320 px');
});

test('a kitchen this device could not load: "Could not load your kitchen." with a working "Try again", never an empty card', async ({ page, request }) => {
  const chef = await approvedChef(request, 'kitchen-load-problem');
  // The kitchen fails until the chef has tapped "Try again": the app also asks again by itself
  // (after 1 s, 2 s, 4 s...), and none of those may bring the kitchen back before the tap. The page
  // notes the tap (a capture listener runs before the app's own) and the route asks it.
  await page.addInitScript(() => {
    document.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('[data-testid="load-problem"] button')) sessionStorage.setItem('e2e-tapped', '1');
    }, true);
  });
  await page.route('**/api/chef/kitchen', async (route) => {
    const tapped = await page.evaluate(() => sessionStorage.getItem('e2e-tapped') === '1').catch(() => false);
    return tapped ? route.continue() : route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Server Error' }) });
  });
  await startSignedIn(page, chef);
  const overview = new KitchenOverviewPage(page);
  await page.goto('/kitchen');
  await expect(overview.heading).toBeVisible();
  const problem = new LoadProblemBox(page, 'Could not load your kitchen.');
  await expect(problem.box).toBeVisible();
  await expect(overview.card).toBeHidden();

  await problem.tryAgain.click();
  await expect(overview.card).toBeVisible();
  await expect(problem.box).toBeHidden();
});

test('closed with the confirmation while offline: still closed and waiting after a reload, applied once when back online', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'kitchen-close-offline');
  await setServerKitchenOpen(request, chef.token, true);
  const toggles = new WriteLog(context, /^\/api\/chef\/kitchen\/toggle$/);
  await startSignedIn(page, chef);
  const overview = new KitchenOverviewPage(page);
  const sync = new SyncStatus(page);
  await overview.goto();
  await sync.expectLive();
  await expectServiceWorkerInControl(page);
  await expect(overview.openSwitch).toBeChecked();
  await expect(overview.statusLine).toHaveText('Customers can order from you now.');

  await context.setOffline(true);
  await sync.expectOffline();
  // Escape leaves it open and gives the focus back to the switch.
  await overview.openSwitch.click();
  await expect(overview.dialog).toBeVisible();
  await expect(overview.dialog.getByRole('heading', { name: 'Close the kitchen?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overview.dialog).toBeHidden();
  await expect(overview.openSwitch).toBeFocused();
  await expect(overview.openSwitch).toBeChecked();

  await overview.openSwitch.click();
  await overview.dialog.getByRole('button', { name: 'Close kitchen', exact: true }).click();
  await expect(overview.dialog).toBeHidden();
  await expect(overview.openSwitch).not.toBeChecked();
  await expect(overview.switchWaiting).toHaveText('Closing… waiting to send');
  await expect(overview.status).toHaveAttribute('data-state', 'closed');

  await page.reload(); // still offline
  await expect(overview.heading).toBeVisible();
  await expect(overview.openSwitch).not.toBeChecked();
  await expect(overview.switchWaiting).toHaveText('Closing… waiting to send');
  expect((await serverKitchen(request, chef.token)).is_open, 'nothing reached the server while offline').toBe(true);

  await context.setOffline(false);
  await expect(overview.switchWaiting).toBeHidden({ timeout: 15_000 });
  await expect(overview.openSwitch).not.toBeChecked();
  await expect(overview.statusLine).toHaveText('Customers cannot order: your kitchen is closed.');
  await expect
    .poll(async () => (await serverKitchen(request, chef.token)).is_open, {
      timeout: 10_000,
    })
    .toBe(false);
  await expect
    .poll(() => toggles.applied().length, {
      message: 'the close was applied exactly once',
    })
    .toBe(1);
  expect(
    toggles.writes.filter((write) => write.status >= 300),
    'no toggle was refused',
  ).toEqual([]);
});

test('opened while offline: the chef is told customers see it open only once the device is back online', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'kitchen-open-offline');
  await startSignedIn(page, chef);
  const overview = new KitchenOverviewPage(page);
  const sync = new SyncStatus(page);
  await overview.goto();
  await sync.expectLive();
  await expect(overview.openSwitch).not.toBeChecked();

  await context.setOffline(true);
  await sync.expectOffline();
  await overview.openSwitch.click();
  await expect(overview.dialog).toContainText('customers see the kitchen open only once this device is back online');
  await overview.dialog.getByRole('button', { name: 'Open kitchen', exact: true }).click();
  await expect(overview.openSwitch).toBeChecked();
  await expect(overview.switchWaiting).toHaveText('Opening… waiting to send');
  await expect(overview.statusLine).toHaveText('Opening… waiting to send. Customers see the kitchen open only once this device is back online.');

  await context.setOffline(false);
  await expect(new Toasts(page).of('success', 'Kitchen opened')).toBeVisible({
    timeout: 15_000,
  });
  await expect(overview.switchWaiting).toBeHidden();
  await expect(overview.statusLine).toHaveText('Customers can order from you now.');
  expect((await serverKitchen(request, chef.token)).is_open).toBe(true);
});

test('paused for 15 minutes: a countdown, then "Resume now" ends the pause on the server', async ({ page, request }) => {
  const chef = await approvedChef(request, 'kitchen-pause');
  await setServerKitchenOpen(request, chef.token, true);
  await startSignedIn(page, chef);
  const overview = new KitchenOverviewPage(page);
  const toasts = new Toasts(page);
  await overview.goto();
  await new SyncStatus(page).expectLive();

  const tapped = Date.now();
  await overview.pauseFor('15 min').click();
  await expect(overview.paused).toBeVisible();
  await expect(overview.countdown).toHaveText(/^1[45]:\d\d$/);
  await expect(overview.status).toHaveAttribute('data-state', 'paused');
  // A pause started after 23:45 (local time) ends tomorrow, and the line says so.
  await expect(overview.statusLine).toHaveText(/^Customers cannot order until \d\d:\d\d( tomorrow)?\.$/);
  await expect(toasts.of('success', 'New orders paused')).toBeVisible();
  const paused = await serverKitchen(request, chef.token);
  expect(paused.pause?.reason).toBe('chef');
  const until = Date.parse(paused.pause?.until ?? '');
  expect(until - tapped).toBeGreaterThan(14 * 60_000);
  expect(until - tapped).toBeLessThan(16 * 60_000);
  const shown = await overview.countdown.textContent();
  await expect(overview.countdown).not.toHaveText(shown ?? '', {
    timeout: 3_000,
  }); // it ticks

  await overview.resumeNow.click();
  await expect(overview.paused).toBeHidden();
  await expect(overview.pauseFor('15 min')).toBeVisible();
  await expect(overview.statusLine).toHaveText('Customers can order from you now.');
  await expect(toasts.of('success', 'New orders resumed')).toBeVisible();
  await expect.poll(async () => (await serverKitchen(request, chef.token)).pause).toBeNull();
  expect((await serverKitchen(request, chef.token)).is_open).toBe(true);
});

test('with no live connection for the heartbeat minute, the server pauses the kitchen and the reopened app says when and why', async ({ context, request }) => {
  test.setTimeout(180_000);
  const chef = await approvedChef(request, 'kitchen-heartbeat');
  await setServerKitchenOpen(request, chef.token, true);
  const first = await context.newPage();
  await startSignedIn(first, chef);
  const before = new KitchenOverviewPage(first);
  await before.goto();
  await new SyncStatus(first).expectLive();
  await expect(before.status).toHaveAttribute('data-state', 'open');
  await first.close(); // the app is closed: no live connection from now on

  // Only this chef's kitchen, set after the page closed (the run's server has the heartbeat off).
  await setKitchenHeartbeat(request, E2E_ADMIN_TOKEN, chef.user.email, 1);
  let paused;
  try {
    await expect
      .poll(async () => (await serverKitchen(request, chef.token)).pause?.reason ?? null, {
        timeout: 120_000,
        intervals: [2_000],
        message: 'the server paused the silent kitchen',
      })
      .toBe('offline');
    paused = await serverKitchen(request, chef.token);
  } finally {
    await setKitchenHeartbeat(request, E2E_ADMIN_TOKEN, chef.user.email, 0);
  }
  const at = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Vilnius',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(Date.parse(paused.pause?.since ?? ''));

  const page = await context.newPage();
  const overview = new KitchenOverviewPage(page);
  await overview.goto();
  await expect(overview.offlinePause).toContainText(`We paused your kitchen at ${at}: this device was offline.`);
  await expect(overview.status).toHaveAttribute('data-state', 'paused');
  await expect(overview.statusLine).toHaveText('Customers cannot order until you resume.');

  await overview.offlinePause.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(overview.offlinePause).toBeHidden();
  await expect(overview.statusLine).toHaveText('Customers can order from you now.');
  await expect(new Toasts(page).of('success', 'New orders resumed')).toBeVisible();
  await expect.poll(async () => (await serverKitchen(request, chef.token)).pause).toBeNull();
});
