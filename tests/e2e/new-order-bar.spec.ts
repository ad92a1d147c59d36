// The order loop as a chef walks it on a phone (390x844) and a desktop (1280x800): the new-order
// bar shows the items, delivery or pickup, the total and "Accept", which opens the card's Accept
// dialog; the last card's buttons take a real tap while the bar shows; `/orders/active?accept=<id>`
// (where the notification's tap leads) opens that order's Accept dialog, also on a start before
// the order is on the device, and leaves the address; the queue (waiting for an answer, being
// prepared) on the kitchen screen and beside "Active orders" in the side menu, following an order
// that arrives and one accepted; toasts clear of the bell's dropdown, of the card just answered's
// buttons and of the new-order bar,
// no new-notification toast while the dropdown is open; busy mode's minutes apart from the usual
// time in the accept dialog; top-bar buttons of 44 px. Light and dark, axe clean, screenshots
// saved. Each test has its own chef.
import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { ActiveOrdersPage, openActiveOrders } from './pages/active-orders.ts';
import { KitchenOverviewPage, fillServerKitchen, setServerKitchenOpen } from './pages/kitchen-overview.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { AcceptDialog } from './pages/order-dialogs.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { Toasts } from './pages/toasts.ts';
import { expectNoAxeViolations, rulesIn, setDarkMode } from './support/axe.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef, sendNotification, uniqueTitle } from './support/notifications.ts';
import { cancelOrder, chefActs, euros, placeOrder, serverOrder } from './support/orders.ts';
import { saveScreenshot, screenshotSizes, screenshotThemes } from './support/screenshots.ts';

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator, name: string): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${name} is not on screen`);
  return box;
}

/** Whether a real tap at the centre of `target` lands on it (nothing pinned lies over it). */
async function tapReaches(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

async function busyServerKitchen(request: APIRequestContext, token: string, extraMinutes: 10 | 20 | 30): Promise<void> {
  const response = await request.post('/api/chef/kitchen/busy', {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    data: { extra_minutes: extraMinutes, busy_for: 'until_off' },
  });
  expect(response.status(), `busy: ${await response.text()}`).toBe(200);
}

const bar = (page: Page) => page.getByTestId('order-alarm-banner');

for (const size of screenshotSizes) {
  test(`the new-order bar shows the items, the type, the total and Accept, and leaves the last card's buttons a real tap (${size.name})`, async ({ page, request }) => {
    await page.setViewportSize(size.viewport);
    const chef = await approvedChef(request, `bar-${size.name}`);
    const placed = [await placeOrder(request, chef.user.email), await placeOrder(request, chef.user.email), await placeOrder(request, chef.user.email, { pickup: true })];
    const orders = await openActiveOrders(page, chef);
    for (const order of placed) await expect(orders.card(order.number)).toBeVisible();
    const newest = placed[2];
    if (!newest) throw new Error('no order placed');
    await orders.expectRinging();

    const banner = orders.alarmBanner(newest.number);
    await expect(banner).toBeVisible();
    await expect(banner.getByTestId('order-alarm-total')).toHaveText(`Total ${euros(newest.total)}`);
    await expect(banner.getByTestId('order-alarm-type')).toHaveText('Pickup');
    const first = newest.items[0];
    if (!first) throw new Error('the order has no items');
    await expect(banner.getByTestId('order-alarm-items')).toContainText(`${first.quantity} × ${first.name}`);
    await expect(banner).toContainText(newest.customer.name);
    await expect(banner).toContainText('and 2 more');
    const accept = banner.getByRole('button', { name: `Accept Order #${newest.number}`, exact: true });
    await expect(accept).toBeVisible();
    for (const theme of screenshotThemes) {
      await setDarkMode(page, theme === 'dark');
      await expectNoAxeViolations(page, `active orders with the new-order bar, ${size.name} ${theme}`, rulesIn(theme));
      await saveScreenshot(page, `new-order-bar-${size.name}-${theme}`);
    }
    await setDarkMode(page, false);

    // Scrolled to the end, every button of the lowest card takes a tap at its centre.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lowest = orders.cards.last();
    const buttons = lowest.getByRole('button');
    await expect(buttons.first()).toBeVisible();
    for (const button of await buttons.all()) await expect.poll(() => tapReaches(button), { message: `${await button.textContent()} takes a tap` }).toBe(true);
    await saveScreenshot(page, `new-order-bar-scrolled-${size.name}-light`);

    // "Accept" on the bar opens the card's Accept dialog for that order, the address left clean.
    await accept.click();
    const dialog = new AcceptDialog(page, newest.number);
    await expect(dialog.dialog).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/active$/);
    await dialog.preset(20).click();
    await dialog.submit.click();
    await expect(dialog.dialog).toBeHidden();
    await expect.poll(async () => (await serverOrder(request, chef.token, newest.id)).status).toBe('accepted');
    await expect(orders.card(newest.number)).toHaveAttribute('data-status', 'accepted');
  });
}

