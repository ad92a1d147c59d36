// A signed-out device forgets the chef: logout deletes the chef's database
// `chef-pwa-<id>` (customers' details, the national ID number, the outbox) and the device record of
// the token; with actions still waiting, the logout dialog says how many and offers to send them
// first or to sign out anyway. Each test has its own chef.
import { expect, test, type Page } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { AppShell } from './pages/app-shell.ts';
import { AcceptDialog } from './pages/order-dialogs.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { apiLogin, verifyTokenStatus } from './support/api.ts';
import { storedSession } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { placeOrder, serverOrder } from './support/orders.ts';
import { saveScreenshot, screenshotSizes } from './support/screenshots.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

/** Closes the toasts on screen (one may close itself meanwhile). */
async function closeToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-testid^="toast-"]');
  await expect(async () => {
    if ((await toasts.count()) > 0) await toasts.first().getByRole('button').click({ timeout: 1_000 });
    expect(await toasts.count()).toBe(0);
  }, 'the toasts are closed').toPass({ timeout: 20_000 });
}

/** The IndexedDB databases of the page's origin, by name. */
const databaseNames = (page: Page) => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name ?? ''));

/** The device record the service worker reads (chef-pwa-device, table signedIn). */
const deviceRecord = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('chef-pwa-device');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('signedIn')) return resolve(undefined);
          const get = db.transaction('signedIn').objectStore('signedIn').get('current');
          get.onsuccess = () => {
            resolve(get.result);
            db.close();
          };
        };
      }),
  );

test("logout leaves no chef database and no token on the device, in this tab and the chef's other tab", async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'logout-forgets');
  const order = await placeOrder(request, chef.user.email);
  const orders = await openActiveOrders(page, chef);
  await expect(orders.card(order.number)).toBeVisible(); // the customer's details are on the device
  const other = await context.newPage();
  await other.goto('/orders/active');
  await expect(other.getByRole('article', { name: `Order #${order.number}` })).toBeVisible();
  expect(await databaseNames(page)).toContain(`chef-pwa-${chef.user.id}`);
  expect(await deviceRecord(page)).toMatchObject({ chefId: chef.user.id, token: chef.token });

  const shell = new AppShell(page);
  await shell.openUserMenuItem('Logout');
  await expect(shell.logoutDialog).toContainText('Are you sure you want to log out?');
  await shell.logoutDialog.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL('/auth/login');

  await expect.poll(() => databaseNames(page), { message: "the chef's database is deleted" }).not.toContain(`chef-pwa-${chef.user.id}`);
  expect(await deviceRecord(page)).toBeUndefined();
  const stored = await storedSession(page);
  expect(stored.user).toEqual({ isLoggedIn: false, userData: null, token: null });
  expect(stored.sessionToken).toBeNull();
  expect(await verifyTokenStatus(request, chef.token)).toBe(401);
  // The other tab followed to sign-in and did not bring the database back.
  await expect(other).toHaveURL(/\/auth\/login/);
  expect(await databaseNames(other)).not.toContain(`chef-pwa-${chef.user.id}`);
});

test('logout with actions waiting: the dialog says how many; "Send them first" sends them, then signs out', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'logout-send-first');
  const order = await placeOrder(request, chef.user.email);
  const orders = await openActiveOrders(page, chef);
  const sync = new SyncStatus(page);
  await expect(orders.card(order.number)).toHaveAttribute('data-status', 'pending');

  await context.setOffline(true);
  await sync.expectOffline();
  await orders.cardButton(order.number, 'Accept').click();
  const accept = new AcceptDialog(page, order.number);
  await accept.preset(15).click();
  await accept.submit.click();
  await expect(orders.card(order.number)).toHaveAttribute('data-waiting', 'true');

  const shell = new AppShell(page);
  await shell.openUserMenuItem('Logout');
  await expect(shell.logoutDialog).toContainText('1 action is still waiting to be sent.');
  await expect(shell.logoutDialog).toContainText('You are offline: they can only be sent when the connection is back. Signing out now loses them.');
  await expect(shell.logoutDialog.getByRole('button', { name: 'Send them first' })).toBeDisabled();
  await expect(shell.logoutDialog.getByRole('button', { name: 'Sign out anyway' })).toBeEnabled();

  // Back online, the app sends by itself; the answer is slow (held here until the chef has chosen).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/api/chef/orders/*/accept', async (route) => {
    await held;
    await route.continue();
  });
  await context.setOffline(false);
  await expect(shell.logoutDialog.getByRole('button', { name: 'Send them first' })).toBeEnabled();
  await expect(shell.logoutDialog).toContainText('1 action is still waiting to be sent.');
  await shell.logoutDialog.getByRole('button', { name: 'Send them first' }).click();
  await expect(shell.logoutDialog).toContainText('Sending… 1 left.');
  release();
  await expect(page).toHaveURL('/auth/login');
  const again = await apiLogin(request, chef.user.email, chef.password); // the device's token is revoked
  expect((await serverOrder(request, again.token, order.id)).status, 'sent before the sign-out').toBe('accepted');
  await expect.poll(() => databaseNames(page)).not.toContain(`chef-pwa-${chef.user.id}`);
});

test('"Sign out anyway" with an action waiting loses it, said plainly, and leaves nothing on the device', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'logout-anyway');
  const first = await placeOrder(request, chef.user.email);
  const second = await placeOrder(request, chef.user.email);
  const orders = await openActiveOrders(page, chef);
  const sync = new SyncStatus(page);
  await expect(orders.card(second.number)).toHaveAttribute('data-status', 'pending');

  await context.setOffline(true);
  await sync.expectOffline();
  for (const order of [first, second]) {
    await orders.cardButton(order.number, 'Accept').click();
    const accept = new AcceptDialog(page, order.number);
    await accept.preset(15).click();
    await accept.submit.click();
    await expect(orders.card(order.number)).toHaveAttribute('data-waiting', 'true');
  }
  await context.route('**/api/chef/orders/*/accept', (route) => route.abort('internetdisconnected')); // the Wi-Fi is up, the internet is not
  await context.setOffline(false);

  const shell = new AppShell(page);
  await closeToasts(page); // the accepts' toasts: not part of the dialog's pictures
  await shell.openUserMenuItem('Logout');
  await expect(shell.logoutDialog.getByTestId('logout-waiting')).toHaveText('2 actions are still waiting to be sent.');
  await expect(shell.logoutDialog).toContainText('Send them first, or sign out anyway: actions not sent are lost.');
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') {
      await shell.logoutDialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(shell.logoutDialog).toBeHidden();
      await shell.darkModeToggle.click();
      await expect(page.locator('html')).toHaveClass(/(^|\s)app-dark(\s|$)/);
      await shell.openUserMenuItem('Logout');
      await expect(shell.logoutDialog.getByTestId('logout-waiting')).toHaveText('2 actions are still waiting to be sent.');
    }
    for (const size of screenshotSizes) {
      await page.setViewportSize(size.viewport);
      await saveScreenshot(page, `logout-waiting-${size.name}-${theme}`);
    }
  }
  await shell.logoutDialog.getByRole('button', { name: 'Sign out anyway' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect.poll(() => databaseNames(page)).not.toContain(`chef-pwa-${chef.user.id}`);
  expect(await deviceRecord(page)).toBeUndefined();
  const again = await apiLogin(request, chef.user.email, chef.password);
  for (const order of [first, second]) expect((await serverOrder(request, again.token, order.id)).status, 'never sent').toBe('pending');
});
