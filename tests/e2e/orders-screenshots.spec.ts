// Screenshots for people to look at (not compared) of the orders screens: the active
// orders with each action dialog open (accept, refuse, ask for pickup, mark ready), the history
// and the details, on a phone (390 x 844) and a desktop (1280 x 800), light and dark, saved to
// tests/e2e/screenshots/ (git-ignored). Each one first checks that what it shows is really there.
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from './support/test.ts';
import { ActiveOrdersPage } from './pages/active-orders.ts';
import { AcceptDialog, PickupDialog, ReadyDialog, RefuseDialog } from './pages/order-dialogs.ts';
import { OrderDetailsPage } from './pages/order-details.ts';
import { OrderHistoryPage } from './pages/order-history.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { startSignedIn, startWithLayout } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { cancelOrder, chefActs, completedOrder, placeOrder } from './support/orders.ts';
import { saveScreenshot as save, screenshotSizes as sizes, screenshotThemes as themes } from './support/screenshots.ts';

/** Opens a dialog from a card, checks it, saves the picture and closes it with Escape. */
async function shootDialog(page: Page, open: () => Promise<void>, dialog: { dialog: Locator }, file: string): Promise<void> {
  await open();
  await expect(dialog.dialog).toBeVisible();
  await save(page, file);
  await page.keyboard.press('Escape');
  await expect(dialog.dialog).toBeHidden();
}

/** A signed-in page of a fresh approved chef at this size and theme. */
async function openAs(browser: Browser, request: APIRequestContext, size: (typeof sizes)[number], theme: (typeof themes)[number], name: string) {
  const context = await browser.newContext({ viewport: size.viewport });
  const page = await context.newPage();
  const chef = await approvedChef(request, `orders-shots-${name}-${size.name}-${theme}`);
  await startWithLayout(page, { primary: 'emerald', surface: 'slate', menuMode: 'static', darkTheme: theme === 'dark' });
  await startSignedIn(page, chef);
  return { context, page, chef };
}

const expectTheme = async (page: Page, theme: (typeof themes)[number]) => {
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/(^|\s)app-dark(\s|$)/);
  else await expect(page.locator('html')).not.toHaveClass(/(^|\s)app-dark(\s|$)/);
};

for (const size of sizes) {
  for (const theme of themes) {
    test(`orders screens and dialogs: active orders, ${size.name} ${theme}`, async ({ browser, request }) => {
      const { context, page, chef } = await openAs(browser, request, size, theme, 'active');
      try {
        const preparing = await placeOrder(request, chef.user.email);
        await chefActs(request, chef.token, preparing.id, { action: 'accept', preparationTime: 30 });
        const pickup = await placeOrder(request, chef.user.email, { pickup: true });
        const delivery = await placeOrder(request, chef.user.email);

        const orders = new ActiveOrdersPage(page);
        await orders.goto();
        await expectTheme(page, theme);
        await new SyncStatus(page).expectLive();
        await expect(orders.cards).toHaveCount(3);
        await expect(orders.card(delivery.number)).toHaveAttribute('data-status', 'pending');
        await expect(orders.card(pickup.number)).toHaveAttribute('data-status', 'pending');
        await expect(orders.card(preparing.number)).toHaveAttribute('data-status', 'accepted');
        await expect(orders.alarmBanner(delivery.number)).toBeVisible(); // the newest order rings
        await save(page, `orders-active-${size.name}-${theme}`);
        await orders.stopAlarm.click();
        await expect(orders.stopAlarm).toBeHidden();

        const number = delivery.number;
        await shootDialog(page, () => orders.cardButton(number, 'Accept').click(), new AcceptDialog(page, number), `orders-accept-${size.name}-${theme}`);
        await shootDialog(page, () => orders.cardButton(number, 'Refuse').click(), new RefuseDialog(page, number), `orders-refuse-${size.name}-${theme}`);
        await shootDialog(page, () => orders.cardButton(number, 'Ask for pickup').click(), new PickupDialog(page), `orders-pickup-${size.name}-${theme}`);
        const ready = new ReadyDialog(page, preparing.number);
        await shootDialog(page, () => orders.cardButton(preparing.number, 'Mark ready').click(), ready, `orders-ready-${size.name}-${theme}`);
      } finally {
        await context.close();
      }
    });

    test(`orders screens: history and details, ${size.name} ${theme}`, async ({ browser, request }) => {
      const { context, page, chef } = await openAs(browser, request, size, theme, 'history');
      try {
        const done = await completedOrder(request, chef);
        await cancelOrder(request, (await placeOrder(request, chef.user.email)).id);
        await chefActs(request, chef.token, (await placeOrder(request, chef.user.email)).id, { action: 'refuse', reason: 'too_busy' });
        const preparing = await placeOrder(request, chef.user.email);
        await chefActs(request, chef.token, preparing.id, { action: 'accept', preparationTime: 30 });

        const history = new OrderHistoryPage(page);
        await history.goto();
        await expectTheme(page, theme);
        await expect(history.rows).toHaveCount(3);
        await expect(history.row(done.number)).toContainText('Completed');
        await save(page, `orders-history-${size.name}-${theme}`);

        const details = new OrderDetailsPage(page);
        await details.goto(preparing.id, preparing.number);
        await expect(details.timelineEntries()).toHaveCount(2);
        await expect(details.printTicket).toBeVisible();
        await save(page, `orders-details-${size.name}-${theme}`);
      } finally {
        await context.close();
      }
    });
  }
}
