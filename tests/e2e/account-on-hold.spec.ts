// A suspended or inactive chef: the server refuses them orders (403), and the app shows a
// screen that says so in the chef's words, on every screen they try, instead of an error loop.
import { expect, test, type Page } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { setChefStatus } from './support/api.ts';
import { startSignedIn, startWithLayout } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { placeOrder } from './support/orders.ts';
import { saveScreenshot, screenshotSizes } from './support/screenshots.ts';

for (const [status, title] of [
  ['suspended', 'Your account is suspended'],
  ['inactive', 'Your account is inactive'],
] as const) {
  test(`a ${status} chef sees that the account is on hold, not the orders`, async ({ page, request }) => {
    const chef = await approvedChef(request, `on-hold-${status}`);
    await setChefStatus(request, chef.user.email, status);
    const refused = await request.get('/api/chef/orders/active', { headers: { Authorization: `Bearer ${chef.token}`, Accept: 'application/json' } });
    expect(refused.status()).toBe(403);

    await startSignedIn(page, chef);
    await page.goto('/orders/active');
    await expect(page).toHaveURL('/account-on-hold');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('account-on-hold')).toContainText('contact Home Kitchen support');
    await page.goto('/kitchen');
    await expect(page).toHaveURL('/account-on-hold');
    // The profile stays open.
    await page.getByRole('link', { name: 'Open my profile' }).click();
    await expect(page).toHaveURL('/profile');

    // "Check status" while nothing changed says so.
    await page.goto('/account-on-hold');
    await page.getByRole('button', { name: 'Check status' }).click();
    await expect(page.getByText('Your account is still on hold. We will let you know here.')).toBeVisible();
    // Back to approved: the chef moves on (the account_status event, or the next "Check status").
    await setChefStatus(request, chef.user.email, 'approved');
    await expect(async () => {
      const check = page.getByRole('button', { name: 'Check status' });
      if (await check.isVisible()) await check.click({ timeout: 1_000 }).catch(() => undefined); // it may leave meanwhile
      await expect(page).not.toHaveURL('/account-on-hold', { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  });
}

test('suspended while the orders are open: the chef is told at once and sees the on-hold screen, not an error', async ({ page, request }) => {
  const chef = await approvedChef(request, 'on-hold-live');
  const order = await placeOrder(request, chef.user.email);
  const orders = await openActiveOrders(page, chef);
  await expect(orders.card(order.number)).toHaveAttribute('data-status', 'pending');

  await setChefStatus(request, chef.user.email, 'suspended'); // the server tells the chef (account_status)
  await expect(page).toHaveURL('/account-on-hold');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is suspended' })).toBeVisible();
  // (A refusal without any event, a 403 on a pull or an action, reads the account again too:
  // src/sync/engine/account-refused.server.test.ts.)
});

/** The IndexedDB databases of the page's origin, by name. */
const databaseNames = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? ''));

test('"Sign out" on the on-hold screen signs out and leaves no chef database', async ({ page, request }) => {
  const chef = await approvedChef(request, 'on-hold-sign-out');
  await setChefStatus(request, chef.user.email, 'inactive');
  await startSignedIn(page, chef);
  await page.goto('/account-on-hold');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is inactive' })).toBeVisible();
  await expect.poll(() => databaseNames(page)).toContain(`chef-pwa-${chef.user.id}`);

  await page.getByTestId('account-on-hold').getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm logout' });
  await expect(dialog).toContainText('Are you sure you want to log out?');
  await dialog.getByRole('button', { name: 'Logout', exact: true }).click();

  await expect(page).toHaveURL('/auth/login');
  await expect.poll(() => databaseNames(page)).not.toContain(`chef-pwa-${chef.user.id}`);
});

test('screenshots of the on-hold screen', async ({ browser, request }) => {
  test.setTimeout(90_000); // four fresh starts (phone and desktop, light and dark): 30 s on a busy 2-core machine
  const chef = await approvedChef(request, 'on-hold-shots');
  await setChefStatus(request, chef.user.email, 'suspended');
  for (const size of screenshotSizes) {
    for (const dark of [false, true]) {
      const context = await browser.newContext({ viewport: size.viewport });
      const page = await context.newPage();
      await startWithLayout(page, { primary: 'emerald', surface: 'slate', menuMode: 'static', darkTheme: dark });
      await startSignedIn(page, chef);
      await page.goto('/account-on-hold');
      await expect(page.getByRole('heading', { level: 1, name: 'Your account is suspended' })).toBeVisible();
      await saveScreenshot(page, `account-on-hold-${size.name}-${dark ? 'dark' : 'light'}`);
      await context.close();
    }
  }
});
