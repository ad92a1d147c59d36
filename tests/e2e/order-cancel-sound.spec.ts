// A cancelled order sounds: when the customer cancels an order the kitchen has on its
// screen, the short cancellation alert (public/alert.mp3, three notes, not the new-order chime)
// plays once (no loop), the new-order alarm stops, and the toast says which order to stop cooking.
import { expect, test } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { Toasts } from './pages/toasts.ts';
import { approvedChef } from './support/notifications.ts';
import { cancelOrder, chefActs, placeOrder } from './support/orders.ts';

test('a cancelled order plays the short cancellation alert once, not the new-order loop', async ({ page, request }) => {
  const chef = await approvedChef(request, 'cancel-sound');
  const orders = await openActiveOrders(page, chef);
  const order = await placeOrder(request, chef.user.email);
  await chefActs(request, chef.token, order.id, { action: 'accept', preparationTime: 20 });
  await expect(orders.card(order.number)).toHaveAttribute('data-status', 'accepted');
  await expect(orders.cancelAlert).not.toHaveAttribute('data-last-played', /./);

  await cancelOrder(request, order.id);
  await expect(new Toasts(page).of('warning', `Order #${order.number} was cancelled by the customer`)).toBeVisible();
  await expect(orders.cancelAlert).toHaveAttribute('data-last-played', /^\d+$/);
  const sound = await orders.cancelAlert.evaluate((element) => {
    const audio = element as HTMLAudioElement;
    return { loop: audio.loop, src: audio.currentSrc || audio.src, error: audio.dataset.playError ?? null };
  });
  expect(sound.error, 'the browser let it play').toBeNull();
  expect(sound.loop, 'played once, not looped').toBe(false);
  expect(new URL(sound.src).pathname).toBe('/alert.mp3');
  expect((await orders.alarmState()).src).not.toBe(sound.src);
  await orders.expectSilent();
  // It sounds once: the alert ends by itself.
  await expect.poll(() => orders.cancelAlert.evaluate((element) => (element as HTMLAudioElement).paused), { timeout: 10_000 }).toBe(true);
});
