// "Could not load" is not "nothing here": a fresh chef whose first pull of the
// active orders is answered 500 sees "Could not load your active orders. Check your connection."
// with "Try again", never "No active orders" and never the "Saving on this device failed" banner
// (the device's storage is fine); once the server answers again, "Try again" pulls at once and the
// order placed meanwhile shows. Screenshots of that state on a phone and a desktop, light and dark.
import { expect, test, type Page } from './support/test.ts';
import { ActiveOrdersPage } from './pages/active-orders.ts';
import { LoadProblemBox } from './pages/load-problem.ts';
import { startSignedIn, startWithLayout } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { placeOrder } from './support/orders.ts';
import { saveLightAndDark, screenshotSizes } from './support/screenshots.ts';

const ACTIVE_ORDERS = '**/api/chef/orders/active';
const COULD_NOT_LOAD = 'Could not load your active orders.';
const serverError = { status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Server Error' }) };

/** Records, from the first paint on, whether the storage banner or "No active orders" ever showed. */
async function watchForWrongMessages(page: Page): Promise<() => Promise<{ storageBanner: boolean; noActiveOrders: boolean }>> {
  await page.addInitScript(() => {
    const seen = { storageBanner: false, noActiveOrders: false };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const look = () => {
      if (document.querySelector('[data-testid="storage-problem"]')) seen.storageBanner = true;
      if (document.body?.innerText.includes('No active orders')) seen.noActiveOrders = true;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __seen: { storageBanner: boolean; noActiveOrders: boolean } }).__seen);
}

test('a 500 on the first active orders pull says "could not load" with a working "Try again", never "No active orders" nor the storage banner', async ({ page, request }) => {
  const chef = await approvedChef(request, 'could-not-load');
  const order = await placeOrder(request, chef.user.email);
  const seen = await watchForWrongMessages(page);

  let refused = 0;
  let fourthRefused: () => void = () => {};
  const refusedFourTimes = new Promise<void>((resolve) => (fourthRefused = resolve));
  await page.route(ACTIVE_ORDERS, async (route) => {
    refused++;
    await route.fulfill(serverError);
    if (refused === 4) fourthRefused();
  });
  await startSignedIn(page, chef);
  const orders = new ActiveOrdersPage(page);
  await orders.goto();

  const problem = new LoadProblemBox(page, COULD_NOT_LOAD);
  await expect(problem.box).toBeVisible();
  await expect(problem.hint).toBeVisible();
  await expect(problem.tryAgain).toBeEnabled();
  await expect(orders.empty).toBeHidden();
  await expect(page.getByTestId('storage-problem')).toBeHidden();

  // The app asks again on its own with backoff (1 s, 2 s, 4 s…): after the fourth refusal its next
  // try is at least 4 s away, so an answer within 2.5 s of the tap is the tap's.
  await refusedFourTimes;
  await page.unroute(ACTIVE_ORDERS);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/chef/orders/active') && response.status() === 200, { timeout: 2_500 });
  await problem.tryAgain.click();
  await answered;
  await expect(orders.card(order.number)).toBeVisible();
  await expect(problem.box).toBeHidden();

  expect(await seen(), 'neither the storage banner nor "No active orders" showed at any point').toEqual({ storageBanner: false, noActiveOrders: false });
});

// One page per size, shot in light, then in dark (the colour mode switched in place).
for (const size of screenshotSizes) {
  test(`screenshot: could not load the active orders, ${size.name}, light and dark`, async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: size.viewport });
    try {
      const page = await context.newPage();
      const chef = await approvedChef(request, `could-not-load-${size.name}`);
      await context.route(ACTIVE_ORDERS, (route) => route.fulfill(serverError));
      await startWithLayout(page, { primary: 'emerald', surface: 'slate', menuMode: 'static', darkTheme: false });
      await startSignedIn(page, chef);
      await new ActiveOrdersPage(page).goto();
      const problem = new LoadProblemBox(page, COULD_NOT_LOAD);
      await expect(problem.tryAgain).toBeVisible();
      await saveLightAndDark(page, `could-not-load-${size.name}`, () => expect(problem.tryAgain).toBeVisible());
    } finally {
      await context.close();
    }
  });
}
