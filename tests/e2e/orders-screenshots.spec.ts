// Screenshots for people to look at (not compared) of the orders screens: the active
// orders with each action dialog open (accept, refuse, ask for pickup, mark ready), the history
// and the details, on a phone (390 x 844) and a desktop (1280 x 800), light and dark, saved to
// tests/e2e/screenshots/ (git-ignored). Each one first checks that what it shows is really there.
// One page per size and screen: each state is shot in light, then in dark (the chef's colour mode
// switched in place), rather than a fresh chef and cold loads for every theme.
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from './support/test.ts';
import { ActiveOrdersPage } from './pages/active-orders.ts';
import { AcceptDialog, PickupDialog, ReadyDialog, RefuseDialog } from './pages/order-dialogs.ts';
import { OrderDetailsPage } from './pages/order-details.ts';
import { OrderHistoryPage } from './pages/order-history.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { startSignedIn, startWithLayout } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { cancelOrder, chefActs, completedOrder, placeOrder } from './support/orders.ts';
import { saveLightAndDark, screenshotSizes as sizes } from './support/screenshots.ts';

/** Opens a dialog from a card, checks it, saves the pictures (light and dark) and closes it with Escape. */
async function shootDialog(page: Page, open: () => Promise<void>, dialog: { dialog: Locator }, file: string): Promise<void> {
  await open();
  await expect(dialog.dialog).toBeVisible();
  await saveLightAndDark(page, file, () => expect(dialog.dialog).toBeVisible());
  await page.keyboard.press('Escape');
  await expect(dialog.dialog).toBeHidden();
}

/** A signed-in page of a fresh approved chef at this size (light mode to start with). */
async function openAs(browser: Browser, request: APIRequestContext, size: (typeof sizes)[number], name: string) {
  const context = await browser.newContext({ viewport: size.viewport });
  const page = await context.newPage();
  const chef = await approvedChef(request, `orders-shots-${name}-${size.name}`);
  await startWithLayout(page, { primary: 'emerald', surface: 'slate', menuMode: 'static', darkTheme: false });
  await startSignedIn(page, chef);
  return { context, page, chef };
}

for (const size of sizes) {
  test(`orders screens and dialogs: active orders, ${size.name}, light and dark`, async ({ browser, request }) => {
    const { context, page, chef } = await openAs(browser, request, size, 'active');
    try {
      const preparing = await placeOrder(request, chef.user.email);
      await chefActs(request, chef.token, preparing.id, { action: 'accept', preparationTime: 30 });
      const pickup = await placeOrder(request, chef.user.email, { pickup: true });
      const delivery = await placeOrder(request, chef.user.email);

      const orders = new ActiveOrdersPage(page);
      await orders.goto();
      await new SyncStatus(page).expectLive();
      await expect(orders.cards).toHaveCount(3);
      await expect(orders.card(delivery.number)).toHaveAttribute('data-status', 'pending');
      await expect(orders.card(pickup.number)).toHaveAttribute('data-status', 'pending');
      await expect(orders.card(preparing.number)).toHaveAttribute('data-status', 'accepted');
      await expect(orders.alarmBanner(delivery.number)).toBeVisible(); // the newest order rings
      await saveLightAndDark(page, `orders-active-${size.name}`, () => expect(orders.alarmBanner(delivery.number)).toBeVisible());
      await orders.stopAlarm.click();
      await expect(orders.stopAlarm).toBeHidden();

      const number = delivery.number;
      await shootDialog(page, () => orders.cardButton(number, 'Accept').click(), new AcceptDialog(page, number), `orders-accept-${size.name}`);
      await shootDialog(page, () => orders.cardButton(number, 'Refuse').click(), new RefuseDialog(page, number), `orders-refuse-${size.name}`);
      await shootDialog(page, () => orders.cardButton(number, 'Ask for pickup').click(), new PickupDialog(page), `orders-pickup-${size.name}`);
      const ready = new ReadyDialog(page, preparing.number);
      await shootDialog(page, () => orders.cardButton(preparing.number, 'Mark ready').click(), ready, `orders-ready-${size.name}`);
    } finally {
      await context.close();
    }
  });

  test(`orders screens: history and details, ${size.name}, light and dark`, async ({ browser, request }) => {
    const { context, page, chef } = await openAs(browser, request, size, 'history');
    try {
      const done = await completedOrder(request, chef);
      await cancelOrder(request, (await placeOrder(request, chef.user.email)).id);
      await chefActs(request, chef.token, (await placeOrder(request, chef.user.email)).id, { action: 'refuse', reason: 'too_busy' });
      const preparing = await placeOrder(request, chef.user.email);
      await chefActs(request, chef.token, preparing.id, { action: 'accept', preparationTime: 30 });

      const history = new OrderHistoryPage(page);
      await history.goto();
      await expect(history.rows).toHaveCount(3);
      await expect(history.row(done.number)).toContainText('Completed');
      await saveLightAndDark(page, `orders-history-${size.name}`);

      const details = new OrderDetailsPage(page);
      await details.goto(preparing.id, preparing.number);
      await expect(details.timelineEntries()).toHaveCount(2);
      await expect(details.printTicket).toBeVisible();
      await saveLightAndDark(page, `orders-details-${size.name}`);
    } finally {
      await context.close();
    }
  });
}
