// The chef's profile (/profile): their data as a description list with the account status in
// words, "Not given yet" for what is missing, "Continue onboarding" while not approved, and the
// screen opening offline after a first visit. Each test has a chef of its own.
import { expect, test } from './support/test.ts';
import { ChangePasswordPage, ProfilePage } from './pages/account.ts';
import { UpdateProfilePage } from './pages/onboarding.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { startSignedIn } from './support/browser-state.ts';
import { chefAt, type Chef } from './support/onboarding.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

const filledProfile = (chef: Chef) => ({
  Name: `${chef.user.first_name} ${chef.user.last_name}`,
  Email: chef.user.email,
  Phone: '+37061234567',
  'ID number': '39001010001',
  City: 'Kaunas',
  'Main street': 'Laisvės al. 10',
  Address: 'Apt. 5',
  'Postal code': 'LT-44280',
});

test('a chef waiting for approval sees their data, the status in words and "Continue onboarding"', async ({ page, request }) => {
  const chef = await chefAt(request, 'profile-pending', 'need_admin_approval');
  await startSignedIn(page, chef);
  const profile = new ProfilePage(page);
  await profile.goto();
  await profile.expectValues({ ...filledProfile(chef), 'Account status': 'Pending approval' });
  await expect(profile.changePassword).toHaveAttribute('href', '/change-password');
  await profile.continueOnboarding.click();
  await expect(page).toHaveURL('/pending-approval');
});

test('a chef who only registered sees "Not given yet" and continues to the profile step', async ({ page, request }) => {
  const chef = await chefAt(request, 'profile-new', 'registered');
  await startSignedIn(page, chef);
  const profile = new ProfilePage(page);
  await profile.goto();
  const missing = 'Not given yet';
  await profile.expectValues({
    Name: `${chef.user.first_name} ${chef.user.last_name}`,
    Email: chef.user.email,
    Phone: missing,
    'ID number': missing,
    City: missing,
    'Main street': missing,
    Address: missing,
    'Postal code': missing,
    'Account status': 'Profile to complete',
  });
  await profile.continueOnboarding.click();
  await expect(page).toHaveURL('/update-profile');
  await expect(new UpdateProfilePage(page).heading).toBeVisible();
});

test('an approved chef sees "Approved", no onboarding link, and reaches change password', async ({ page, request }) => {
  const chef = await chefAt(request, 'profile-approved', 'approved');
  await startSignedIn(page, chef);
  const profile = new ProfilePage(page);
  await profile.goto();
  await profile.expectValues({ ...filledProfile(chef), 'Account status': 'Approved' });
  await expect(profile.continueOnboarding).toHaveCount(0);
  await profile.changePassword.click();
  await expect(page).toHaveURL('/change-password');
  await expect(new ChangePasswordPage(page).heading).toBeVisible();
});

test('the profile opens offline after a first visit', async ({ page, context, request }) => {
  const chef = await chefAt(request, 'profile-offline', 'need_admin_approval');
  await startSignedIn(page, chef);
  const profile = new ProfilePage(page);
  await profile.goto();
  await profile.expectValues({ City: 'Kaunas', 'Account status': 'Pending approval' });
  await expectServiceWorkerInControl(page);

  await context.setOffline(true);
  await page.reload();
  await expect(profile.heading).toBeVisible();
  await new SyncStatus(page).expectOffline();
  await profile.expectValues({ ...filledProfile(chef), 'Account status': 'Pending approval' });
});
