// Touch targets on a phone: the small controls a chef taps with a thumb are at least
// 44 px tall or wide at 390 x 844 — the connection indicator, "Forgot password?", "Create an
// account", and the back links of the order details and /dev.
import { expect, test, type Locator } from './support/test.ts';
import { LoginPage } from './pages/login-page.ts';
import { approvedChef } from './support/notifications.ts';
import { startSignedIn } from './support/browser-state.ts';
import { placeOrder } from './support/orders.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function expectThumbSized(target: Locator, name: string): Promise<void> {
  await expect(target, name).toBeVisible();
  // Measured again while the screen settles (a re-render between the check above and the
  // measurement left no box once in CI): a height that stays under 44 px fails.
  await expect.poll(async () => (await target.boundingBox())?.height ?? 0, { message: `${name} height` }).toBeGreaterThanOrEqual(44);
}

test('the sign-in links are 44 px tall', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expectThumbSized(page.getByRole('link', { name: 'Forgot password?' }), 'Forgot password?');
  await expectThumbSized(page.getByRole('link', { name: 'Create an account' }), 'Create an account');
});

test('the connection indicator and the back links are 44 px tall', async ({ page, request }) => {
  const chef = await approvedChef(request, 'touch-targets');
  const order = await placeOrder(request, chef.user.email);
  await startSignedIn(page, chef);
  await page.goto(`/orders/${order.id}`);
  await expectThumbSized(page.getByTestId('connection-status'), 'connection indicator');
  await expectThumbSized(page.getByRole('link', { name: 'Active orders', exact: true }), 'details back link');
  await page.goto('/dev');
  await expectThumbSized(page.getByRole('link', { name: 'Back to the app' }), '/dev back link');
});
