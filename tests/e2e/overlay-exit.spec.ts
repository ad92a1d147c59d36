// A closed panel or dialog leaves the page even when the frame that checks its exit animation
// comes after the animation has ended (docs/architecture.md, "The exit animation fix";
// patches/README.md). WebKit on a chef's iPhone, or any late frame, gives that order;
// here the page's animation frames are held back (Playwright's clock, paused) while the real exit
// animation runs to its end. Before the fix the bell's panel stayed on the page at opacity 0 and
// took the chef's taps; a dialog's backdrop would have covered the whole screen.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { AcceptDialog } from './pages/order-dialogs.ts';
import { approvedChef } from './support/notifications.ts';
import { placeOrder } from './support/orders.ts';

/** Escape with the page's animation frames held until every exit animation has run to its end. */
async function closeWithFramesHeld(page: Page, round: number): Promise<void> {
  await page.clock.pauseAt(Date.now() + round * 60_000);
  await page.keyboard.press('Escape');
  await expect
    .poll(() => page.evaluate(() => Array.from(document.querySelectorAll('[data-state="closed"]')).some((node) => node.getAnimations().length > 0)), {
      message: 'the exit animations have ended',
    })
    .toBe(false);
  await page.clock.resume();
}

test('the bell panel and a dialog close for good when their exit animation ends before the next frame', async ({ page, request }) => {
  const chef = await approvedChef(request, 'overlay-exit');
  const order = await placeOrder(request, chef.user.email);
  await page.clock.install();
  const orders = await openActiveOrders(page, chef);

  const bell = new NotificationBell(page);
  for (const round of [1, 2]) {
    await bell.open();
    await closeWithFramesHeld(page, round);
    await expect(bell.dropdown).toHaveCount(0);
  }

  const accept = new AcceptDialog(page, order.number);
  await orders.cardButton(order.number, 'Accept').click();
  await expect(accept.dialog).toBeVisible();
  await closeWithFramesHeld(page, 3);
  await expect(accept.dialog).toHaveCount(0);
  await expect(page.locator('[data-scope="dialog"][data-part="backdrop"]')).toHaveCount(0);
  // Nothing is left over the page: the card's button takes the tap again.
  await orders.cardButton(order.number, 'Accept').click();
  await expect(accept.dialog).toBeVisible();
});
