// Onboarding without a steady connection: a profile typed offline survives an
// offline reload and is sent when back online; a profile submitted offline is queued and sent by
// itself; chosen document files survive a reload; a failed upload keeps the files and "Try again"
// sends them; a contract signed offline is sent when back online. Each test has a chef of its own.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { ContractStep, OnboardingStepper, PendingApprovalPage, UpdateProfilePage, UploadDocumentsPage, type ProfileForm } from './pages/onboarding.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { Toasts } from './pages/toasts.ts';
import { startSignedIn } from './support/browser-state.ts';
import { pdfDocument, pngImage } from './support/documents.ts';
import { chefAt, cityId, serverProfile, storedDraft } from './support/onboarding.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

const typed = (first: string, last: string): ProfileForm => ({
  firstName: first,
  lastName: last,
  phone: '861234567',
  idNumber: '49002021234',
  city: 'Klaipėda',
  mainStreet: 'Tiltų g. 3',
  address: 'Kitchen in the yard',
  postalCode: 'LT-91246',
});

/** A new chef on the profile form, its cities stored and the service worker in control (ready to
 * go offline). */
async function openProfileForm(page: Page, request: APIRequestContext, label: string) {
  const chef = await chefAt(request, label, 'registered');
  await startSignedIn(page, chef);
  const form = new UpdateProfilePage(page);
  await form.goto();
  await form.expectCities();
  await expectServiceWorkerInControl(page);
  return { chef, form };
}

test('a profile typed offline survives an offline reload and is sent when back online', async ({ page, context, request }) => {
  const { chef, form } = await openProfileForm(page, request, 'offline-draft');

  await context.setOffline(true);
  await expect(form.offlineNotice).toBeVisible();
  const values = typed('Ona', 'Offline');
  await form.fill(values);
  await expect
    .poll(async () => JSON.stringify(await storedDraft(page, 'profile')), { message: 'the draft is saved on the device' })
    .toMatch(new RegExp(`(?=.*"${values.phone}")(?=.*"${values.postalCode}")(?=.*"${values.address}")`));

  await page.reload(); // still offline: the service worker serves the app
  await expect(form.heading).toBeVisible();
  await new SyncStatus(page).expectOffline();
  await expect(form.offlineNotice).toBeVisible();
  await form.expectValues(values);
  expect((await serverProfile(request, chef.token)).status, 'nothing was sent while offline').toBe('registered');

  await context.setOffline(false);
  await expect(form.offlineNotice).toBeHidden();
  await form.submit.click();
  await expect(page).toHaveURL('/upload-documents', { timeout: 15_000 });
  await new OnboardingStepper(page).expectCurrent('Documents');
  expect(await serverProfile(request, chef.token)).toMatchObject({
    status: 'personal_info_filled',
    first_name: 'Ona',
    last_name: 'Offline',
    phone: '861234567',
    id_number: values.idNumber,
    city_id: await cityId(request, 'Klaipėda'),
    zip_code: 'LT-91246',
  });
});

test('a profile submitted offline is kept, and sent by itself when back online', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const { chef, form } = await openProfileForm(page, request, 'offline-submit');

  await context.setOffline(true);
  await expect(form.offlineNotice).toBeVisible();
  await form.fill(typed(chef.user.first_name, chef.user.last_name));
  await form.submit.click();
  await expect(form.queuedNotice).toBeVisible();
  await expect(page).toHaveURL('/update-profile');
  expect((await serverProfile(request, chef.token)).status).toBe('registered');

  await context.setOffline(false);
  // Sent from the outbox (by the page or the service worker's Background Sync, whichever is first);
  // once the server has it, the layout moves the chef on by itself.
  await expect.poll(async () => (await serverProfile(request, chef.token)).status, { message: 'the queued update reaches the server', timeout: 20_000 }).toBe('personal_info_filled');
  await expect(page, 'the server accepted the queued update: the layout moves the chef on').toHaveURL('/upload-documents', { timeout: 10_000 });
  await expect(new UploadDocumentsPage(page).heading).toBeVisible();
  expect(await serverProfile(request, chef.token)).toMatchObject({ status: 'personal_info_filled', phone: '861234567', main_street: 'Tiltų g. 3' });
});

