// Push messages in our service worker, on any build (no Firebase config
// needed: the worker handles FCM's push event itself). An FCM-shaped message delivered through
// the DevTools protocol shows the order's notification when no app window is open (title, body,
// icon, badge, sticky for a new order, one per order, with Accept and Open); with the app on screen
// it goes to the page instead; a malformed one is ignored; a click on it (no action: a platform
// without buttons) takes the app window to the active orders with the order's Accept dialog.
import { expect, test } from './support/test.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { placeOrder } from './support/orders.ts';
import { clickNotification, deliverPush, shownNotifications } from './support/push.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

const fcmMessage = (order: { id: number; number: string }, title: string) => ({
  from: '1234',
  fcmMessageId: `m-${title}`,
  notification: { title, body: 'Aziz ordered 2 portions' },
  data: { title, body: 'Aziz ordered 2 portions', type: 'new_order', action_url: `/orders/${order.id}`, notification_id: '1', order_id: String(order.id) },
});

test("a new-order push shows one sticky notification per order; its click opens the order's Accept dialog", async ({ page, context, request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const chef = await approvedChef(request, 'push-worker');
  const order = await placeOrder(request, chef.user.email);
  await context.grantPermissions(['notifications'], { origin });
  await startSignedIn(page, chef);
  await page.goto('/orders/active');
  await expectServiceWorkerInControl(page);

  // The app is on screen: the message is the page's (a toast), not a system notification.
  await deliverPush(context, page, origin, fcmMessage({ id: order.id + 1000, number: 'other' }, 'While looking'));
  await deliverPush(context, page, origin, 'not json at all');
  await deliverPush(context, page, origin, { notification: 'not an object' });

  // No app window: the worker shows it; a repeat for the same order replaces it.
  const elsewhere = await context.newPage();
  await page.close();
  await deliverPush(context, elsewhere, origin, fcmMessage(order, `New order #${order.number}`));
  await deliverPush(context, elsewhere, origin, fcmMessage(order, `New order #${order.number} (again)`));
  await expect.poll(() => shownNotifications(context).then((shown) => shown.map((n) => n.title))).toEqual([`New order #${order.number} (again)`]);
  const [shown] = await shownNotifications(context);
  expect(shown).toMatchObject({
    body: 'Aziz ordered 2 portions',
    tag: `order-${order.id}`,
    requireInteraction: true,
    icon: `${origin}/icons/icon-192.png`,
    badge: `${origin}/icons/icon-monochrome-512.png`,
    actions: [
      { action: 'accept', title: 'Accept (usual time)' },
      { action: 'open', title: 'Open' },
    ],
  });

  // The chef opens the app on another screen, then clicks the notification: the window goes to the
  // active orders, asked to open the order's Accept dialog (the screen drops `accept` once open).
  const app = await context.newPage();
  await app.goto('/kitchen');
  await expectServiceWorkerInControl(app);
  await clickNotification(context, `order-${order.id}`);
  await expect(app).toHaveURL(new RegExp(`^${origin}/orders/active(\\?accept=${order.id})?$`));
  // The order's Accept dialog opens over the screen (a modal: the heading behind it is hidden).
  await expect(app.getByRole('dialog', { name: `Accept order #${order.number}` })).toBeVisible();
  await expect(app).toHaveURL(`${origin}/orders/active`);
  await expect.poll(() => shownNotifications(context)).toEqual([]);
});
