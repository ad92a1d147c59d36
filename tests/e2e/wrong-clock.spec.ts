// A phone whose clock is wrong (docs/sync.md "Time"): an hour behind, or two
// days ahead. The page's clock is moved (Playwright's clock.setSystemTime: Date only, timers run
// as usual); the server keeps the true time. A 15-minute pause lasts 15 minutes on the server,
// "Mark all read" marks every notification the chef saw, an accepted order is ready when the chef
// said, and the journal lists the day's actions under the chef's own day.
import { expect, test } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { JournalPage } from './pages/journal.ts';
import { KitchenOverviewPage, serverKitchen, setServerKitchenOpen } from './pages/kitchen-overview.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { AcceptDialog } from './pages/order-dialogs.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { approvedChef, sendNotification, serverNotifications, uniqueTitle } from './support/notifications.ts';
import { placeOrder, serverOrder } from './support/orders.ts';

const minute = 60_000;
const clocks = [
  { name: 'an hour behind', offsetMs: -60 * minute },
  { name: 'two days ahead', offsetMs: 2 * 24 * 60 * minute },
];

for (const { name, offsetMs } of clocks) {
  test(`with the phone's clock ${name}: pause, mark all read, accept and the journal do what the chef asked`, async ({ page, request }) => {
    test.setTimeout(90_000);
    const chef = await approvedChef(request, `clock-${offsetMs > 0 ? 'ahead' : 'behind'}`);
    await setServerKitchenOpen(request, chef.token, true);
    await page.clock.setSystemTime(new Date(Date.now() + offsetMs));
    const orders = await openActiveOrders(page, chef);

    // Mark all read: every notification the chef saw, on the server too.
    await sendNotification(request, chef.user.email, { title: uniqueTitle('Seen'), body: 'Before the tap' });
    const bell = new NotificationBell(page);
    await expect(bell.badge).toHaveText('2');
    await bell.open();
    await bell.markAllRead.click();
    await expect(bell.badge).toBeHidden();
    await expect.poll(async () => (await serverNotifications(request, chef.token)).filter((n) => n.read_at === null).length, { message: 'unread on the server' }).toBe(0);
    await bell.close();

    // Accept: ready in the 15 minutes chosen, on the server's clock.
    const order = await placeOrder(request, chef.user.email);
    await orders.cardButton(order.number, 'Accept').click();
    const accept = new AcceptDialog(page, order.number);
    await accept.preset(15).click();
    const acceptedAt = Date.now();
    await accept.submit.click();
    await expect.poll(async () => (await serverOrder(request, chef.token, order.id)).status).toBe('accepted');
    const accepted = (await serverOrder(request, chef.token, order.id)).timeline.find((entry) => entry.status === 'accepted');
    expect(Math.abs(Date.parse(accepted?.at ?? '') - acceptedAt), 'the accept counts from the true tap time').toBeLessThan(30_000);

    // Pause 15 minutes: 15 minutes on the server, from the true tap time.
    const overview = new KitchenOverviewPage(page);
    await overview.goto();
    await new SyncStatus(page).expectLive();
    const tapped = Date.now();
    await overview.pauseFor('15 min').click();
    await expect(overview.paused).toBeVisible();
    await expect.poll(async () => (await serverKitchen(request, chef.token)).pause?.reason ?? null).toBe('chef');
    const until = Date.parse((await serverKitchen(request, chef.token)).pause?.until ?? '');
    expect(until - tapped, 'the pause lasts 15 minutes from the tap').toBeGreaterThan(15 * minute - 30_000);
    expect(until - tapped, 'the pause lasts 15 minutes from the tap').toBeLessThan(15 * minute + 30_000);
    // With the server's answer on the device too, the chef still sees the pause and its 15 minutes
    // (before, the screen compared the server's end with the phone's clock: two days ahead, the
    // pause read as over; an hour behind, as 75 minutes).
    // Sent and answered: on a busy machine that can take a retry (a 10 s time-out, then the replay).
    await expect(new SyncStatus(page).pendingCount).toBeHidden({ timeout: 30_000 });
    await expect(overview.paused).toBeVisible();
    await expect(overview.countdown).toHaveText(/^1[45]:\d\d$/);

    // The journal: today is the chef's own day (the phone's), with the actions just tapped.
    const journal = new JournalPage(page);
    await journal.openFromMenu(); // no reload: the journal writes its lines in batches, a moment after the tap
    const phoneDay = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    await expect(journal.day).toHaveValue(phoneDay);
    await expect(journal.entries.filter({ hasText: /accept/i }).first()).toBeVisible({ timeout: 15_000 });
    await expect(journal.entries.filter({ hasText: /pause/i }).first()).toBeVisible({ timeout: 15_000 });
  });
}
