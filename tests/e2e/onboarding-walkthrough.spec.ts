// The seeded new@chef.test signs in and goes through the profile, the
// documents and the contract to pending approval; the admin command approves, and without a reload
// the chef is welcomed and lands on the kitchen. The server's state is checked after each step.
import { expect, test } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { LoginPage } from './pages/login-page.ts';
import { ContractStep, OnboardingStepper, PendingApprovalPage, UpdateProfilePage, UploadDocumentsPage } from './pages/onboarding.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { Toasts } from './pages/toasts.ts';
import { apiLogin } from './support/api.ts';
import { pdfDocument, pngImage } from './support/documents.ts';
import { SEED_PASSWORD, seededChefs } from './support/env.ts';
import { adminCommand } from './support/notifications.ts';
import { cityId, currentContract, serverProfile } from './support/onboarding.ts';

test('new@chef.test: profile, documents, contract, pending approval; approved by the admin command, the kitchen opens without a reload', async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  const email = seededChefs.registered;
  const before = await apiLogin(request, email);
  expect(before.user.status, 'the seeded chef starts registered').toBe('registered');
  const seeded = await serverProfile(request, before.token);
  const fullName = `${seeded.first_name} ${seeded.last_name}`;
  const toasts = new Toasts(page);
  const stepper = new OnboardingStepper(page);

  // Sign in: the guard sends a registered chef to the profile step.
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email, SEED_PASSWORD);
  await expect(page).toHaveURL('/update-profile');
  const profile = new UpdateProfilePage(page);
  await expect(profile.heading).toBeVisible();
  await stepper.expectCurrent('Profile');
  await expect(profile.firstName, 'the name given at registration').toHaveValue(seeded.first_name);
  await expect(profile.lastName).toHaveValue(seeded.last_name);
  await expect(page.getByText('+370XXXXXXXX or 8XXXXXXXX', { exact: true })).toBeVisible();
  await expect(page.getByText('LT-XXXXX', { exact: true })).toBeVisible();
  await expect(profile.city.getByRole('option').first()).toHaveText('Choose your city');
  await profile.expectCities();
  await profile.fill({ phone: '+370 612 34567', idNumber: '38501011234', city: 'Kaunas', mainStreet: 'Laisvės al. 10', address: 'Apt. 5', postalCode: 'lt-44280' });
  await profile.submit.click();
  await expect(toasts.of('success', 'Profile saved')).toBeVisible();

  // The layout moves the chef on to the documents.
  await expect(page).toHaveURL('/upload-documents', { timeout: 15_000 });
  const documents = new UploadDocumentsPage(page);
  await expect(documents.heading).toBeVisible();
  await stepper.expectCurrent('Documents');
  const afterProfile = await serverProfile(request, before.token);
  expect(afterProfile).toMatchObject({
    status: 'personal_info_filled',
    phone: '+37061234567',
    id_number: '38501011234',
    city_id: await cityId(request, 'Kaunas'),
    main_street: 'Laisvės al. 10',
    address: 'Apt. 5',
    zip_code: 'LT-44280',
  });

  const identity = pngImage('passport.png');
  const certificate = pdfDocument('hygiene.pdf');
  await documents.choose({ identity, hygiene: certificate });
  await expect(documents.preview(identity.name)).toBeVisible();
  await expect(documents.fileName(certificate.name)).toBeVisible();
  await expect(documents.remove(identity.name)).toBeVisible();
  await expect(documents.remove(certificate.name)).toBeVisible();

  // Hold the upload at the server's door until the progress bar was seen, then let it through.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.context().route('**/api/chef/documents', async (route) => {
    await released;
    await route.continue();
  });
  await documents.submit.click();
  await expect(documents.progress).toBeVisible();
  await expect(documents.progressText).toBeVisible();
  release();
  await expect(toasts.of('success', 'Documents uploaded')).toBeVisible();

  // The contract step.
  await expect(page).toHaveURL('/pending-approval', { timeout: 15_000 });
  const contract = new ContractStep(page);
  await expect(contract.heading).toBeVisible();
  await stepper.expectCurrent('Contract');
  expect((await serverProfile(request, before.token)).status).toBe('document_uploaded');
  const text = await currentContract(request, before.token);
  await expect(contract.title(text.title)).toBeVisible();
  await contract.readToTheEnd();
  await contract.fullName.fill(fullName);
  await contract.setAccepted(true);
  await contract.sign.click();
  await expect(toasts.of('success', 'Contract signed')).toBeVisible();

  // Waiting for the review.
  const pending = new PendingApprovalPage(page);
  await expect(pending.heading).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL('/pending-approval');
  await stepper.expectCurrent('Review');
  await expect(pending.thanks).toBeVisible();
  await expect(pending.reviewTime).toBeVisible();
  await expect(pending.nextSteps()).toHaveCount(3);
  await expect(pending.checkStatus).toBeEnabled();
  await expect.poll(async () => (await serverProfile(request, before.token)).status).toBe('need_admin_approval');

  // The admin command approves; the realtime event turns the screen into the kitchen by itself.
  await new SyncStatus(page).expectLive();
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  const output = await adminCommand(baseURL ?? '', ['approve', email]);
  expect(output).toContain(email);
  await expect(page).toHaveURL('/kitchen', { timeout: 15_000 });
  await expect(new AppShell(page).heading('Kitchen')).toBeVisible();
  const welcome = toasts.of('success', 'Welcome to Home Kitchen!');
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText('Your account is approved. New orders will ring and appear under Active orders.');
  expect(await page.evaluate(() => (window as unknown as { e2eSamePage?: boolean }).e2eSamePage), 'no page reload happened').toBe(true);

  const after = await apiLogin(request, email);
  expect(after.user.status).toBe('approved');
});
