// A chef still in onboarding makes no call the server refuses: at the start, and at a reconnect,
// no answer is a 403 (the kitchen, orders, menu and tickets are an approved chef's); once
// approved, the kitchen comes without a reload. Each test has its own chef.
import { expect, test, type Page, type Response } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { setChefStatus } from './support/api.ts';
import { startSignedIn } from './support/browser-state.ts';
import { chefAt } from './support/onboarding.ts';

/** Every API answer the page gets from now on, as "403 GET /api/chef/kitchen". */
function answersOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
  });
  return seen;
}

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

for (const status of ['registered', 'need_admin_approval'] as const) {
  test(`a chef in onboarding (${status}) gets no 403 at the start nor at a reconnect`, async ({ page, context, request }) => {
    const chef = await chefAt(request, `no-refusals-${status}`, status);
    const answers = answersOf(page);
    await startSignedIn(page, chef);
    await page.goto('/profile');
    const sync = new SyncStatus(page);
    await sync.expectLive();
    // The start's pulls have answered (the profile, notifications, cities, contract).
    await expect.poll(() => answers.filter((answer) => answer.endsWith('/api/chef/notifications')).length).toBeGreaterThan(0);
    await expect.poll(() => answers.filter((answer) => answer.endsWith('/api/cities')).length).toBeGreaterThan(0);

    await context.setOffline(true);
    await sync.expectOffline();
    const beforeReconnect = answers.length;
    await context.setOffline(false);
    await sync.expectLive();
    await expect.poll(() => answers.slice(beforeReconnect).filter((answer) => answer.endsWith('/api/chef/notifications')).length).toBeGreaterThan(0);

    expect(answers.filter((answer) => answer.startsWith('403 ')), 'no call was refused').toEqual([]);
    expect(answers.filter((answer) => /\/api\/chef\/(kitchen|orders|foods|tickets)/.test(answer)), 'no approved-only endpoint was asked').toEqual([]);
  });
}

test('once approved, the chef reaches the kitchen and its data without a reload', async ({ page, request }) => {
  const chef = await chefAt(request, 'no-refusals-approved', 'need_admin_approval');
  const answers = answersOf(page);
  await startSignedIn(page, chef);
  await page.goto('/pending-approval');
  await new SyncStatus(page).expectLive();
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  await setChefStatus(request, chef.user.email, 'approved');
  // The approval may reach the page on its own first (a realtime event, a pull): then the screen has
  // moved on and there is no button left to tap, which is as good.
  await page
    .getByRole('button', { name: 'Check status' })
    .click({ timeout: 5_000 })
    .catch(() => expect(page).toHaveURL('/kitchen'));
  await expect(page).toHaveURL('/kitchen', { timeout: 15_000 });
  await expect(new AppShell(page).heading('Kitchen')).toBeVisible();
  await expect.poll(() => answers.filter((answer) => answer === '200 GET /api/chef/kitchen').length).toBeGreaterThan(0);
  await expect.poll(() => answers.filter((answer) => answer === '200 GET /api/chef/orders/active').length).toBeGreaterThan(0);
  expect(answers.filter((answer) => answer.startsWith('403 ')), 'no call was refused').toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage), 'no page reload happened').toBe(true);
});
