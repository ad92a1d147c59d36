// Orders offline: an order accepted with no connection stays accepted and "Waiting to
// send" across a reload, and reaches the server exactly once, with the device time of the tap, when
// the connection is back; an order the customer cancels meanwhile is a conflict the chef is told
// about (a toast, the "Not saved" list) and it leaves the active list. Each test has its own chef.
import { expect, test, type Page } from './support/test.ts';
import { openActiveOrders, type ActiveOrdersPage } from './pages/active-orders.ts';
import { AcceptDialog } from './pages/order-dialogs.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { Toasts } from './pages/toasts.ts';
import { approvedChef } from './support/notifications.ts';
import { cancelOrder, placeOrder, serverOrder } from './support/orders.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';
import { WriteLog, type SentWrite } from './support/write-log.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

/** Accepts the order from its card; answers the device time around the tap on "Accept order". */
async function acceptOnCard(page: Page, orders: ActiveOrdersPage, number: string, minutes: number): Promise<{ before: number; after: number }> {
  await orders.cardButton(number, 'Accept').click();
  const accept = new AcceptDialog(page, number);
  await accept.preset(minutes).click();
  const before = Date.now();
  await accept.submit.click();
  await expect(accept.dialog).toBeHidden();
  return { before, after: Date.now() };
}

test('accepted offline: still accepted and waiting after an offline reload, applied once with the tap time when back online', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'offline-accept');
  const order = await placeOrder(request, chef.user.email);
  const writes = new WriteLog(context, /^\/api\/chef\/orders\/\d+\/accept$/);
  const orders = await openActiveOrders(page, chef);
  const sync = new SyncStatus(page);
  const card = orders.card(order.number);
  await expect(card).toHaveAttribute('data-status', 'pending');
  await expectServiceWorkerInControl(page);

  await context.setOffline(true);
  await sync.expectOffline();
  const tap = await acceptOnCard(page, orders, order.number, 15);
  await expect(card).toHaveAttribute('data-status', 'accepted');
  await expect(card).toHaveAttribute('data-waiting', 'true');
  await expect(card.getByText('Waiting to send', { exact: true })).toBeVisible();

  await page.reload(); // still offline
  await expect(orders.heading).toBeVisible();
  await sync.expectOffline();
  await expect(card).toHaveAttribute('data-status', 'accepted');
  await expect(card).toHaveAttribute('data-waiting', 'true');
  await expect(card.getByText('Waiting to send', { exact: true })).toBeVisible();
  expect((await serverOrder(request, chef.token, order.id)).status, 'nothing reached the server while offline').toBe('pending');

  await context.setOffline(false);
  await expect(card).toHaveAttribute('data-waiting', 'false', { timeout: 15_000 });
  await expect(card.getByText('Waiting to send', { exact: true })).toBeHidden();
  await expect(card).toHaveAttribute('data-status', 'accepted');
  await expect.poll(async () => (await serverOrder(request, chef.token, order.id)).status, { timeout: 10_000 }).toBe('accepted');

  const onServer = await serverOrder(request, chef.token, order.id);
  const accepted = onServer.timeline.filter((entry) => entry.status === 'accepted');
  expect(accepted, `one accepted entry: ${JSON.stringify(onServer.timeline)}`).toHaveLength(1);
  const at = Date.parse(accepted[0]?.at ?? '');
  expect(at, 'the time of the tap (X-Action-At), not of the send').toBeGreaterThanOrEqual(tap.before - 2_000);
  expect(at).toBeLessThanOrEqual(tap.after + 2_000);
  expect(onServer.preparation_time).toBe(15);
  // The server's answers as the browser saw them (recorded as they arrive): applied once, every
  // send with the same Idempotency-Key.
  const accepts = (list: SentWrite[]) => list.filter((write) => write.url === `/api/chef/orders/${order.id}/accept`);
  await expect.poll(() => accepts(writes.applied()).length, { message: 'the server applied the accept once' }).toBe(1);
  const sent = accepts(writes.writes);
  expect(new Set(sent.map((write) => write.key)).size, `every send carries one Idempotency-Key: ${JSON.stringify(sent)}`).toBe(1);
});

test('conflict: accepted offline while the customer cancels; back online the chef is told and the order leaves the list', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'offline-conflict');
  const order = await placeOrder(request, chef.user.email);
  const orders = await openActiveOrders(page, chef);
  const sync = new SyncStatus(page);
  const card = orders.card(order.number);
  await expect(card).toHaveAttribute('data-status', 'pending');

  await context.setOffline(true);
  await sync.expectOffline();
  await acceptOnCard(page, orders, order.number, 10);
  await expect(card).toHaveAttribute('data-status', 'accepted');
  await expect(card).toHaveAttribute('data-waiting', 'true');

  // The customer cancels meanwhile (the test's own HTTP client is not offline).
  expect((await cancelOrder(request, order.id)).status).toBe('refused_by_user');
  await expect(card).toHaveAttribute('data-status', 'accepted'); // the device cannot know yet

  // Back online the late accept is refused (409): the card returns to the server's state (gone:
  // cancelled orders are not active) and the chef is told why. The send may wait out the backoff of
  // the attempts made offline.
  await context.setOffline(false);
  await expect(card).toBeHidden({ timeout: 15_000 });
  await expect(new Toasts(page).of('warning', new RegExp(`Order #${order.number}\\b.*cancelled`)).first()).toBeVisible();
  await expect(orders.empty).toBeVisible();
  await expect(sync.notSavedButton).toHaveText(/Not saved \(1\)/);
  await expect(sync.pendingCount).toBeHidden();
  const onServer = await serverOrder(request, chef.token, order.id);
  expect(onServer.status).toBe('refused_by_user');
  expect(onServer.timeline.filter((entry) => entry.status === 'accepted'), 'the late accept was refused').toHaveLength(0);
});
