// Running late: on an accepted order's card "+5 / +10 / +20 min" moves its
// ready time, twice at most (then the buttons go); the card, the details and the kitchen ticket
// show the new time and that it moved; on a phone (390x844) and a desktop (1280x800), light and
// dark, axe clean, screenshots saved. Tapped offline it waits and reaches the server once.
import { expect, test } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { OrderDetailsPage } from './pages/order-details.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { expectNoAxeViolations, rulesIn, setDarkMode } from './support/axe.ts';
import { approvedChef } from './support/notifications.ts';
import { chefActs, placeOrder, serverOrder, type ServerOrder } from './support/orders.ts';
import { saveScreenshot, screenshotSizes, screenshotThemes } from './support/screenshots.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';
import { WriteLog } from './support/write-log.ts';

type Delayed = ServerOrder & { estimated_ready_at: string | null; ready_delays?: { minutes: number }[] };

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

for (const size of screenshotSizes) {
  test(`running late twice moves the ready time on the card, the details and the ticket (${size.name})`, async ({ page, request }) => {
    await page.setViewportSize(size.viewport);
    const chef = await approvedChef(request, `late-${size.name}`);
    const order = await placeOrder(request, chef.user.email);
    const accepted = (await chefActs(request, chef.token, order.id, { action: 'accept', preparationTime: 30 })) as Delayed;
    const readyAt = Date.parse(accepted.estimated_ready_at ?? '');
    const orders = await openActiveOrders(page, chef);
    const card = orders.card(order.number);
    await expect(card).toHaveAttribute('data-status', 'accepted');

    await card.getByRole('button', { name: 'Move the ready time 10 min later' }).click();
    await expect(card.getByTestId('ready-moved')).toHaveText('Ready time moved +10 min');
    await card.getByRole('button', { name: 'Move the ready time 5 min later' }).click();
    await expect(card.getByTestId('ready-moved')).toHaveText('Ready time moved +15 min');
    await expect(card.getByTestId('running-late'), 'twice at most').toBeHidden();
    await expect.poll(async () => ((await serverOrder(request, chef.token, order.id)) as Delayed).ready_delays?.length).toBe(2);
    expect(Date.parse(((await serverOrder(request, chef.token, order.id)) as Delayed).estimated_ready_at ?? '')).toBe(readyAt + 15 * 60_000);
    for (const theme of screenshotThemes) {
      await setDarkMode(page, theme === 'dark');
      await expectNoAxeViolations(page, `card of an order running late, ${size.name} ${theme}`, rulesIn(theme));
      await saveScreenshot(page, `running-late-card-${size.name}-${theme}`);
    }

    const details = new OrderDetailsPage(page);
    await details.goto(order.id, order.number);
    await expect(page.getByRole('main').getByTestId('ready-moved')).toHaveText('Ready time moved +15 min');
    await expect(details.visibleTickets().first()).toContainText(/\d\d:\d\d \(moved \+15\)/);
    await expect(details.timelineEntries().last()).toContainText('Running late: ready 5 min later');
    for (const theme of screenshotThemes) {
      await setDarkMode(page, theme === 'dark');
      await expectNoAxeViolations(page, `details of an order running late, ${size.name} ${theme}`, rulesIn(theme));
      await saveScreenshot(page, `running-late-details-${size.name}-${theme}`);
    }
  });
}

test('running late tapped offline waits, and reaches the server once when back', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'late-offline');
  const order = await placeOrder(request, chef.user.email);
  await chefActs(request, chef.token, order.id, { action: 'accept', preparationTime: 20 });
  const orders = await openActiveOrders(page, chef);
  await expectServiceWorkerInControl(page);
  const sync = new SyncStatus(page);
  const writes = new WriteLog(context, /^\/api\/chef\/orders\/\d+\/delay$/);
  const card = orders.card(order.number);
  await expect(card).toHaveAttribute('data-status', 'accepted');

  await context.setOffline(true);
  await sync.expectOffline();
  await card.getByRole('button', { name: 'Move the ready time 20 min later' }).click();
  await expect(card.getByTestId('ready-moved')).toHaveText('Ready time moved +20 min');
  await expect(card).toHaveAttribute('data-waiting', 'true');
  expect(((await serverOrder(request, chef.token, order.id)) as Delayed).ready_delays ?? []).toHaveLength(0);

  await context.setOffline(false);
  await expect(card).toHaveAttribute('data-waiting', 'false', { timeout: 15_000 });
  await expect.poll(async () => ((await serverOrder(request, chef.token, order.id)) as Delayed).ready_delays?.length).toBe(1);
  await expect.poll(() => writes.applied().length, { message: 'the server applied it once' }).toBe(1);
  expect(new Set(writes.writes.map((write) => write.key)).size).toBe(1);
  await expect(card.getByTestId('ready-moved')).toHaveText('Ready time moved +20 min');
});
