// Missed orders pause the kitchen (MISSED_ORDERS_PAUSE, 2 on the e2e server): two orders in a row
// that nobody answers expire and pause the chef's open kitchen. The kitchen screen says when and
// why ("2 orders were not answered") with a one-tap Resume, and the bell lists the kitchen_paused
// notification (phone and desktop, light and dark, axe clean, screenshots saved).
import { expect, test, type APIRequestContext } from './support/test.ts';
import { KitchenOverviewPage, serverKitchen, setServerKitchenOpen } from './pages/kitchen-overview.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { expectNoAxeViolations, rulesIn, setDarkMode } from './support/axe.ts';
import { startSignedIn } from './support/browser-state.ts';
import { E2E_ADMIN_TOKEN } from './support/env.ts';
import { approvedChef } from './support/notifications.ts';
import { placeOrder } from './support/orders.ts';
import { saveScreenshot, screenshotSizes, screenshotThemes } from './support/screenshots.ts';

const admin = { Accept: 'application/json', Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** The chef's orders expire after `seconds` unanswered (0: never), with the grace period the
 * expiry spec uses too (the grace is server-wide). */
async function answerWithin(request: APIRequestContext, email: string, seconds: number): Promise<void> {
  const response = await request.post('/admin/order-answer-minutes', { headers: admin, data: { email, minutes: seconds / 60, grace_seconds: 1 } });
  expect(response.ok(), await response.text()).toBe(true);
}

const kitchenClock = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Vilnius', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(Date.parse(iso));

for (const size of screenshotSizes) {
  test(`two unanswered orders pause the kitchen; the kitchen screen says why and resumes in one tap (${size.name})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size.viewport);
    const chef = await approvedChef(request, `missed-orders-${size.name}`);
    await setServerKitchenOpen(request, chef.token, true);
    await answerWithin(request, chef.user.email, 3);
    try {
      await placeOrder(request, chef.user.email);
      await placeOrder(request, chef.user.email);
      await expect
        .poll(async () => (await serverKitchen(request, chef.token)).pause?.reason ?? null, { timeout: 30_000, message: 'the server paused the kitchen' })
        .toBe('missed_orders');
    } finally {
      await answerWithin(request, chef.user.email, 0);
    }
    const { pause } = await serverKitchen(request, chef.token);

    await startSignedIn(page, chef);
    const overview = new KitchenOverviewPage(page);
    await overview.goto();
    const panel = page.getByTestId('kitchen-missed-orders-pause');
    await expect(panel).toContainText(`We paused your kitchen at ${kitchenClock(pause?.since ?? '')}: 2 orders were not answered.`);
    await expect(overview.status).toHaveAttribute('data-state', 'paused');
    for (const theme of screenshotThemes) {
      await setDarkMode(page, theme === 'dark');
      await expectNoAxeViolations(page, `kitchen paused for missed orders, ${size.name} ${theme}`, rulesIn(theme));
      await saveScreenshot(page, `kitchen-missed-orders-${size.name}-${theme}`);
    }

    const bell = new NotificationBell(page);
    await bell.open();
    await expect(bell.item('Kitchen paused')).toContainText('2 orders were not answered');
    await saveScreenshot(page, `kitchen-missed-orders-bell-${size.name}`);
    await bell.close();

    await panel.getByRole('button', { name: 'Resume', exact: true }).click();
    await expect(panel).toBeHidden();
    await expect.poll(async () => (await serverKitchen(request, chef.token)).pause).toBeNull();
  });
}
