// Every validation message of the onboarding steps (spec section 5) for its bad input: the profile
// (required fields, phone, ID number, postal code, city), the documents (missing, over 5 MB, wrong
// type, content that is not what the name says) and the contract (no name, wrong name, no tick).
// Nothing invalid reaches the server: its status is unchanged after each refusal.
import { expect, test, type Page } from './support/test.ts';
import { ContractStep, PendingApprovalPage, UpdateProfilePage, UploadDocumentsPage } from './pages/onboarding.ts';
import { startSignedIn } from './support/browser-state.ts';
import { oversizedPdf, pdfDocument, pngImage, pngNamedPdf, textFile } from './support/documents.ts';
import { chefAt, serverProfile, type Chef } from './support/onboarding.ts';

const messages = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  phoneRequired: 'Phone number is required.',
  phoneInvalid: 'Enter a Lithuanian phone number: +370XXXXXXXX or 8XXXXXXXX.',
  idRequired: 'ID number is required.',
  idInvalid: 'ID number must be exactly 11 digits.',
  city: 'Choose your city.',
  mainStreet: 'Main street is required.',
  address: 'Address is required.',
  zipRequired: 'Postal code is required.',
  zipInvalid: 'Postal code must be in the format LT-XXXXX.',
  identityRequired: 'The identity document is required.',
  hygieneRequired: 'The hygiene certificate is required.',
  tooLarge: 'The file is larger than 5 MB.',
  type: 'Only PDF, JPG and PNG files are accepted.',
  content: 'The file is not really a PDF, JPG or PNG: its content does not match its name.',
  signatureRequired: 'Type your full name to sign.',
  signatureMismatch: 'Type your full name exactly as in your profile.',
  accept: 'Tick the box to accept the contract.',
};

/** Counts the requests the page sends to a path (to prove a refused form sent nothing). */
function countRequests(page: Page, path: string): { count: number } {
  const seen = { count: 0 };
  page.context().on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) seen.count += 1;
  });
  return seen;
}

async function openAs(page: Page, chef: Chef, path: string): Promise<void> {
  await startSignedIn(page, chef);
  await page.goto(path);
}

test.describe('update profile', () => {
  test('an empty form shows every required message', async ({ page, request }) => {
    const chef = await chefAt(request, 'v-profile-empty', 'registered');
    const sent = countRequests(page, '/api/chef/personal-info/update');
    await openAs(page, chef, '/update-profile');
    const form = new UpdateProfilePage(page);
    await expect(form.heading).toBeVisible();
    await expect(form.firstName).toHaveValue(chef.user.first_name);
    await form.fill({ firstName: '', lastName: '' });
    await form.submit.click();
    await expect(form.firstName).toHaveAccessibleErrorMessage(messages.firstName);
    await expect(form.lastName).toHaveAccessibleErrorMessage(messages.lastName);
    await expect(form.phone).toHaveAccessibleErrorMessage(messages.phoneRequired);
    await expect(form.idNumber).toHaveAccessibleErrorMessage(messages.idRequired);
    await expect(form.city).toHaveAccessibleErrorMessage(messages.city);
    await expect(form.mainStreet).toHaveAccessibleErrorMessage(messages.mainStreet);
    await expect(form.address).toHaveAccessibleErrorMessage(messages.address);
    await expect(form.postalCode).toHaveAccessibleErrorMessage(messages.zipRequired);
    await expect(page).toHaveURL('/update-profile');
    expect(sent.count).toBe(0);
    expect((await serverProfile(request, chef.token)).status).toBe('registered');
  });

  test('a bad phone, a 10-digit ID number, a bad postal code and no city show their messages', async ({ page, request }) => {
    const chef = await chefAt(request, 'v-profile-format', 'registered');
    const sent = countRequests(page, '/api/chef/personal-info/update');
    await openAs(page, chef, '/update-profile');
    const form = new UpdateProfilePage(page);
    await form.expectCities();
    await form.fill({ phone: '+371 6123 4567', idNumber: '3850101123', mainStreet: 'Gedimino pr. 1', address: 'Apt. 2', postalCode: '01103' });
    await form.submit.click();
    await expect(form.phone).toHaveAccessibleErrorMessage(messages.phoneInvalid);
    await expect(form.idNumber).toHaveAccessibleErrorMessage(messages.idInvalid);
    await expect(form.postalCode).toHaveAccessibleErrorMessage(messages.zipInvalid);
    await expect(form.city).toHaveAccessibleErrorMessage(messages.city);
    for (const valid of [form.firstName, form.lastName, form.mainStreet, form.address]) await expect(valid).not.toHaveAttribute('aria-invalid', 'true');

    // Other bad shapes of the same fields: too short a mobile, letters in the ID number, LV- code.
    await form.fill({ phone: '861234', idNumber: '3850101123A', postalCode: 'LV-1050', city: 'Vilnius' });
    await form.submit.click();
    await expect(form.phone).toHaveAccessibleErrorMessage(messages.phoneInvalid);
    await expect(form.idNumber).toHaveAccessibleErrorMessage(messages.idInvalid);
    await expect(form.postalCode).toHaveAccessibleErrorMessage(messages.zipInvalid);
    await expect(form.city).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/update-profile');
    expect(sent.count).toBe(0);
    expect((await serverProfile(request, chef.token)).status).toBe('registered');
  });
});