test('chosen document files survive a reload and upload from there', async ({ page, request }) => {
  const chef = await chefAt(request, 'docs-draft', 'personal_info_filled');
  await startSignedIn(page, chef);
  const documents = new UploadDocumentsPage(page);
  await documents.goto();
  const identity = pngImage('id-front.png');
  const certificate = pdfDocument('certificate-2026.pdf');
  await documents.choose({ identity, hygiene: certificate });
  await expect(documents.preview(identity.name)).toBeVisible();
  await expect(documents.fileName(certificate.name)).toBeVisible();
  await expect
    .poll(async () => JSON.stringify(await storedDraft(page, 'documents')), { message: 'both files are kept on the device' })
    .toMatch(new RegExp(`(?=.*"blob":"${identity.name}")(?=.*"blob":"${certificate.name}")`));

  await page.reload();
  await expect(documents.heading).toBeVisible();
  await expect(documents.preview(identity.name)).toBeVisible();
  await expect(documents.fileName(certificate.name)).toBeVisible();
  await expect(documents.remove(certificate.name)).toBeVisible();

  // The restored files are the real ones: the server accepts them.
  await documents.submit.click();
  await expect(page).toHaveURL('/pending-approval', { timeout: 15_000 });
  expect((await serverProfile(request, chef.token)).status).toBe('document_uploaded');
});

test('a failed upload keeps the chosen files and "Try again" sends them', async ({ page, context, request }) => {
  const chef = await chefAt(request, 'docs-retry', 'personal_info_filled');
  let attempts = 0;
  await context.route('**/api/chef/documents', async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort('connectionreset');
    else await route.continue();
  });
  await startSignedIn(page, chef);
  const documents = new UploadDocumentsPage(page);
  await documents.goto();
  const identity = pngImage('licence.png');
  const certificate = pdfDocument('hygiene-training.pdf');
  await documents.choose({ identity, hygiene: certificate });
  await documents.submit.click();

  await expect(documents.failure).toBeVisible();
  await expect(new Toasts(page).of('error', /./).first()).toBeVisible();
  await expect(documents.tryAgain).toBeVisible();
  await expect(documents.preview(identity.name), 'the files are still chosen').toBeVisible();
  await expect(documents.fileName(certificate.name)).toBeVisible();
  await expect(page).toHaveURL('/upload-documents');
  expect((await serverProfile(request, chef.token)).status).toBe('personal_info_filled');

  await documents.tryAgain.click();
  await expect(new Toasts(page).of('success', 'Documents uploaded')).toBeVisible();
  await expect(page).toHaveURL('/pending-approval', { timeout: 15_000 });
  expect(attempts).toBe(2);
  expect((await serverProfile(request, chef.token)).status).toBe('document_uploaded');
});

test('offline the upload waits: the notice shows and the button is disabled', async ({ page, context, request }) => {
  const chef = await chefAt(request, 'docs-offline', 'personal_info_filled');
  await startSignedIn(page, chef);
  const documents = new UploadDocumentsPage(page);
  await documents.goto();
  await documents.choose({ identity: pngImage(), hygiene: pdfDocument() });
  await context.setOffline(true);
  await expect(documents.offlineText).toBeVisible();
  await expect(documents.submit).toBeDisabled();
  await context.setOffline(false);
  await expect(documents.offlineText).toBeHidden();
  await expect(documents.submit).toBeEnabled();
});

test('the contract signed offline is kept, and sent by itself when back online', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const chef = await chefAt(request, 'contract-offline', 'document_uploaded');
  await startSignedIn(page, chef);
  await page.goto('/pending-approval');
  const contract = new ContractStep(page);
  await expect(contract.heading).toBeVisible();
  await contract.readToTheEnd(); // the contract was pulled into the device's database
  await expectServiceWorkerInControl(page);

  await context.setOffline(true);
  await new SyncStatus(page).expectOffline();
  await contract.fullName.fill(`${chef.user.first_name} ${chef.user.last_name}`);
  await contract.setAccepted(true);
  await contract.sign.click();
  await expect(contract.queuedText).toBeVisible();
  expect((await serverProfile(request, chef.token)).status).toBe('document_uploaded');

  await context.setOffline(false);
  await expect.poll(async () => (await serverProfile(request, chef.token)).status, { message: 'the queued signature reaches the server', timeout: 20_000 }).toBe('need_admin_approval');
  await expect(new PendingApprovalPage(page).heading, 'the server accepted the signature: the waiting state shows').toBeVisible({ timeout: 10_000 });
});