test('the bar on another screen: Accept goes to the order and opens its Accept dialog', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const chef = await approvedChef(request, 'bar-elsewhere');
  await startSignedIn(page, chef);
  await page.goto('/profile');
  await new SyncStatus(page).expectLive();
  const order = await placeOrder(request, chef.user.email, { pickup: false });
  const banner = bar(page);
  await expect(banner).toContainText(`New order #${order.number}`);
  await expect(banner.getByTestId('order-alarm-type')).toHaveText('Delivery');
  await banner.getByRole('button', { name: `Accept Order #${order.number}`, exact: true }).click();
  await expect(new AcceptDialog(page, order.number).dialog).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/active$/);
});

test('?accept=<id> opens that order’s Accept dialog on a start before the order is on the device, then leaves the address', async ({ page, request }) => {
  const chef = await approvedChef(request, 'accept-param');
  const order = await placeOrder(request, chef.user.email);
  const answered = await placeOrder(request, chef.user.email);
  await chefActs(request, chef.token, answered.id, { action: 'accept', preparationTime: 20 });
  // The first page of this browser: its database is empty, as when a notification's tap starts
  // the app; the dialog opens once the pull has brought the order.
  await startSignedIn(page, chef);
  await page.goto(`/orders/active?accept=${order.id}`);
  const dialog = new AcceptDialog(page, order.number);
  await expect(dialog.dialog).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/orders\/active$/);
  await page.keyboard.press('Escape');
  await expect(dialog.dialog).toBeHidden();

  // An order answered already: no dialog, the card shows how it stands, the address is clean.
  await page.goto(`/orders/active?accept=${answered.id}`);
  await expect(page.getByRole('article', { name: `Order #${answered.number}`, exact: true })).toHaveAttribute('data-status', 'accepted');
  await expect(page).toHaveURL(/\/orders\/active$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Nonsense is dropped by the address's validation.
  await page.goto('/orders/active?accept=abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Active orders' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

for (const size of screenshotSizes) {
  test(`the queue on the kitchen screen and in the side menu follows an order that arrives and one accepted (${size.name})`, async ({ page, request }) => {
    await page.setViewportSize(size.viewport);
    const chef = await approvedChef(request, `queue-${size.name}`);
    const first = await placeOrder(request, chef.user.email);
    await startSignedIn(page, chef);
    const overview = new KitchenOverviewPage(page);
    await overview.goto();
    await new SyncStatus(page).expectLive();
    const queue = page.getByTestId('kitchen-order-queue');
    await expect(queue).toHaveAttribute('data-waiting', '1');
    await expect(queue).toHaveAttribute('data-preparing', '0');
    await expect(queue).toContainText('1 waits for your answer');

    const second = await placeOrder(request, chef.user.email);
    await expect(queue).toHaveAttribute('data-waiting', '2');
    await expect(queue).toContainText('2 wait for your answer');
    await page.getByRole('button', { name: 'Stop alarm' }).click();

    // One tap from the kitchen to the orders; one accepted there.
    await queue.click();
    await expect(page).toHaveURL(/\/orders\/active$/);
    const orders = new ActiveOrdersPage(page);
    await orders.cardButton(first.number, 'Accept').click();
    const dialog = new AcceptDialog(page, first.number);
    await dialog.preset(20).click();
    await dialog.submit.click();
    await expect(orders.card(first.number)).toHaveAttribute('data-status', 'accepted');
    await expect(orders.card(second.number)).toHaveAttribute('data-status', 'pending');

    const shell = new AppShell(page);
    if (size.name === 'phone') await shell.menuToggle.click();
    const menuLink = shell.mainMenu.getByRole('link', { name: /^Active Order/ });
    await expect(menuLink).toBeVisible();
    await expect(menuLink).toHaveAccessibleName(/^Active Order ?, 1 waits for your answer ?, 1 being prepared$/);
    await expect(shell.mainMenu.getByTestId('menu-order-queue')).toHaveAttribute('data-waiting', '1');
    await expect(shell.mainMenu.getByTestId('menu-order-queue')).toHaveAttribute('data-preparing', '1');
    await shell.menuLink('Kitchen').click();
    await expect(shell.heading('Kitchen')).toBeVisible();
    await expect(queue).toHaveAttribute('data-waiting', '1');
    await expect(queue).toHaveAttribute('data-preparing', '1');
    await expect(queue).toContainText('1 waits for your answer');
    await expect(queue).toContainText('1 being prepared');
    if (size.name === 'phone') await shell.menuToggle.click(); // the overlay menu, open for the picture
    for (const theme of screenshotThemes) {
      await setDarkMode(page, theme === 'dark');
      await expectNoAxeViolations(page, `kitchen with the queue, ${size.name} ${theme}`, rulesIn(theme));
      await saveScreenshot(page, `kitchen-queue-${size.name}-${theme}`);
    }
  });
}

for (const size of screenshotSizes) {
  test(`toasts stay clear of the bell's dropdown and of the card just answered; no new-notification toast while the dropdown is open (${size.name})`, async ({ page, request }) => {
    await page.setViewportSize(size.viewport);
    const chef = await approvedChef(request, `toasts-${size.name}`);
    await sendNotification(request, chef.user.email, { title: uniqueTitle('Older'), body: 'Read me later' });
    const order = await placeOrder(request, chef.user.email);
    const orders: ActiveOrdersPage = await openActiveOrders(page, chef);
    await expect(orders.card(order.number)).toBeVisible();
    await orders.stopAlarm.click();
    const toasts = new Toasts(page);

    // The dropdown open: a new notification shows in its list, with no toast over it.
    const bell = new NotificationBell(page);
    await bell.open();
    const title = uniqueTitle('Fresh');
    await sendNotification(request, chef.user.email, { title, body: 'While the list is open' });
    await expect(bell.item(title)).toBeVisible();
    await expect(bell.list.getByRole('listitem').first()).toContainText(title);
    // The customer cancels: that toast shows, away from the title, "Mark all read" and the first item.
    await cancelOrder(request, order.id);
    const cancelled = toasts.of('warning', `Order #${order.number} was cancelled by the customer`);
    await expect(cancelled).toBeVisible();
    await expect(toasts.of('info', title)).toHaveCount(0);
    const toastBox = await boxOf(cancelled, 'the toast');
    for (const [name, part] of [
      ['the title', bell.dropdown.getByRole('heading', { name: 'Notifications' })],
      ['Mark all read', bell.markAllRead],
      ['the first item', bell.list.getByRole('listitem').first()],
    ] as const)
      expect(overlaps(toastBox, await boxOf(part, name)), `the toast covers ${name}`).toBe(false);
    await saveScreenshot(page, `toasts-dropdown-${size.name}-light`);
    await bell.close();

    // A card answered: the toast covers none of its buttons (the next one, "Mark ready", included).
    const next = await placeOrder(request, chef.user.email);
    await orders.stopAlarm.click();
    await orders.cardButton(next.number, 'Accept').click();
    const dialog = new AcceptDialog(page, next.number);
    await dialog.preset(15).click();
    await dialog.submit.click();
    const accepted = toasts.of('success', `Order #${next.number} accepted`);
    await expect(accepted).toBeVisible();
    await expect(orders.cardButton(next.number, 'Mark ready')).toBeVisible();
    const toastNow = await boxOf(accepted, 'the toast');
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    const onScreen = [];
    for (const button of await orders.card(next.number).getByRole('button').all()) {
      const box = await boxOf(button, 'a button of the card');
      if (box.y + box.height / 2 > viewport.height) continue; // below the fold: nothing covers it there
      onScreen.push(await button.textContent());
      expect(overlaps(toastNow, box), `the toast covers "${await button.textContent()}"`).toBe(false);
      expect(await tapReaches(button), `"${await button.textContent()}" takes a tap while the toast shows`).toBe(true);
    }
    expect(onScreen, 'the card has buttons on screen').not.toEqual([]);
    for (const theme of screenshotThemes) {
      await setDarkMode(page, theme === 'dark');
      await expectNoAxeViolations(page, `active orders with a toast, ${size.name} ${theme}`, rulesIn(theme));
      await saveScreenshot(page, `toasts-card-${size.name}-${theme}`);
    }
  });
}

test('with the new-order bar showing, a toast never covers it (phone)', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const chef = await approvedChef(request, 'toast-above-bar');
  const orders = await openActiveOrders(page, chef);
  const ringing = await placeOrder(request, chef.user.email);
  await expect(orders.alarmBanner(ringing.number)).toBeVisible();
  const title = uniqueTitle('Above the bar');
  await sendNotification(request, chef.user.email, { title, body: 'A toast while an order rings' });
  const toast = new Toasts(page).of('info', title);
  await expect(toast).toBeVisible();
  await expect.poll(async () => overlaps(await boxOf(toast, 'the toast'), await boxOf(bar(page), 'the bar'))).toBe(false);
  expect((await boxOf(toast, 'the toast')).y).toBeLessThan((await boxOf(bar(page), 'the bar')).y);
  await saveScreenshot(page, 'toast-above-bar-phone-light');
});

test("with the phone's side menu open, a toast shows below its links, not over the first of them", async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const chef = await approvedChef(request, 'toast-below-menu');
  await openActiveOrders(page, chef);
  const shell = new AppShell(page);
  await shell.menuToggle.click();
  await expect(shell.menuLink('Kitchen')).toBeVisible();
  const title = uniqueTitle('Below the menu');
  await sendNotification(request, chef.user.email, { title, body: 'A toast while the menu is open' });
  const toast = new Toasts(page).of('info', title);
  await expect(toast).toBeVisible();
  const links = await shell.mainMenu.getByRole('link').all();
  expect(links.length).toBeGreaterThan(3);
  for (const link of links) {
    const name = (await link.textContent()) ?? 'a menu link';
    await expect.poll(async () => overlaps(await boxOf(toast, 'the toast'), await boxOf(link, name)), `the toast covers "${name}"`).toBe(false);
  }
  await saveScreenshot(page, 'toast-below-menu-phone-light');
});

test('in busy mode the accept dialog shows the usual time and the busy minutes apart, and submits their sum', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const chef = await approvedChef(request, 'busy-usual');
  await fillServerKitchen(request, chef.token, 'Busy Usual Kitchen'); // usual time 25 min
  await setServerKitchenOpen(request, chef.token, true);
  await busyServerKitchen(request, chef.token, 20);
  const order = await placeOrder(request, chef.user.email);
  const orders = await openActiveOrders(page, chef);
  await orders.cardButton(order.number, 'Accept').click();
  const dialog = new AcceptDialog(page, order.number);
  await expect(dialog.dialog).toContainText("Your kitchen's usual time: 25 min, +20 busy.");
  await expect(dialog.dialog).not.toContainText('usual time: 45');
  await expect(dialog.minutes).toHaveValue('45');
  await expect(dialog.preset(45)).toHaveAttribute('aria-pressed', 'true');
  for (const theme of screenshotThemes) {
    await setDarkMode(page, theme === 'dark');
    await expectNoAxeViolations(page, `accept dialog in busy mode, phone ${theme}`, rulesIn(theme));
    await saveScreenshot(page, `accept-busy-phone-${theme}`);
  }
  await dialog.submit.click();
  await expect.poll(async () => (await serverOrder(request, chef.token, order.id)).status).toBe('accepted');
  expect((await serverOrder(request, chef.token, order.id)).preparation_time).toBe(45);
});

for (const size of screenshotSizes) {
  test(`the top bar's buttons are 44 px targets (${size.name})`, async ({ page, request }) => {
    await page.setViewportSize(size.viewport);
    const chef = await approvedChef(request, `top-bar-${size.name}`);
    await startSignedIn(page, chef);
    await page.goto('/kitchen');
    const shell = new AppShell(page);
    await expect(shell.heading('Kitchen')).toBeVisible();
    for (const [name, button] of [
      ['menu', shell.menuToggle],
      ['bell', new NotificationBell(page).button],
      ['dark mode', shell.darkModeToggle],
      ['theme settings', shell.themeSettings],
      ['user menu', shell.userMenu],
    ] as const) {
      await expect(button, name).toBeVisible();
      const box = await boxOf(button, name);
      expect(box.width, `${name} width`).toBeGreaterThanOrEqual(44);
      expect(box.height, `${name} height`).toBeGreaterThanOrEqual(44);
    }
    await saveScreenshot(page, `top-bar-${size.name}-light`);
  });
}
