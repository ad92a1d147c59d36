// The order loop on a phone (390 x 844): the ringing alarm bar leaves room for the last
// card's buttons, one event gives one alert (the alarm bar, not also a toast; one toast for a
// customer's cancellation), a history row opens from anywhere on it, and an unfetched history
// filter shows offline what the device has, and the accept dialog opens with the kitchen's usual
// preparation time chosen. Each test has its own chef, except the demo kitchen's dialog, which is
// opened and cancelled (nothing changes).
import { expect, test } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { AcceptDialog } from './pages/order-dialogs.ts';
import { Toasts } from './pages/toasts.ts';
import { approvedChef } from './support/notifications.ts';
import { cancelOrder, chefActs, completedOrder, placeOrder, type ServerOrder } from './support/orders.ts';
import { startSignedIn } from './support/browser-state.ts';
import { apiLogin } from './support/api.ts';
import { seededChefs } from './support/env.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.use({ viewport: { width: 390, height: 844 } });

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

test('with an order ringing, the last card’s buttons take a real tap, and the new order makes no toast', async ({ page, request }) => {
  const chef = await approvedChef(request, 'phone-alarm-room');
  const orders = await openActiveOrders(page, chef);
  const placed = [];
  for (let i = 0; i < 3; i++) placed.push(await placeOrder(request, chef.user.email));
  const last = placed[placed.length - 1];
  if (!last) throw new Error('no order placed');
  await expect(orders.cards).toHaveCount(3);
  await expect(orders.alarmBanner(last.number)).toBeVisible();
  await expect(page.getByTestId('toast-info')).toHaveCount(0); // the alarm bar is the one alert

  // The lowest card on the screen: its Accept is tapped for real (no force) with the bar showing.
  const boxes = await Promise.all(placed.map(async (order) => ({ order, box: await orders.card(order.number).boundingBox() })));
  const lowest = boxes.sort((a, b) => (b.box?.y ?? 0) - (a.box?.y ?? 0))[0]?.order;
  if (!lowest) throw new Error('no card on screen');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await saveScreenshot(page, 'orders-phone-alarm-ringing-light');
  await orders.cardButton(lowest.number, 'Accept').click({ timeout: 10_000 });
  await expect(new AcceptDialog(page, lowest.number).dialog).toBeVisible();
});

test('a customer’s cancellation gives one toast', async ({ page, request }) => {
  const chef = await approvedChef(request, 'phone-one-cancel-toast');
  const order = await placeOrder(request, chef.user.email);
  const orders = await openActiveOrders(page, chef);
  await expect(orders.card(order.number)).toBeVisible();
  await orders.stopAlarm.click();

  await cancelOrder(request, order.id);
  const toasts = new Toasts(page);
  await expect(toasts.of('warning', `Order #${order.number} was cancelled by the customer`)).toBeVisible();
  await expect(page.locator('[data-testid^="toast-"]')).toHaveCount(1);
});

test('history on a phone: tapping a row anywhere (the customer’s name) opens the order', async ({ page, request }) => {
  const chef = await approvedChef(request, 'phone-history-row');
  const order = await completedOrder(request, chef);
  await startSignedIn(page, chef);
  await page.goto('/orders/history');
  const row = page.getByRole('article', { name: `Order #${order.number}` });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link')).toHaveCount(1); // one link for keyboards and screen readers
  await saveScreenshot(page, 'orders-phone-history-light');
  // A tap where the customer's name is (the card's link lies over the whole card, so the tap is a
  // real one at that point, not a click dispatched to the name's element).
  const name = await row.getByText(order.customer.name, { exact: true }).boundingBox();
  if (!name) throw new Error('the customer name is not on screen');
  await page.mouse.click(name.x + name.width / 2, name.y + name.height / 2);
  await expect(page).toHaveURL(`/orders/${order.id}`);
});

test('offline, a history filter never fetched shows the matching orders on the device, said to be maybe incomplete', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'phone-history-offline');
  const done = await completedOrder(request, chef);
  const refused = await placeOrder(request, chef.user.email);
  await chefActs(request, chef.token, refused.id, { action: 'refuse', reason: 'too_busy' });
  await startSignedIn(page, chef);
  await page.goto('/orders/history');
  await expect(page.getByRole('article', { name: `Order #${refused.number}` })).toBeVisible(); // "All" is saved on the device

  await context.setOffline(true);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
  const onDevice = page.getByTestId('history-on-device');
  await expect(onDevice).toContainText('The list may be incomplete');
  await expect(onDevice.getByRole('article', { name: `Order #${done.number}` })).toBeVisible();
  await expect(onDevice.getByRole('article', { name: `Order #${refused.number}` })).toHaveCount(0);

  await context.setOffline(false); // the page is fetched: the server's answer replaces the device's
  await expect(onDevice).toBeHidden();
  await expect(page.getByRole('article', { name: `Order #${done.number}` })).toBeVisible();
});

test('the accept dialog opens with the kitchen’s usual preparation time chosen; the chef can change it', async ({ page, request }) => {
  // The demo kitchen's estimate is 30 minutes (server/db/seed-kitchen.ts).
  const demo = await apiLogin(request, seededChefs.approved);
  const active = await request.get('/api/chef/orders/active', { headers: { Authorization: `Bearer ${demo.token}`, Accept: 'application/json' } });
  const pending = ((await active.json()) as { result: ServerOrder[] }).result.find((order) => order.status === 'pending');
  if (!pending) throw new Error('the demo chef has no pending order');
  const orders = await openActiveOrders(page, demo);
  await orders.cardButton(pending.number, 'Accept').click();
  const accept = new AcceptDialog(page, pending.number);
  await expect(accept.preset(30)).toHaveAttribute('aria-pressed', 'true');
  await expect(accept.minutes).toHaveValue('30');
  await expect(accept.dialog.getByText("Your kitchen's usual time: 30 min.", { exact: false })).toBeVisible();
  await accept.preset(45).click();
  await expect(accept.preset(45)).toHaveAttribute('aria-pressed', 'true');
  await expect(accept.preset(30)).toHaveAttribute('aria-pressed', 'false');
  await expect(accept.minutes).toHaveValue('45');
  await accept.dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(accept.dialog).toBeHidden();
});

test('a kitchen without an estimate: the accept dialog starts with no time chosen and asks for one', async ({ page, request }) => {
  const chef = await approvedChef(request, 'phone-no-estimate');
  const order = await placeOrder(request, chef.user.email);
  const orders = await openActiveOrders(page, chef);
  await orders.cardButton(order.number, 'Accept').click();
  const accept = new AcceptDialog(page, order.number);
  await expect(accept.dialog).toBeVisible();
  await expect(accept.dialog.getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(accept.minutes).toHaveValue('');
  await accept.submit.click();
  await expect(accept.dialog).toBeVisible();
  await expect(accept.dialog.getByText('Choose or type a preparation time.', { exact: true })).toBeVisible();
});