test.describe('upload documents', () => {
  test('with no file both required messages show; with one, only the other', async ({ page, request }) => {
    const chef = await chefAt(request, 'v-docs-missing', 'personal_info_filled');
    const sent = countRequests(page, '/api/chef/documents');
    await openAs(page, chef, '/upload-documents');
    const documents = new UploadDocumentsPage(page);
    await expect(documents.heading).toBeVisible();
    await expect(page.getByText('PDF, JPG or PNG, up to 5 MB', { exact: true }).first()).toBeVisible();
    await documents.submit.click();
    await expect(documents.identity).toHaveAccessibleErrorMessage(messages.identityRequired);
    await expect(documents.hygiene).toHaveAccessibleErrorMessage(messages.hygieneRequired);

    await documents.choose({ identity: pngImage() });
    await documents.submit.click();
    await expect(documents.hygiene).toHaveAccessibleErrorMessage(messages.hygieneRequired);
    await expect(documents.identity).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(messages.identityRequired, { exact: true })).toBeHidden();
    await expect(page).toHaveURL('/upload-documents');
    expect(sent.count).toBe(0);
    expect((await serverProfile(request, chef.token)).status).toBe('personal_info_filled');
  });

  test('a file over 5 MB, a .txt and a .pdf holding a PNG are refused at once with their messages', async ({ page, request }) => {
    const chef = await chefAt(request, 'v-docs-bad', 'personal_info_filled');
    const sent = countRequests(page, '/api/chef/documents');
    await openAs(page, chef, '/upload-documents');
    const documents = new UploadDocumentsPage(page);
    await expect(documents.heading).toBeVisible();

    await documents.choose({ identity: oversizedPdf(), hygiene: textFile() });
    await expect(documents.identity).toHaveAccessibleErrorMessage(messages.tooLarge);
    await expect(documents.hygiene).toHaveAccessibleErrorMessage(messages.type);

    await documents.choose({ identity: pngNamedPdf() });
    await expect(documents.identity).toHaveAccessibleErrorMessage(messages.content);
    await documents.submit.click();
    await expect(documents.identity).toHaveAccessibleErrorMessage(messages.content);
    await expect(documents.hygiene).toHaveAccessibleErrorMessage(messages.type);

    // Good files replace the bad ones and clear the messages.
    await documents.choose({ identity: pngImage(), hygiene: pdfDocument() });
    await expect(documents.identity).not.toHaveAttribute('aria-invalid', 'true');
    await expect(documents.hygiene).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(messages.content, { exact: true })).toBeHidden();
    await expect(page.getByText(messages.type, { exact: true })).toBeHidden();
    expect(sent.count, 'no bad file was sent').toBe(0);
    expect((await serverProfile(request, chef.token)).status).toBe('personal_info_filled');
  });
});

test.describe('contract', () => {
  test('no name and no tick, then a wrong name, show their messages', async ({ page, request }) => {
    const chef = await chefAt(request, 'v-contract', 'document_uploaded');
    const sent = countRequests(page, '/api/chef/contract/sign');
    await openAs(page, chef, '/pending-approval');
    const contract = new ContractStep(page);
    await expect(contract.heading).toBeVisible();
    await contract.readToTheEnd();

    await contract.sign.click();
    await expect(contract.fullName).toHaveAccessibleErrorMessage(messages.signatureRequired);
    await expect(page.getByText(messages.accept, { exact: true })).toBeVisible();

    await contract.fullName.fill('Someone Else');
    await contract.setAccepted(true);
    await contract.sign.click();
    await expect(contract.fullName).toHaveAccessibleErrorMessage(messages.signatureMismatch);
    await expect(page.getByText(messages.accept, { exact: true })).toBeHidden();

    // The right name but the tick taken away again.
    await contract.fullName.fill(`${chef.user.first_name} ${chef.user.last_name}`);
    await contract.setAccepted(false);
    await contract.sign.click();
    await expect(page.getByText(messages.accept, { exact: true })).toBeVisible();
    await expect(contract.fullName).not.toHaveAttribute('aria-invalid', 'true');
    await expect(contract.heading).toBeVisible();
    expect(sent.count).toBe(0);
    expect((await serverProfile(request, chef.token)).status).toBe('document_uploaded');
  });

  test('signing before reading the contract to its end asks to scroll first', async ({ page, request }) => {
    const chef = await chefAt(request, 'v-contract-read', 'document_uploaded');
    const sent = countRequests(page, '/api/chef/contract/sign');
    await openAs(page, chef, '/pending-approval');
    const contract = new ContractStep(page);
    await expect(contract.heading).toBeVisible();
    await contract.fullName.fill(`${chef.user.first_name} ${chef.user.last_name}`);
    await contract.setAccepted(true);
    await contract.sign.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Scroll to the end of the contract to sign it.' })).toBeVisible();
    await expect(contract.text).toBeFocused();
    expect(sent.count).toBe(0);

    await contract.readToTheEnd();
    await contract.sign.click();
    // The signature goes through the outbox: the waiting screen shows at once, the call follows.
    await expect(new PendingApprovalPage(page).heading).toBeVisible();
    await expect.poll(async () => (await serverProfile(request, chef.token)).status).toBe('need_admin_approval');
    expect(sent.count).toBe(1);
  });
});
