// Report a problem with an order: from the order's details, a ticket about that order (its title
// starts with the order, the order is named above the form); the ticket links back to the order
// and the order lists the ticket. Online, the server stores the link; offline, the ticket and both
// links are on the device at once and the server gets the ticket once, linked, when back online.
// Each test has its own chef.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { OrderDetailsPage } from './pages/order-details.ts';
import { expectNoAxeViolationsLightAndDark } from './support/axe.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { chefActs, placeOrder } from './support/orders.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';
import { serverTicket, serverTickets, TicketScreens } from './support/tickets.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

/** A chef with a completed order, its details open. */
async function completedOrderOpen(page: Page, request: APIRequestContext, label: string) {
  const chef = await approvedChef(request, label);
  const order = await placeOrder(request, chef.user.email);
  await chefActs(request, chef.token, order.id, { action: 'accept', preparationTime: 20 });
  await chefActs(request, chef.token, order.id, { action: 'ready' });
  await chefActs(request, chef.token, order.id, { action: 'complete' });
  await startSignedIn(page, chef);
  const details = new OrderDetailsPage(page);
  await details.goto(order.id, order.number);
  return { chef, order, details };
}

const reportProblem = (page: Page) => page.getByRole('link', { name: 'Report a problem' });
const reportedProblems = (page: Page) => page.getByTestId('reported-problems');
const description = 'The customer did not come to collect the order by closing time.';

test('a problem reported on an order is a ticket linked both ways', async ({ page, request }) => {
  const { chef, order, details } = await completedOrderOpen(page, request, 'report-problem');
  const screens = new TicketScreens(page);
  await expect(reportedProblems(page)).toHaveCount(0);

  await reportProblem(page).click();
  await expect(screens.heading('New ticket')).toBeVisible();
  await expect(page.getByTestId('ticket-order')).toHaveText(`About order #${order.number}`);
  await expect(screens.title).toHaveValue(`Problem with order #${order.number}`);
  await screens.type(screens.description, description);
  await expectNoAxeViolationsLightAndDark(page, 'a new ticket about an order');
  await screens.send.click();

  await expect(screens.heading(`Problem with order #${order.number}`)).toBeVisible();
  const link = page.getByRole('link', { name: `About order #${order.number}` });
  await expect(link).toBeVisible();
  const [stored] = await serverTickets(request, chef.token);
  expect(stored && (await serverTicket(request, chef.token, stored.id)).order).toEqual({ id: order.id, number: order.number });

  await link.click();
  await expect(details.heading(order.number)).toBeVisible();
  await expect(reportedProblems(page).getByRole('link', { name: `Problem with order #${order.number}` })).toBeVisible();
});

test('offline, the problem and its links are on the device at once, and the server gets it once, linked', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const { chef, order, details } = await completedOrderOpen(page, request, 'report-problem-offline');
  const screens = new TicketScreens(page);
  await expectServiceWorkerInControl(page);

  await context.setOffline(true);
  await reportProblem(page).click();
  await expect(screens.title).toHaveValue(`Problem with order #${order.number}`);
  await screens.type(screens.title, 'Customer did not collect');
  await screens.type(screens.description, description);
  await screens.send.click();
  await expect(screens.heading('Customer did not collect')).toBeVisible();
  await page.getByRole('link', { name: `About order #${order.number}` }).click();
  await expect(details.heading(order.number)).toBeVisible();
  await expect(reportedProblems(page).getByRole('link', { name: 'Customer did not collect' })).toBeVisible();
  expect(await serverTickets(request, chef.token)).toEqual([]);

  await context.setOffline(false);
  await expect.poll(async () => (await serverTickets(request, chef.token)).map((ticket) => [ticket.title, ticket.order?.id]), { timeout: 30_000 }).toEqual([['Customer did not collect', order.id]]);
  await page.reload();
  await expect(reportedProblems(page).getByRole('link', { name: 'Customer did not collect' })).toHaveCount(1);
});
