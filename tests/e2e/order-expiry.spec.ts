// Orders nobody answers expire (docs/api.md, "Order expiry"). Each test gives
// its own chef a short answer time through the admin route (the e2e server's default is never):
// an order left unanswered stops ringing and leaves the active list with a toast that says why,
// and the details say "Not answered in time" (phone and desktop, light and dark, axe clean,
// screenshots saved); an accept tapped offline before the deadline that arrives after the grace
// period is "Not saved" with that reason and the card leaves.
import { expect, test, type APIRequestContext } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { acceptOnCard } from './pages/order-dialogs.ts';
import { OrderDetailsPage } from './pages/order-details.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { Toasts } from './pages/toasts.ts';
import { expectNoAxeViolations, rulesIn, setDarkMode } from './support/axe.ts';
import { E2E_ADMIN_TOKEN } from './support/env.ts';
import { approvedChef } from './support/notifications.ts';
import { placeOrder, serverOrder } from './support/orders.ts';
import { saveScreenshot, screenshotSizes, screenshotThemes } from './support/screenshots.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

const admin = { Accept: 'application/json', Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** The chef's orders expire after `seconds` unanswered, with a grace period of `graceSeconds`. */
async function answerWithin(request: APIRequestContext, email: string, seconds: number, graceSeconds: number): Promise<void> {
  const response = await request.post('/admin/order-answer-minutes', { headers: admin, data: { email, minutes: seconds / 60, grace_seconds: graceSeconds } });
  expect(response.ok(), await response.text()).toBe(true);
}

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

for (const size of screenshotSizes) {
  test(`an unanswered order stops ringing, leaves with a toast that says why, and its details say so (${size.name})`, async ({ page, request }) => {
    await page.setViewportSize(size.viewport);
    const chef = await approvedChef(request, `expiry-${size.name}`);
    const orders = await openActiveOrders(page, chef);
    await answerWithin(request, chef.user.email, 6, 1);
    const order = await placeOrder(request, chef.user.email);
    const card = orders.card(order.number);
    await expect(card).toHaveAttribute('data-status', 'pending');
    await orders.expectRinging();

    const toast = new Toasts(page).of('warning', `Order #${order.number} expired: not answered in time. The customer is refunded.`);
    await expect(toast).toBeVisible({ timeout: 20_000 });
    await expect(card).toBeHidden();
    await orders.expectSilent();
    // One event, one message: the bell adds no toast of its own for the server's notification.
    await expect(page.locator('[data-testid^="toast-"]').filter({ hasText: `Order #${order.number} expired` })).toHaveCount(1);
    for (const theme of screenshotThemes) {
      await setDarkMode(page, theme === 'dark');
      await expectNoAxeViolations(page, `active orders with the expiry toast, ${size.name} ${theme}`, rulesIn(theme));
      await saveScreenshot(page, `order-expiry-toast-${size.name}-${theme}`);
    }

    const onServer = await serverOrder(request, chef.token, order.id);
    expect(onServer.status).toBe('refused_by_chef');
    const details = new OrderDetailsPage(page);
    await details.goto(order.id, order.number);
    await expect(page.getByRole('main').getByText('Not answered in time').first()).toBeVisible();
    await expect(details.timelineEntries().last()).toContainText('Not answered in time');
    for (const theme of screenshotThemes) {
      await setDarkMode(page, theme === 'dark');
      await expectNoAxeViolations(page, `expired order details, ${size.name} ${theme}`, rulesIn(theme));
      await saveScreenshot(page, `order-expiry-details-${size.name}-${theme}`);
    }
  });
}

test('an accept tapped offline in time that arrives after the grace period is Not saved with the reason', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'expiry-offline');
  const orders = await openActiveOrders(page, chef);
  await expectServiceWorkerInControl(page);
  await answerWithin(request, chef.user.email, 12, 1);
  const order = await placeOrder(request, chef.user.email);
  const card = orders.card(order.number);
  await expect(card).toHaveAttribute('data-status', 'pending');
  const sync = new SyncStatus(page);

  await context.setOffline(true);
  await sync.expectOffline();
  await acceptOnCard(page, orders, order.number);
  await expect(card).toHaveAttribute('data-status', 'accepted');
  await expect(card).toHaveAttribute('data-waiting', 'true');
  // The server expires it meanwhile (the deadline and the grace period pass while offline).
  await expect.poll(async () => (await serverOrder(request, chef.token, order.id)).status, { timeout: 30_000 }).toBe('refused_by_chef');

  await context.setOffline(false);
  await expect(card).toBeHidden({ timeout: 20_000 });
  await expect(new Toasts(page).of('warning', `Order #${order.number}: Not answered in time: the order expired and the customer was refunded.`)).toBeVisible();
  await expect(sync.notSavedButton).toHaveText(/Not saved \(1\)/);
  const onServer = await serverOrder(request, chef.token, order.id);
  expect(onServer.timeline.filter((entry) => entry.status === 'accepted'), 'the late accept was refused').toHaveLength(0);
  expect(onServer.timeline.at(-1)?.note).toBe('Not answered in time');
});
