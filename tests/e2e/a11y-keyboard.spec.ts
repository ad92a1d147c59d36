// The chef's main path with the keyboard alone: sign in, skip to the content,
// open the bell and mark all read, accept an order with a preparation time, refuse one with a
// reason, close every dialog and popover with Escape and find focus back where it was, and never
// on <body> after an action. Also: each screen's document title and the announcement of a new
// screen; the bell's shake stops under prefers-reduced-motion; no horizontal scrolling at 320 px
// wide or at 200% zoom (640 CSS px on a 1280 px screen).
import { expect, test, type Locator, type Page } from './support/test.ts';
import { ActiveOrdersPage } from './pages/active-orders.ts';
import { AppShell } from './pages/app-shell.ts';
import { LoginPage } from './pages/login-page.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { AcceptDialog, RefuseDialog } from './pages/order-dialogs.ts';
import { OrderDetailsPage } from './pages/order-details.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { ThemeDrawer } from './pages/theme-drawer.ts';
import { defaultLayout, expectNoHorizontalScroll, expectVisibleFocusRing, openPage, ordersInEveryStatus } from './support/a11y.ts';
import { approvedChef, sendNotification, serverNotifications, uniqueTitle } from './support/notifications.ts';
import { completedOrder, placeOrder, serverOrder } from './support/orders.ts';

test.describe.configure({ mode: 'parallel' });

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement, undefined, { timeout: 1_000 }).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus (none when it has already); fails after
 * `max` presses. */
async function tabTo(page: Page, target: Locator, options: { back?: boolean; max?: number } = {}): Promise<number> {
  const max = options.max ?? 40;
  if (await hasFocus(target)) return 0;
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
    if (await hasFocus(target)) return presses;
  }
  throw new Error(`${max} presses of ${options.back ? 'Shift+Tab' : 'Tab'} never reached ${target.toString()}`);
}

/** What has focus now, in words (for the messages), and whether it is <body>. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''}"`;
  });

/** A keyboard user presses Escape once the overlay holds the focus (it moves there as it opens):
 * fails when focus never gets inside, which is itself an accessibility bug. */
async function focusInside(overlay: Locator): Promise<void> {
  await expect.poll(() => overlay.evaluate((element) => element.contains(document.activeElement)), { message: 'focus inside the overlay' }).toBe(true);
}

