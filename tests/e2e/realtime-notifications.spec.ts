// Live notifications: a notification the admin sends reaches the open bell live, with no
// reload (badge, shake, sound attempt, and no toast over the open list; how fast is `npm run bench`'s business); two tabs of one chef show each other's actions
// without a reload; the connection indicator and the /dev listener page. Each test has its own chef.
import { expect, test, type Page } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { DevPage } from './pages/dev-page.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { Toasts } from './pages/toasts.ts';
import type { ChefAccount } from './support/api.ts';
import { startSignedIn } from './support/browser-state.ts';
import { adminCommand, approvedChef, sendNotification, serverNotifications, uniqueTitle } from './support/notifications.ts';

async function openKitchen(page: Page, chef: ChefAccount): Promise<{ bell: NotificationBell; sync: SyncStatus }> {
  await startSignedIn(page, chef);
  await page.goto('/kitchen');
  await expect(new AppShell(page).heading('Kitchen')).toBeVisible();
  const sync = new SyncStatus(page);
  await sync.expectLive();
  return { bell: new NotificationBell(page), sync };
}

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

test('a notification sent by the admin shows in the bell live, with the badge and the shake', async ({ page, request }) => {
  const chef = await approvedChef(request, 'live-bell');
  const { bell } = await openKitchen(page, chef);
  await expect(bell.badge).toHaveText('1'); // "Your account is approved"
  await expect(bell.button).toHaveAttribute('data-shaking', 'false');
  await bell.open();
  const title = uniqueTitle('Pickup accepted for #5'); // a kind with no alert of its own elsewhere

  // How fast is `npm run bench`'s business ("notification to bell"); here: that it arrives live.
  const sentAt = await page.evaluate(() => Date.now());
  const shakes = await bell.countShakes();
  await sendNotification(request, chef.user.email, { title, body: 'The customer will collect it', type: 'delivery_accepted', action_url: '/orders/active' });
  await expect(bell.item(title)).toBeVisible();
  await expect(bell.badge).toHaveText('2');
  await expect.poll(shakes, { message: 'the bell shook once for it' }).toBe(1);

  await expect(bell.item(title)).toHaveAttribute('data-unread', 'true');
  // The list is open: the new row shows at its top, and no toast covers the list.
  await expect(bell.list.getByRole('listitem').first()).toContainText(title);
  await expect(new Toasts(page).of('info', title)).toHaveCount(0);
  // The chime was tried for this notification (the element notes each try's time).
  await expect.poll(async () => Number(await bell.sound.getAttribute('data-last-played')), { message: 'the chime was tried after the send' }).toBeGreaterThanOrEqual(sentAt);
  await expect(bell.button).toHaveAttribute('data-shaking', 'false'); // the shake lasts a second

  // A click reads it, closes the list and follows its link.
  await bell.itemButton(title).click();
  await expect(bell.dropdown).toBeHidden();
  await expect(page).toHaveURL(/\/orders\/active$/);
  await expect(bell.badge).toHaveText('1');
});

test('two tabs: "Mark all read" in one clears the badge in the other without a reload', async ({ context, request }) => {
  const chef = await approvedChef(request, 'two-tabs');
  await sendNotification(request, chef.user.email, { title: uniqueTitle('Delivery accepted'), type: 'delivery_accepted' });
  const first = await openKitchen(await context.newPage(), chef);
  const second = await openKitchen(await context.newPage(), chef);
  await expect(first.bell.badge).toHaveText('2');
  await expect(second.bell.badge).toHaveText('2');

  await first.bell.open();
  await first.bell.markAllRead.click();
  await expect(first.bell.badge).toBeHidden();
  await expect(second.bell.badge).toBeHidden();
  await second.bell.open();
  await expect(second.bell.list.getByRole('listitem')).toHaveCount(2);
  await expect(second.bell.list.locator('[data-unread="true"]')).toHaveCount(0);
  await expect
    .poll(async () => (await serverNotifications(request, chef.token)).filter((n) => n.read_at === null).length, { timeout: 10_000 })
    .toBe(0);
});

test('a notification arriving in one tab shows in the other tab too', async ({ context, request }) => {
  const chef = await approvedChef(request, 'two-tabs-live');
  const first = await openKitchen(await context.newPage(), chef);
  const second = await openKitchen(await context.newPage(), chef);
  const title = uniqueTitle('Support ticket answered');
  await sendNotification(request, chef.user.email, { title, type: 'support_ticket' });
  for (const tab of [first, second]) {
    await expect(tab.bell.badge).toHaveText('2');
    await tab.bell.open();
    await expect(tab.bell.item(title)).toBeVisible();
  }
});

test('the connection indicator says "Live" online and "Offline since HH:MM" offline', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'indicator');
  const { sync } = await openKitchen(page, chef);
  await expect(sync.pendingCount).toBeHidden();
  await expect(sync.notSavedButton).toBeHidden();

  const clock = () => page.evaluate(() => new Date().toTimeString().slice(0, 5));
  const before = await clock();
  await context.setOffline(true);
  await sync.expectOffline();
  const after = await clock();
  // The minute the device went offline: the one read just before, or just after (a minute boundary).
  const minutes = [...new Set([before, after])].join('|');
  await expect(sync.connection).toHaveAccessibleName(new RegExp(`^Connection: Offline since (${minutes})`));

  await context.setOffline(false);
  await sync.expectLive();
});

test('the /dev page shows the live status and lists an event sent with the admin command', async ({ page, request, baseURL }) => {
  const chef = await approvedChef(request, 'dev-page');
  await startSignedIn(page, chef);
  const dev = new DevPage(page);
  await dev.goto();
  await expect(dev.status).toHaveText('connected', { timeout: 15_000 });
  await expect(dev.empty).toBeVisible();

  const title = uniqueTitle('Listener check');
  const output = await adminCommand(baseURL ?? '', ['notify', chef.user.email, title, 'Sent from the admin command', '/kitchen']);
  expect(output).toContain(chef.user.email);
  await expect(dev.event(title)).toBeVisible();
  await expect(dev.empty).toBeHidden();

  await dev.restart.click();
  await expect(dev.status).toHaveText('connected', { timeout: 15_000 });
});
