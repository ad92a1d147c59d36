// The order details page: heading "Order #N", the timeline of status changes, and the
// "Print ticket" button that prints an 80 mm kitchen ticket (window.print stubbed to record the
// call; under print media only the ticket shows, the app shell is hidden). Own chef per test.
import { expect, test } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { OrderDetailsPage } from './pages/order-details.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { chefActs, placeOrder } from './support/orders.ts';

test('details: heading, timeline of the status changes, and "Print ticket" prints the kitchen ticket alone', async ({ page, request }) => {
  const chef = await approvedChef(request, 'details');
  const order = await placeOrder(request, chef.user.email);
  const accepted = await chefActs(request, chef.token, order.id, { action: 'accept', preparationTime: 25, notes: 'Extra spicy, as asked' });
  expect(accepted.timeline.map((entry) => entry.status)).toEqual(['pending', 'accepted']);

  await startSignedIn(page, chef);
  const details = new OrderDetailsPage(page);
  await details.goto(order.id, order.number);
  await expect(details.timeline).toBeVisible();
  await expect(details.timelineEntries()).toHaveCount(2);
  await expect(details.timelineEntries().nth(0)).toContainText('New');
  await expect(details.timelineEntries().nth(1)).toContainText('Preparing');
  await expect(details.timelineEntries().nth(1)).toContainText('Preparation time 25 min');
  await expect(details.timelineEntries().nth(1).locator('time')).toHaveAttribute('datetime', accepted.timeline[1]?.at ?? '');
  await expect(details.button('Mark ready')).toBeVisible(); // the action allowed now

  await page.evaluate(() => {
    const calls: number[] = [];
    Object.assign(window, { printCalls: calls });
    window.print = () => {
      calls.push(Date.now());
    };
  });
  await details.printTicket.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number[] }).printCalls.length)).toBe(1);

  // The print styles: an 80 mm page, only the ticket.
  const pageSizes = await page.evaluate(() => {
    const sizes: string[] = [];
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSPageRule) sizes.push(rule.cssText);
        if (rule instanceof CSSGroupingRule) visit(rule.cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    return sizes;
  });
  expect(pageSizes, 'a valid @page rule sizes the ticket 80 mm wide').toContainEqual(expect.stringMatching(/size:\s*80mm\b/));

  const shell = new AppShell(page);
  await expect(details.visibleTickets()).toHaveCount(1); // the preview on screen
  await page.emulateMedia({ media: 'print' });
  await expect(details.visibleTickets()).toHaveCount(1); // the print copy
  await expect(details.visibleTickets()).toContainText(order.number);
  await expect(details.visibleTickets()).toContainText(order.customer.name);
  await expect(details.visibleTickets()).toContainText('Your notes:Extra spicy, as asked'); // the chef's own notes
  await expect(details.heading(order.number)).toBeHidden();
  await expect(shell.menuToggle).toBeHidden();
  await expect(details.printTicket).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(details.heading(order.number)).toBeVisible();
});
