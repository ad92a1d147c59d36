// Order history: the status filter shows only the orders of that status, the search finds
// an order by number, and a history page seen online opens again offline after a reload (cached on
// the device). The chef is the test's own: its history is exactly the orders placed here.
import { expect, test } from './support/test.ts';
import { OrderHistoryPage } from './pages/order-history.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { cancelOrder, completedOrder, placeOrder, type ServerOrder } from './support/orders.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

test('history: filter "Cancelled", search by number, and a page seen online reads offline after a reload', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'history');
  const completed: ServerOrder[] = [await completedOrder(request, chef), await completedOrder(request, chef)];
  const cancelled: ServerOrder[] = [];
  for (let i = 0; i < 2; i += 1) cancelled.push(await cancelOrder(request, (await placeOrder(request, chef.user.email)).id));
  const all = [...completed, ...cancelled];

  await startSignedIn(page, chef);
  const history = new OrderHistoryPage(page);
  await history.goto();
  await expect(history.rows).toHaveCount(all.length);
  for (const order of completed) await expect(history.row(order.number)).toContainText('Completed');
  for (const order of cancelled) await expect(history.row(order.number)).toContainText('Cancelled');
  await expect(history.pageOf(1, 1)).toBeVisible();

  await history.filterStatus('Cancelled');
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(history.rows).toHaveCount(cancelled.length);
  for (const order of cancelled) await expect(history.row(order.number)).toBeVisible();
  for (const order of completed) await expect(history.row(order.number)).toBeHidden();

  await history.filterStatus('All');
  await expect(history.rows).toHaveCount(all.length);
  const wanted = completed[1] ?? completed[0];
  if (!wanted) throw new Error('no completed order');
  await history.search.fill(wanted.number);
  await expect(history.rows).toHaveCount(1);
  await expect(history.row(wanted.number)).toContainText('Completed');
  await history.search.fill('no such order 000');
  await expect(history.empty).toBeVisible();

  // The unfiltered page, seen online, then offline after a reload.
  await history.goto();
  await expect(history.rows).toHaveCount(all.length);
  await expectServiceWorkerInControl(page);
  await context.setOffline(true);
  await page.reload();
  await expect(history.heading).toBeVisible();
  await new SyncStatus(page).expectOffline();
  await expect(history.rows).toHaveCount(all.length);
  for (const order of all) await expect(history.row(order.number)).toBeVisible();
});