test('keyboard only: sign in, skip link, the bell, accept with a time, refuse with a reason, Escape returns focus', async ({ page, request }) => {
  test.setTimeout(90_000);
  const chef = await approvedChef(request, 'a11y-keyboard');
  await sendNotification(request, chef.user.email, { title: uniqueTitle('Keyboard'), body: 'A second unread one' });
  const first = await placeOrder(request, chef.user.email);
  const second = await placeOrder(request, chef.user.email);

  const login = new LoginPage(page);
  await login.goto();
  await expect(page).toHaveTitle('Sign in · Home Kitchen Chef');
  await tabTo(page, login.email);
  await expectVisibleFocusRing(page, 'the e-mail field');
  await page.keyboard.type(chef.user.email);
  await tabTo(page, login.password);
  await page.keyboard.type(chef.password);
  await page.keyboard.press('Enter');
  const shell = new AppShell(page);
  await expect(shell.heading('Kitchen')).toBeVisible();
  await expect(page).toHaveTitle('Kitchen · Home Kitchen Chef');

  // The first Tab reaches "Skip to content"; Enter puts focus on the main region.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  // To the active orders through the side menu (the link's name goes on with the queue's counts);
  // the new screen is announced.
  await tabTo(page, shell.mainMenu.getByRole('link', { name: /^Active Order\b/ }), { back: true });
  await page.keyboard.press('Enter');
  const orders = new ActiveOrdersPage(page);
  await expect(orders.heading).toBeVisible();
  await expect(page).toHaveTitle('Active orders · Home Kitchen Chef');
  await expect(page.getByTestId('route-announcer')).toHaveText('Active orders');
  await new SyncStatus(page).expectLive();
  await expect(orders.cards).toHaveCount(2);

  // From the skip link, the first card's Accept is a few Tabs away: past the prep sheet's link, "Test
  // the alarm" and the new-order bar's Accept, Open order and Stop alarm.
  await tabTo(page, skip, { back: true });
  await page.keyboard.press('Enter');
  const firstAccept = orders.cards.first().getByRole('button', { name: 'Accept', exact: true });
  await tabTo(page, firstAccept, { max: 6 });
  await expectVisibleFocusRing(page, "a card's Accept");

  // The bell: its name says the count; "Mark all read" keeps focus; Escape returns to the bell.
  const bell = new NotificationBell(page);
  const unread = (await serverNotifications(request, chef.token)).filter((notification) => notification.read_at === null).length;
  expect(unread, 'the approval, the one sent and the new orders').toBeGreaterThanOrEqual(2);
  await expect(bell.badge).toHaveText(String(unread));
  await expect(bell.button).toHaveAccessibleName(`Notifications, ${unread} unread`);
  await tabTo(page, bell.button, { back: true });
  await expectVisibleFocusRing(page, 'the bell');
  await page.keyboard.press('Enter');
  await expect(bell.dropdown).toBeVisible();
  await tabTo(page, bell.markAllRead);
  await page.keyboard.press('Enter');
  await expect(bell.badge).toBeHidden();
  await expect(bell.button).toHaveAccessibleName('Notifications');
  expect(await focused(page), 'focus after "Mark all read"').not.toBe('body');
  await page.keyboard.press('Escape');
  await expect(bell.dropdown).toBeHidden();
  await expect(bell.button).toBeFocused();

  // The user menu's name holds the initials it shows; Escape returns to it.
  await expect(shell.userMenu).toHaveAccessibleName('User menu, TA');
  await tabTo(page, shell.userMenu);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await focusInside(page.getByRole('menu'));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(shell.userMenu).toBeFocused();

  // The theme configurator: Escape returns to its button.
  await tabTo(page, shell.themeSettings, { back: true });
  await page.keyboard.press('Enter');
  const drawer = new ThemeDrawer(page);
  await expect(drawer.drawer).toBeVisible();
  await focusInside(drawer.drawer);
  await page.keyboard.press('Escape');
  await expect(drawer.drawer).toBeHidden();
  await expect(shell.themeSettings).toBeFocused();

  // Accept: Escape first returns to the card's Accept; then a preset and "Accept order".
  const acceptFirst = orders.cardButton(first.number, 'Accept');
  const accept = new AcceptDialog(page, first.number);
  await tabTo(page, acceptFirst);
  await page.keyboard.press('Enter');
  await expect(accept.dialog).toBeVisible();
  await focusInside(accept.dialog);
  await page.keyboard.press('Escape');
  await expect(accept.dialog).toBeHidden();
  await expect(acceptFirst).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(accept.dialog).toBeVisible();
  await tabTo(page, accept.preset(20));
  await page.keyboard.press('Enter');
  await expect(accept.preset(20)).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, accept.submit);
  await page.keyboard.press('Enter');
  await expect(accept.dialog).toBeHidden();
  await expect(orders.card(first.number)).toHaveAttribute('data-status', 'accepted');
  await expect.poll(async () => (await serverOrder(request, chef.token, first.id)).preparation_time).toBe(20);
  // The card's Accept is gone: focus moves to its next action, not to <body>.
  await expect(orders.cardButton(first.number, 'Mark ready')).toBeFocused();

  // Refuse with a reason: Escape returns to Refuse; then "Too busy" and "Refuse order".
  const refuseSecond = orders.cardButton(second.number, 'Refuse');
  const refuse = new RefuseDialog(page, second.number);
  await tabTo(page, refuseSecond, { back: true });
  await page.keyboard.press('Enter');
  await expect(refuse.dialog).toBeVisible();
  await focusInside(refuse.dialog);
  await page.keyboard.press('Escape');
  await expect(refuse.dialog).toBeHidden();
  await expect(refuseSecond).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(refuse.dialog).toBeVisible();
  const tooBusy = refuse.dialog.getByRole('radio', { name: 'Too busy', exact: true });
  await tabTo(page, refuse.dialog.getByRole('radio').first());
  while (!(await tooBusy.isChecked())) await page.keyboard.press('ArrowDown');
  await tabTo(page, refuse.submit);
  await page.keyboard.press('Enter');
  await expect(refuse.dialog).toBeHidden();
  await expect(orders.card(second.number)).toBeHidden();
  await expect.poll(async () => (await serverOrder(request, chef.token, second.id)).status).toBe('refused_by_chef');
  // The refused card left the list: focus moves to the card that is left, not to <body>.
  await expect(orders.cardButton(first.number, 'Mark ready')).toBeFocused();

  // Logout from the user menu, then Escape: back on the user menu.
  await tabTo(page, shell.userMenu, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await focusInside(page.getByRole('menu')); // the menu takes the focus a frame after it shows
  await page.keyboard.press('End'); // the last item, "Logout"
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(shell.logoutDialog).toBeVisible();
  await focusInside(shell.logoutDialog);
  await page.keyboard.press('Escape');
  await expect(shell.logoutDialog).toBeHidden();
  await expect(shell.userMenu).toBeFocused();
});

