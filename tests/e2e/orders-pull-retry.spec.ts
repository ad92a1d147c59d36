// A pull that fails is asked again (issue 9, defect 7): the realtime `new_order` triggers a pull
// of the active orders that the network answers with a 503; the app asks again on its own (1 s
// backoff), so the new order's card appears without a reload or any other trigger.
import { expect, test } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { approvedChef } from './support/notifications.ts';
import { placeOrder } from './support/orders.ts';

test('after one 503 on the pull a new order triggered, its card still appears without a reload', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'pull-retry');
  const orders = await openActiveOrders(page, chef);
  await expect(orders.empty).toBeVisible();

  let refused = 0;
  await context.route('**/api/chef/orders/active', async (route) => {
    if (refused > 0) return route.fallback();
    refused++;
    await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Service Unavailable' }) });
  });
  const order = await placeOrder(request, chef.user.email);
  await expect(orders.card(order.number)).toBeVisible();
  await expect(orders.card(order.number)).toHaveAttribute('data-status', 'pending');
  expect(refused, 'the pull the event triggered was answered with a 503').toBe(1);
});
