// An unreadable answer is not a verdict: the once-per-load check of the chef's
// token (GET /api/verify-token) answered by a captive portal's HTML page with a 200, an empty body
// or bad JSON keeps the chef signed in on the screen they were on, with the stored session; only
// the server's 401 signs out (unit-tested in src/app/user-refresh.test.ts).
import { expect, test } from './support/test.ts';
import { ActiveOrdersPage } from './pages/active-orders.ts';
import { startSignedIn, storedSession } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';

const answers = [
  { what: "a Wi-Fi sign-in page's HTML", contentType: 'text/html', body: '<!doctype html><html><body><h1>Welcome to CafeWiFi</h1><a href="/login">Sign in</a></body></html>' },
  { what: 'an empty body', contentType: 'application/json', body: '' },
  { what: 'bad JSON', contentType: 'application/json', body: '{"success": true, "result": {"token": ' },
];

test('a captive-portal page, an empty body or bad JSON answering verify-token on reload keeps the chef signed in on /orders/active', async ({ page, request }) => {
  const chef = await approvedChef(request, 'verify-unreadable');
  await startSignedIn(page, chef);
  const orders = new ActiveOrdersPage(page);
  await orders.goto();
  const before = await storedSession(page);
  expect(before.user).toMatchObject({ isLoggedIn: true, token: chef.token });

  for (const answer of answers) {
    let checks = 0;
    await page.route('**/api/verify-token', async (route) => {
      checks++;
      await route.fulfill({ status: 200, contentType: answer.contentType, body: answer.body });
    });
    await page.reload();
    await expect(orders.heading, answer.what).toBeVisible();
    await expect.poll(() => checks, { message: `verify-token was answered with ${answer.what}` }).toBeGreaterThan(0);
    await expect(page, answer.what).toHaveURL(/\/orders\/active$/);
    await expect(orders.heading, answer.what).toBeVisible();
    expect(await storedSession(page), answer.what).toEqual(before);
    await page.unroute('**/api/verify-token');
  }
});