test("the bell's shake is left out under prefers-reduced-motion: reduce", async ({ browser, request }) => {
  const chef = await approvedChef(request, 'a11y-motion');
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const { context, page } = await openPage(browser, { size: { width: 1280, height: 800 }, layout: defaultLayout('light'), chef, reducedMotion });
    try {
      await page.goto('/kitchen');
      await new SyncStatus(page).expectLive();
      const bell = new NotificationBell(page);
      // Note the bell icon's animation at the moment it starts to shake.
      await bell.button.evaluate((button) => {
        const seen = window as Window & { shakeAnimations?: string[] };
        seen.shakeAnimations = [];
        new MutationObserver(() => {
          const icon = button.querySelector('svg');
          if (button.getAttribute('data-shaking') === 'true' && icon) seen.shakeAnimations?.push(getComputedStyle(icon).animationName);
        }).observe(button, { attributes: true, attributeFilter: ['data-shaking'] });
      });
      await sendNotification(request, chef.user.email, { title: uniqueTitle(`Motion ${reducedMotion}`) });
      const animations = () => page.evaluate(() => (window as Window & { shakeAnimations?: string[] }).shakeAnimations ?? []);
      await expect.poll(async () => (await animations()).length, { message: 'the bell starts to shake' }).toBeGreaterThan(0);
      const [animation] = await animations();
      if (reducedMotion === 'reduce') expect(animation, 'no shake under reduced motion').toBe('none');
      else expect(animation, 'the shake plays otherwise').not.toBe('none');
    } finally {
      await context.close();
    }
  }
});

for (const [name, viewport] of [
  ['320 px wide', { width: 320, height: 640 }],
  ['200% zoom on a 1280 x 800 screen', { width: 640, height: 400 }],
] as const) {
  test(`no horizontal scrolling at ${name}`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    const chef = await approvedChef(request, `a11y-reflow-${viewport.width}`);
    await completedOrder(request, chef);
    const orders = await ordersInEveryStatus(request, chef);
    const signedOut = await openPage(browser, { size: viewport, layout: defaultLayout('light') });
    try {
      for (const [path, heading] of [['/auth/login', 'Sign in'], ['/auth/register', 'Create your account'], ['/auth/forgot-password', 'Reset your password']] as const) {
        await signedOut.page.goto(path);
        await expect(signedOut.page.getByRole('heading', { name: heading })).toBeVisible();
        await expectNoHorizontalScroll(signedOut.page, `${path} at ${name}`);
      }
    } finally {
      await signedOut.context.close();
    }

    const { context, page } = await openPage(browser, { size: viewport, layout: defaultLayout('light'), chef });
    try {
      const active = new ActiveOrdersPage(page);
      await active.goto();
      await expect(active.cards).toHaveCount(6);
      await expectNoHorizontalScroll(page, `active orders at ${name}`);
      await active.cardButton(orders.delivery.number, 'Accept').click();
      await expect(new AcceptDialog(page, orders.delivery.number).minutes).toBeVisible();
      await expectNoHorizontalScroll(page, `the accept dialog at ${name}`);
      await page.keyboard.press('Escape');

      for (const order of [orders.preparing, orders.asked, orders.readyPickup]) {
        const details = new OrderDetailsPage(page);
        await details.goto(order.id, order.number);
        await expect(details.timelineEntries().first()).toBeVisible();
        await expectNoHorizontalScroll(page, `the details of order #${order.number} (${order.status}) at ${name}`);
      }
      for (const [path, heading] of [
        ['/orders/history', 'Order history'],
        ['/profile', 'Profile'],
        ['/change-password', 'Change password'],
        ['/journal', 'Journal'],
        ['/kitchen', 'Kitchen'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoHorizontalScroll(page, `${path} at ${name}`);
      }
    } finally {
      await context.close();
    }
  });
}
