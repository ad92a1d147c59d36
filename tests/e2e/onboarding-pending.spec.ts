// Pending approval (/pending-approval, status need_admin_approval): "Check status" asks the server
// (disabled while it asks); an approval that came without a realtime event (the admin's set-status)
// is found by that refresh, and the chef is welcomed and lands on the kitchen without a reload.
import { expect, test } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { OnboardingStepper, PendingApprovalPage } from './pages/onboarding.ts';
import { Toasts } from './pages/toasts.ts';
import { setChefStatus } from './support/api.ts';
import { startSignedIn } from './support/browser-state.ts';
import { chefAt } from './support/onboarding.ts';

test('"Check status" is disabled while it asks, and finds an approval made without a realtime event', async ({ page, context, request }) => {
  const chef = await chefAt(request, 'pending-check', 'need_admin_approval');
  await startSignedIn(page, chef);
  await page.goto('/pending-approval');
  const pending = new PendingApprovalPage(page);
  await expect(pending.heading).toBeVisible();
  await new OnboardingStepper(page).expectCurrent('Review');
  await expect(pending.thanks).toBeVisible();
  await expect(pending.reviewTime).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next', exact: true })).toBeVisible();
  await expect(pending.nextSteps()).toHaveCount(3);

  // Hold the profile request until the button was seen disabled.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route('**/api/chef/personal-info/profile', async (route) => {
    await released;
    await route.continue();
  });
  await setChefStatus(request, chef.user.email, 'approved'); // no account_status broadcast
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  await pending.checkStatus.click();
  await expect(pending.checkStatus).toBeDisabled();
  release();

  await expect(page).toHaveURL('/kitchen', { timeout: 15_000 });
  await expect(new AppShell(page).heading('Kitchen')).toBeVisible();
  await expect(new Toasts(page).of('success', 'Welcome to Home Kitchen!')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage), 'no page reload happened').toBe(true);
});
