// A pull that fails is asked again: the realtime `new_order` reads its own
// order first and then pulls the active orders; the network answers both with a 503.
// The app asks the pull again on its own (1 s backoff), so the new order's card appears without a
// reload or any other trigger.
import type { Route } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { approvedChef } from './support/notifications.ts';
import { placeOrder } from './support/orders.ts';

test('after one 503 on the pull a new order triggered, its card still appears without a reload', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'pull-retry');
  const orders = await openActiveOrders(page, chef);
  await expect(orders.empty).toBeVisible();

  const refused = { order: 0, pull: 0 };
  const refuseOnce = (which: keyof typeof refused) => async (route: Route) => {
    if (refused[which] > 0) return route.fallback();
    refused[which]++;
    await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Service Unavailable' }) });
  };
  // The order's own read fails too, so only the pull, asked again, can bring the card.
  await context.route(/\/api\/chef\/orders\/\d+$/, refuseOnce('order'));
  await context.route('**/api/chef/orders/active', refuseOnce('pull'));
  const order = await placeOrder(request, chef.user.email);
  await expect(orders.card(order.number)).toBeVisible();
  await expect(orders.card(order.number)).toHaveAttribute('data-status', 'pending');
  expect(refused, 'the order read and the pull the event triggered were each answered with a 503').toEqual({ order: 1, pull: 1 });
});
