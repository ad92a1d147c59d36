// The chef's answers to an order on /orders/active: accept with a preparation time, mark
// ready, complete (the order moves to history); refuse (notes required for 'Other', the refund);
// ask for pickup and the customer accepts (the order becomes a pickup order). Each test places
// orders for a chef of its own and checks the server's state too.
import { expect, test } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { AcceptDialog, PickupDialog, ReadyDialog, RefuseDialog } from './pages/order-dialogs.ts';
import { OrderHistoryPage } from './pages/order-history.ts';
import { approvedChef } from './support/notifications.ts';
import { answerPickup, euros, placeOrder, serverOrder } from './support/orders.ts';

test('accept with "20 min", mark ready, complete: the order leaves the active list and shows in history as Completed', async ({ page, request }) => {
  const chef = await approvedChef(request, 'accept-flow');
  const order = await placeOrder(request, chef.user.email);
  const orders = await openActiveOrders(page, chef);
  const card = orders.card(order.number);
  await expect(card).toHaveAttribute('data-status', 'pending');

  await orders.cardButton(order.number, 'Accept').click();
  const accept = new AcceptDialog(page, order.number);
  await expect(accept.dialog).toBeVisible();
  await accept.preset(20).click();
  await expect(accept.preset(20)).toHaveAttribute('aria-pressed', 'true');
  await expect(accept.minutes).toHaveValue('20');
  await accept.submit.click();
  await expect(accept.dialog).toBeHidden();
  await expect(card).toHaveAttribute('data-status', 'accepted');
  await expect(card).toContainText(/Ready in (19|20):\d{2}/);
  await expect.poll(async () => (await serverOrder(request, chef.token, order.id)).status).toBe('accepted');
  expect((await serverOrder(request, chef.token, order.id)).preparation_time).toBe(20);

  await orders.cardButton(order.number, 'Mark ready').click();
  const ready = new ReadyDialog(page, order.number);
  await expect(ready.dialog).toBeVisible();
  await ready.confirm.click();
  await expect(ready.dialog).toBeHidden();
  await expect(card).toHaveAttribute('data-status', 'ready_for_delivery');
  await expect.poll(async () => (await serverOrder(request, chef.token, order.id)).status).toBe('ready_for_delivery');

  await orders.cardButton(order.number, 'Complete').click();
  await expect(card).toBeHidden();
  await expect(orders.empty).toBeVisible();
  await expect.poll(async () => (await serverOrder(request, chef.token, order.id)).status).toBe('completed');

  const history = new OrderHistoryPage(page);
  await history.goto();
  await expect(history.row(order.number)).toBeVisible();
  await expect(history.row(order.number)).toContainText('Completed');
  await expect(history.row(order.number)).toContainText(euros(order.total));
});

test('refuse: "Other" without notes asks for a note; with notes it refuses and the full amount is refunded', async ({ page, request }) => {
  const chef = await approvedChef(request, 'refuse');
  const order = await placeOrder(request, chef.user.email);
  const orders = await openActiveOrders(page, chef);

  await orders.cardButton(order.number, 'Refuse').click();
  const refuse = new RefuseDialog(page, order.number);
  await expect(refuse.dialog).toBeVisible();
  await expect(refuse.refundText(euros(order.total))).toBeVisible();
  await refuse.chooseReason('Other');
  await refuse.submit.click();
  await expect(refuse.otherNeedsNotes).toBeVisible();
  await expect(refuse.dialog).toBeVisible();
  expect((await serverOrder(request, chef.token, order.id)).status, 'nothing was sent').toBe('pending');

  await refuse.notes.fill('The oven broke down.');
  await refuse.submit.click();
  await expect(refuse.dialog).toBeHidden();
  await expect(orders.card(order.number)).toBeHidden();
  await expect.poll(async () => (await serverOrder(request, chef.token, order.id)).status).toBe('refused_by_chef');
  const refused = await serverOrder(request, chef.token, order.id);
  expect(refused.refund, 'the full amount goes back to the wallet').toMatchObject({ amount: order.total, to: 'wallet' });
  expect(refused.timeline.find((entry) => entry.status === 'refused_by_chef')?.note).toContain('The oven broke down.');
});

test('ask for pickup: the card waits for the customer; once they accept it is a pickup order, new again', async ({ page, request }) => {
  const chef = await approvedChef(request, 'pickup');
  const order = await placeOrder(request, chef.user.email);
  expect(order.type).toBe('delivery');
  const orders = await openActiveOrders(page, chef);
  const card = orders.card(order.number);
  await expect(card.getByText('Delivery', { exact: true })).toBeVisible();

  await orders.cardButton(order.number, 'Ask for pickup').click();
  const pickup = new PickupDialog(page);
  await expect(pickup.dialog).toBeVisible();
  await expect(pickup.approvalText).toBeVisible();
  await pickup.chooseReason('No courier available');
  await pickup.submit.click();
  await expect(pickup.dialog).toBeHidden();
  await expect(card).toHaveAttribute('data-status', 'delivery_change_requested');
  await expect(card.getByText('Waiting for the customer to approve pickup', { exact: true })).toBeVisible();
  await expect(orders.cardButton(order.number, 'Accept')).toBeHidden();
  await expect.poll(async () => (await serverOrder(request, chef.token, order.id)).status).toBe('delivery_change_requested');

  await answerPickup(request, order.id, 'accept');
  await expect(card).toHaveAttribute('data-status', 'pending');
  await expect(card.getByText('Pickup', { exact: true })).toBeVisible();
  await expect(card.getByText('Delivery', { exact: true })).toBeHidden();
  await expect(card.getByText('Waiting for the customer to approve pickup', { exact: true })).toBeHidden();
  await expect(orders.cardButton(order.number, 'Accept')).toBeVisible();
  await expect(orders.cardButton(order.number, 'Ask for pickup')).toBeHidden();
  const now = await serverOrder(request, chef.token, order.id);
  expect({ status: now.status, type: now.type }).toEqual({ status: 'pending', type: 'pickup' });
});
