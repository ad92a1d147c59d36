// A dialog keeps the page behind it still and out of reach without writing an inherited property at
// the top of the page (patches/README.md: `--scrollbar-width` on <html> and
// `pointer-events: none` on <body> each made the browser compute the style of every element of
// the page, about 75 ms each at 4x CPU). What the chef sees must not change: the page behind does
// not scroll, a tap outside the dialog closes it and reaches nothing behind, and after the dialog
// the page scrolls again from where it was.
import { expect, test } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { NotificationBell } from './pages/notification-bell.ts';
import { AcceptDialog } from './pages/order-dialogs.ts';
import { approvedChef } from './support/notifications.ts';
import { placeOrder } from './support/orders.ts';

test('a dialog holds the page still and takes the taps outside it, with no style written for the whole page', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const chef = await approvedChef(request, 'dialog-page-styles');
  const orders = [];
  for (let i = 0; i < 4; i++) orders.push(await placeOrder(request, chef.user.email));
  const screen = await openActiveOrders(page, chef);
  const [first] = orders;
  if (!first) throw new Error('no order placed');
  for (const order of orders) await expect(screen.cardButton(order.number, 'Accept')).toBeAttached();

  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight), 'four orders make the page scroll on a phone').toBe(true);
  const accept = new AcceptDialog(page, first.number);
  await screen.cardButton(first.number, 'Accept').click();
  await expect(accept.dialog).toBeVisible();
  const held = await scrollY(); // where the tap on Accept brought the page
  await expect(page.locator('body')).toHaveAttribute('data-inert', ''); // the modal layer is on
  const pageStyles = () =>
    page.evaluate(() => ({
      scrollbarWidthOnHtml: document.documentElement.style.getPropertyValue('--scrollbar-width'),
      bodyPointerEvents: getComputedStyle(document.body).pointerEvents,
      bodyOverflow: getComputedStyle(document.body).overflow,
    }));
  expect(await pageStyles()).toEqual({ scrollbarWidthOnHtml: '', bodyPointerEvents: 'auto', bodyOverflow: 'hidden' });

  // The wheel over the dialog's backdrop does not scroll the page behind.
  await page.mouse.move(195, 60);
  await page.mouse.wheel(0, held > 0 ? -600 : 600);
  await page.waitForTimeout(300); // a wait for something that must not happen
  expect(await scrollY()).toBe(held);

  // A tap outside the dialog, where the bell is behind the backdrop: the dialog closes, and the
  // bell's panel does not open.
  const bell = new NotificationBell(page);
  const bellBox = await page.locator('button[aria-label^="Notifications"]').boundingBox(); // hidden from roles while the dialog is open
  if (!bellBox) throw new Error('the bell has no box');
  await page.mouse.click(bellBox.x + bellBox.width / 2, bellBox.y + bellBox.height / 2);
  await expect(accept.dialog).toHaveCount(0);
  await page.waitForTimeout(300); // a wait for something that must not happen
  await expect(bell.dropdown).toHaveCount(0);

  // The page is back as it was: where it was, and it scrolls.
  await expect(page.locator('body')).not.toHaveAttribute('data-inert');
  expect((await pageStyles()).bodyOverflow).not.toBe('hidden');
  expect(await scrollY()).toBe(held);
  await page.mouse.wheel(0, held > 0 ? -200 : 200);
  await expect.poll(scrollY).not.toBe(held);
  // And the tap it took was the dialog's only: the bell opens on the next one.
  await bell.open();
});
