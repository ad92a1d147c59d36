// The new-order alarm: an order the admin command places shows on /orders/active live,
// and the alarm loops (the <audio> element plays, loop on) in every open tab until "Stop alarm" in
// one tab silences all of them. How fast is `npm run bench`'s business ("place-order to card",
// "place-order to alarm in another tab"). Each test has its own chef.
import { expect, test } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { ActiveOrdersPage, openActiveOrders } from './pages/active-orders.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { placeOrder, placeOrderByCommand, serverOrder } from './support/orders.ts';

test('an order placed with the admin command shows up live and rings', async ({ page, request, baseURL }) => {
  const chef = await approvedChef(request, 'alarm-live');
  const orders = await openActiveOrders(page, chef);
  await expect(orders.empty).toBeVisible();
  await orders.expectSilent();

  const placed = await placeOrderByCommand(baseURL ?? '', chef.user.email);
  expect((await serverOrder(request, chef.token, placed.id)).status, 'the command placed it on the server').toBe('pending');
  await expect(orders.card(placed.number)).toBeVisible();
  await expect(orders.card(placed.number)).toHaveAttribute('data-status', 'pending');
  await expect(orders.empty).toBeHidden();

  await expect(orders.alarmBanner(placed.number)).toBeVisible();
  await orders.expectRinging();
  expect((await orders.alarmState()).src).toMatch(/\/notification\.mp3$/);
  await orders.stopAlarm.click();
  await orders.expectSilent();
  await expect(orders.alarmBanner(placed.number)).toBeHidden();
  // Stopping the alarm only silences it: the order still waits for an answer.
  await expect(orders.card(placed.number)).toHaveAttribute('data-status', 'pending');
});

test('two tabs: a new order rings in both, "Stop alarm" in one silences the other', async ({ context, request }) => {
  const chef = await approvedChef(request, 'alarm-tabs');
  const first = await openActiveOrders(await context.newPage(), chef);
  // The second tab is on another screen: the alarm belongs to the whole app, not one page.
  const secondPage = await context.newPage();
  await startSignedIn(secondPage, chef);
  await secondPage.goto('/kitchen');
  await expect(new AppShell(secondPage).heading('Kitchen')).toBeVisible();
  await new SyncStatus(secondPage).expectLive();
  const second = new ActiveOrdersPage(secondPage);
  await first.expectSilent();
  await second.expectSilent();

  const order = await placeOrder(request, chef.user.email);
  await expect(first.card(order.number)).toBeVisible();
  for (const tab of [first, second]) {
    await expect(tab.alarmBanner(order.number)).toBeVisible();
    await tab.expectRinging();
  }

  await first.stopAlarm.click();
  for (const tab of [first, second]) {
    await tab.expectSilent();
    await expect(tab.alarmBanner(order.number)).toBeHidden();
  }
  await expect(first.card(order.number)).toHaveAttribute('data-status', 'pending');
});

test('on a phone, the ringing alarm bar never hides the last order: the page keeps room under it', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const chef = await approvedChef(request, 'alarm-room');
  const placed = [await placeOrder(request, chef.user.email), await placeOrder(request, chef.user.email), await placeOrder(request, chef.user.email), await placeOrder(request, chef.user.email)];
  const orders = await openActiveOrders(page, chef);
  for (const order of placed) await expect(orders.card(order.number)).toBeVisible();
  await orders.expectRinging();
  // Scrolled to the very end, every card's bottom edge is above the bar's top edge.
  await expect
    .poll(async () =>
      page.evaluate(() => {
        const stop = Array.from(document.querySelectorAll('button')).find((button) => button.textContent?.trim() === 'Stop alarm');
        const cards = Array.from(document.querySelectorAll('article[aria-label^="Order #"]'));
        if (!stop || cards.length === 0) return 'no bar or no cards';
        let pinned: HTMLElement | null = stop;
        while (pinned && getComputedStyle(pinned).position !== 'fixed') pinned = pinned.parentElement;
        if (!pinned) return 'the bar is not pinned';
        window.scrollTo(0, document.documentElement.scrollHeight);
        const barTop = pinned.getBoundingClientRect().top;
        const lastBottom = Math.max(...cards.map((card) => card.getBoundingClientRect().bottom));
        return lastBottom <= barTop ? 'clear' : `the last card ends at ${lastBottom}, under the bar from ${barTop}`;
      }),
    )
    .toBe('clear');
});
