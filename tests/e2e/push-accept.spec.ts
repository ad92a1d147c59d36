// "Accept (usual time)" on a new-order notification with no app window open (the service worker,
// sw/push.ts): the push delivered through the DevTools protocol shows the order with its two
// actions; the accept tapped on it reaches the server once, with the time of the click and the
// kitchen's usual time plus busy mode's extra; offline it waits and is sent by the order's next
// reminder push once the browser is back online (Chromium gives a worker with no app window no
// Background Sync). The app opened afterwards shows the order accepted, and the
// journal has the tap, written by the service worker. Each test has its own chef.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { JournalPage } from './pages/journal.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { startSignedIn } from './support/browser-state.ts';
import { fillKitchen } from './support/kitchen-edit.ts';
import { approvedChef } from './support/notifications.ts';
import { placeOrder, serverOrder, type ServerOrder } from './support/orders.ts';
import { clickNotification, deliverPush, shownNotifications } from './support/push.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

const USUAL = 30; // fillKitchen's preparation time
const BUSY_EXTRA = 20;

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

/** A new-order push as the server sends it (server/push/fcm-message.ts). */
const newOrderPush = (order: ServerOrder) => ({
  from: '1234',
  fcmMessageId: `m-${order.id}`,
  notification: { title: `New order #${order.number}`, body: `${order.customer.name} ordered` },
  data: {
    title: `New order #${order.number}`,
    body: `${order.customer.name} ordered`,
    action_url: `/orders/${order.id}`,
    type: 'new_order',
    notification_id: '1',
    order_id: String(order.id),
    order_number: order.number,
    reminder: '0',
  },
});

/** The order's first reminder, a minute later. */
const reminderPush = (order: ServerOrder) => {
  const push = newOrderPush(order);
  return { ...push, fcmMessageId: `m-${order.id}-1`, data: { ...push.data, title: `Order #${order.number} is still waiting`, reminder: '1' } };
};

/** The chef's device after using the app: signed in, the kitchen (busy) on the device, the worker
 * in control; then every app window is closed. Answers a blank page for the DevTools sessions. */
async function chefWithTheAppClosed(context: BrowserContext, request: APIRequestContext, page: Page, label: string, origin: string) {
  const chef = await approvedChef(request, label);
  await fillKitchen(request, chef.token);
  const busy = await request.post('/api/chef/kitchen/busy', {
    headers: { Accept: 'application/json', Authorization: `Bearer ${chef.token}` },
    data: { extra_minutes: BUSY_EXTRA, busy_for: '1_hour' },
  });
  expect(busy.status(), await busy.text()).toBe(200);
  await context.grantPermissions(['notifications'], { origin });
  await startSignedIn(page, chef);
  await page.goto('/kitchen');
  await new SyncStatus(page).expectLive();
  await expectServiceWorkerInControl(page);
  // What the worker reads with no window open: who is signed in, and the kitchen with busy mode.
  await expect
    .poll(() =>
      page.evaluate(async (chefId) => {
        const read = (name: string, store: string) =>
          new Promise<unknown[]>((resolve, reject) => {
            const open = indexedDB.open(name);
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const all = open.result.transaction(store).objectStore(store).getAll();
              all.onsuccess = () => resolve(all.result as unknown[]);
              all.onerror = () => reject(all.error);
              open.result.close();
            };
          });
        const [signedIn] = (await read('chef-pwa-device', 'signedIn')) as { chefId: number }[];
        const [kitchen] = (await read(`chef-pwa-${chefId}`, 'kitchen')) as { busy: { extra_minutes: number } | null }[];
        return { chefId: signedIn?.chefId ?? null, busyExtra: kitchen?.busy?.extra_minutes ?? null };
      }, chef.user.id),
    )
    .toEqual({ chefId: chef.user.id, busyExtra: BUSY_EXTRA });
  const blank = await context.newPage(); // not an app window: only for the DevTools protocol
  await page.close();
  return { chef, blank };
}

/** Delivers the push and checks what the worker shows: the order, ringing, with its two actions. */
async function expectNotificationOf(context: BrowserContext, blank: Page, origin: string, order: ServerOrder): Promise<void> {
  await deliverPush(context, blank, origin, newOrderPush(order));
  await expect.poll(() => shownNotifications(context).then((shown) => shown.map((n) => n.tag))).toEqual([`order-${order.id}`]);
  const [shown] = await shownNotifications(context);
  expect(shown).toMatchObject({
    title: `New order #${order.number}`,
    requireInteraction: true,
    actions: [
      { action: 'accept', title: 'Accept (usual time)' },
      { action: 'open', title: 'Open' },
    ],
  });
}

