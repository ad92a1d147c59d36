// The once-per-load check of the chef's token (GET /api/verify-token) does not hold an approved
// chef's screen (src/routes/-guard.ts): on a kitchen's network its answer can stall until the
// call's 10 s deadline (the internet gone while the Wi-Fi stays up), and the installed app showed
// nothing but the service worker's dead picture meanwhile. Here the answer never comes while the
// chef works: the app's own card is there and Accept opens its dialog, with the check still
// waiting. When the answer comes, it still counts: a 401 signs the chef out, to sign-in.
import { expect, test } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { LoginPage } from './pages/login-page.ts';
import { approvedChef } from './support/notifications.ts';
import { placeOrder } from './support/orders.ts';

test('an approved chef works while verify-token stalls; its late 401 still signs out', async ({ page, request }) => {
  const chef = await approvedChef(request, 'verify-stalled');
  const order = await placeOrder(request, chef.user.email);
  const orders = await openActiveOrders(page, chef);
  await expect(orders.cardButton(order.number, 'Accept')).toBeVisible();

  let answer: (status: number) => void = () => {};
  const answered = new Promise<number>((resolve) => (answer = resolve));
  let asked = 0;
  let failed = 0;
  page.on('requestfailed', (failure) => {
    if (failure.url().includes('/api/verify-token')) failed += 1;
  });
  await page.route('**/api/verify-token', async (route) => {
    asked += 1;
    const status = await answered;
    await route
      .fulfill({ status, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Unauthenticated.' }) })
      .catch(() => undefined); // the page gave up on it (the old guard's deadline)
  });
  await page.reload();

  // The app's own card (not the service worker's picture of the screen): Accept opens its dialog.
  const accept = page.locator('#root').getByRole('article', { name: `Order #${order.number}`, exact: true }).getByRole('button', { name: 'Accept', exact: true });
  await accept.click();
  const dialog = page.getByRole('dialog', { name: `Accept order #${order.number}`, exact: true });
  await expect(dialog).toBeVisible();
  expect(asked, 'the page load asked for the check').toBe(1);
  expect(failed, 'the check was still waiting: the screen did not wait for it').toBe(0);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();

  answer(401);
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Forders%2Factive$/);
  await expect(new LoginPage(page).heading).toBeVisible();
});
