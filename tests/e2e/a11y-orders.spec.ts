// Accessibility of the signed-in chef's screens: axe (WCAG 2.2 AA) finds
// nothing on the active orders with a card in every status and the new-order alarm, every order
// dialog (accept, refuse with its error, ask for pickup, mark ready), a success toast, the bell's
// popover, the user menu, the logout dialog, the theme configurator, the side drawer on a phone,
// the order details, the history, the profile, change password, the journal, the kitchen and the
// foods list: on a phone and a desktop, each state in light and dark. One page per size visits all.
// Edit kitchen, create food and the ticket screens are checked the same way (both sizes, light and
// dark) where their states are set up: kitchen-edit-screenshots, food-form-screenshots,
// tickets-screenshots and a11y-screens.
import { expect, test, type Page } from './support/test.ts';
import { ActiveOrdersPage } from './pages/active-orders.ts';
import { AppShell } from './pages/app-shell.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { AcceptDialog, PickupDialog, ReadyDialog, RefuseDialog } from './pages/order-dialogs.ts';
import { OrderDetailsPage } from './pages/order-details.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { ThemeDrawer } from './pages/theme-drawer.ts';
import { Toasts } from './pages/toasts.ts';
import { OrderHistoryPage } from './pages/order-history.ts';
import { defaultLayout, openPage, ordersInEveryStatus, sizes } from './support/a11y.ts';
import { expectNoAxeViolationsLightAndDark } from './support/axe.ts';
import { approvedChef } from './support/notifications.ts';
import { completedOrder } from './support/orders.ts';

/** Opens the screen at `path` and waits for its heading (h1). */
async function visit(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test.describe.configure({ mode: 'parallel' });

for (const size of sizes) {
  test(`axe finds nothing on the orders screens and every overlay, light and dark: ${size.name}`, async ({ browser, request }) => {
    test.setTimeout(150_000);
    const chef = await approvedChef(request, `a11y-orders-${size.name}`);
    await completedOrder(request, chef);
    const orders = await ordersInEveryStatus(request, chef);
    const { context, page } = await openPage(browser, { size: size.viewport, layout: defaultLayout('light'), chef });
    const where = (what: string) => `${what} (${size.name})`;
    try {
      const active = new ActiveOrdersPage(page);
      await active.goto();
      await new SyncStatus(page).expectLive();
      await expect(active.cards).toHaveCount(6);
      await expect(active.alarmBanner(orders.delivery.number)).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, where('active orders in every status, alarm ringing'));
      await active.stopAlarm.click();
      await expect(active.stopAlarm).toBeHidden();

      const number = orders.delivery.number;
      const accept = new AcceptDialog(page, number);
      await active.cardButton(number, 'Accept').click();
      await expect(accept.minutes).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, where('the accept dialog'));
      await page.keyboard.press('Escape');
      await expect(accept.dialog).toBeHidden();

      const refuse = new RefuseDialog(page, number);
      await active.cardButton(number, 'Refuse').click();
      await refuse.submit.click();
      await expect(refuse.dialog.getByText('Choose a reason.')).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, where('the refuse dialog with its error'));
      await page.keyboard.press('Escape');
      await expect(refuse.dialog).toBeHidden();

      const pickup = new PickupDialog(page);
      await active.cardButton(number, 'Ask for pickup').click();
      await expect(pickup.approvalText).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, where('the ask-for-pickup dialog'));
      await page.keyboard.press('Escape');
      await expect(pickup.dialog).toBeHidden();

      const ready = new ReadyDialog(page, orders.preparing.number);
      await active.cardButton(orders.preparing.number, 'Mark ready').click();
      await expect(ready.confirm).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, where('the mark-ready dialog'));
      await page.keyboard.press('Escape');
      await expect(ready.dialog).toBeHidden();

      await active.cardButton(orders.ready.number, 'Complete').click();
      await expect(new Toasts(page).of('success', `Order #${orders.ready.number} completed`)).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, where('a success toast'));

      const bell = new NotificationBell(page);
      await bell.open();
      await expect(bell.list.getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, where('the notifications popover'));
      await bell.close();

      const shell = new AppShell(page);
      await shell.userMenu.click();
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, where('the user menu'));
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(shell.logoutDialog).toBeVisible();
      await expectNoAxeViolationsLightAndDark(page, where('the logout dialog'));
      await page.keyboard.press('Escape');
      await expect(shell.logoutDialog).toBeHidden();

      const drawer = new ThemeDrawer(page);
      await drawer.open();
      await expectNoAxeViolationsLightAndDark(page, where('the theme configurator'));
      await drawer.close();

      if (size.name === 'phone') {
        await shell.menuToggle.click();
        await expect(shell.mainMenu).toBeVisible();
        await expectNoAxeViolationsLightAndDark(page, where('the side menu over the screen'));
        await shell.menuToggle.click();
        await expect(shell.sidebar).toHaveAttribute('data-state', 'closed');
      }

      const details = new OrderDetailsPage(page);
      await details.goto(orders.preparing.id, orders.preparing.number);
      await expect(details.timelineEntries()).toHaveCount(2);
      await expectNoAxeViolationsLightAndDark(page, where('the order details'));

      const screens: [string, string | RegExp][] = [
        ['/orders/history', 'Order history'],
        ['/profile', 'Profile'],
        ['/change-password', 'Change password'],
        ['/journal', 'Journal'],
        ['/kitchen', 'Kitchen'],
        ['/foods', 'Foods'],
      ];
      for (const [path, heading] of screens) {
        await visit(page, path, heading);
        if (path === '/orders/history') await expect(new OrderHistoryPage(page).rows.first()).toBeVisible();
        if (path === '/journal') await expect(page.getByRole('list', { name: /^Entries of / }).getByRole('listitem').first()).toBeVisible();
        await expectNoAxeViolationsLightAndDark(page, where(path));
      }
    } finally {
      await context.close();
    }
  });
}