/** Taps "Accept (usual time)"; answers the time around the click. */
async function tapAccept(context: BrowserContext, order: ServerOrder): Promise<{ before: number; after: number }> {
  const before = Date.now();
  await clickNotification(context, `order-${order.id}`, 'accept');
  return { before, after: Date.now() };
}

/** The order on the server: accepted once, at the click, with the usual time plus busy. */
async function expectAcceptedOnceAt(request: APIRequestContext, token: string, order: ServerOrder, click: { before: number; after: number }): Promise<void> {
  const stored = await serverOrder(request, token, order.id);
  expect(stored.status).toBe('accepted');
  expect(stored.preparation_time).toBe(USUAL + BUSY_EXTRA);
  const accepted = stored.timeline.filter((entry) => entry.status === 'accepted');
  expect(accepted, `one accepted entry: ${JSON.stringify(stored.timeline)}`).toHaveLength(1);
  const at = Date.parse(accepted[0]?.at ?? '');
  expect(at, 'the time of the click (X-Action-At), not of the send').toBeGreaterThanOrEqual(click.before - 1_000);
  expect(at).toBeLessThanOrEqual(click.after + 1_000);
}

/** The app opened afterwards: the order is accepted, nothing waits, the journal has the tap. */
async function expectTheAppShowsItAccepted(context: BrowserContext, order: ServerOrder, chef: Parameters<typeof openActiveOrders>[1], tapKnewTheOrder: boolean): Promise<void> {
  const app = await context.newPage();
  const orders = await openActiveOrders(app, chef);
  await expect(orders.card(order.number)).toHaveAttribute('data-status', 'accepted');
  await expect(new SyncStatus(app).pendingCount).toBeHidden();
  const journal = new JournalPage(app);
  await journal.openFromMenu();
  const tapped = journal.entry('Accept order: tapped, saved on this device.');
  await expect(tapped).toHaveCount(1);
  // The line names the order when the device had it at the tap (online, the worker read it first).
  if (tapKnewTheOrder) await expect(tapped).toContainText(`#${order.number}`);
  await expect(tapped).toContainText('Service worker');
}

test('Accept on the notification with no app window: the server has it once, at the click, with the usual time plus busy', async ({ context, request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const page = await context.newPage();
  const { chef, blank } = await chefWithTheAppClosed(context, request, page, 'push-accept', origin);
  const order = await placeOrder(request, chef.user.email); // not on the device: it comes by push only
  await expectNotificationOf(context, blank, origin, order);

  const click = await tapAccept(context, order);

  await expect.poll(async () => (await serverOrder(request, chef.token, order.id)).status, { message: 'the worker sent the accept' }).toBe('accepted');
  await expectAcceptedOnceAt(request, chef.token, order, click);
  await expect
    .poll(() => shownNotifications(context))
    .toEqual([expect.objectContaining({ title: `Order #${order.number} accepted — ${USUAL + BUSY_EXTRA} min`, tag: `order-${order.id}`, requireInteraction: false, actions: [] })]);
  await expectTheAppShowsItAccepted(context, order, chef, true);
});

test('Accept on the notification offline: nothing leaves; back online, the next reminder push sends it once instead of ringing', async ({ context, request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  const page = await context.newPage();
  const { chef, blank } = await chefWithTheAppClosed(context, request, page, 'push-accept-offline', origin);
  const order = await placeOrder(request, chef.user.email);
  await context.setOffline(true);
  await expectNotificationOf(context, blank, origin, order);

  const click = await tapAccept(context, order);

  await expect
    .poll(() => shownNotifications(context))
    .toEqual([expect.objectContaining({ title: `Order #${order.number} accepted — ${USUAL + BUSY_EXTRA} min`, body: 'Accept will be sent when you are back online.' })]);
  expect((await serverOrder(request, chef.token, order.id)).status, 'nothing reached the server while offline').toBe('pending');

  // Chromium lets a worker register Background Sync only while an app window exists; with none,
  // the order's next reminder (a push: the device is online) sends the accept, and instead of
  // ringing again the notification says the order is accepted.
  await context.setOffline(false);
  await deliverPush(context, blank, origin, reminderPush(order));
  await expect.poll(async () => (await serverOrder(request, chef.token, order.id)).status, { message: 'the reminder push sent the accept' }).toBe('accepted');
  await expect
    .poll(() => shownNotifications(context))
    .toEqual([expect.objectContaining({ title: `Order #${order.number} accepted — ${USUAL + BUSY_EXTRA} min`, body: 'The customer is told.', requireInteraction: false })]);
  await expectAcceptedOnceAt(request, chef.token, order, click);
  await expectTheAppShowsItAccepted(context, order, chef, false);
});
