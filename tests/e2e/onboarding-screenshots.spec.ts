// Screenshots for people to look at (not compared) of each onboarding step: the profile form, the
// documents with files chosen, the contract and the waiting state, on a phone (390 x 844) and a
// desktop (1280 x 800), light and dark, saved to tests/e2e/screenshots/ (git-ignored). One chef per
// test, moved between the steps through the API; each shot first checks what it shows. One page
// per size and pair of steps: each step is shot in light, then in dark (the colour mode switched in
// place).
import { expect, test, type APIRequestContext, type Browser } from './support/test.ts';
import { ContractStep, OnboardingStepper, PendingApprovalPage, UpdateProfilePage, UploadDocumentsPage } from './pages/onboarding.ts';
import { startSignedIn, startWithLayout } from './support/browser-state.ts';
import { pdfDocument, pngImage } from './support/documents.ts';
import { chefAt, signContract, updateProfile, validProfile, type OnboardingStatus } from './support/onboarding.ts';
import { saveLightAndDark as save, screenshotSizes as sizes } from './support/screenshots.ts';

type Size = (typeof sizes)[number];

/** A page of a fresh chef in `status`, at this size, in light mode to start with (its own browser context). */
async function openAs(browser: Browser, request: APIRequestContext, size: Size, name: string, status: OnboardingStatus) {
  const context = await browser.newContext({ viewport: size.viewport });
  const page = await context.newPage();
  const chef = await chefAt(request, `onboarding-shots-${name}-${size.name}`, status);
  await startWithLayout(page, { primary: 'emerald', surface: 'slate', menuMode: 'static', darkTheme: false });
  await startSignedIn(page, chef);
  return { context, page, chef, stepper: new OnboardingStepper(page), suffix: size.name };
}

// Two tests per size (each well under its time-out on a busy machine).
for (const size of sizes) {
  test(`onboarding steps: profile and documents, ${size.name}, light and dark`, async ({ browser, request }) => {
    const { context, page, chef, stepper, suffix } = await openAs(browser, request, size, 'forms', 'registered');
    try {
      const form = new UpdateProfilePage(page);
      await form.goto();
      await stepper.expectCurrent('Profile');
      await form.expectCities();
      await form.fill({ phone: '+37061234567', idNumber: '39001010001', city: 'Kaunas', mainStreet: 'Laisvės al. 10', address: 'Apt. 5', postalCode: 'LT-44280' });
      await save(page, `onboarding-profile-${suffix}`);

      await updateProfile(request, chef.token, validProfile(chef.user));
      const documents = new UploadDocumentsPage(page);
      await documents.goto();
      await stepper.expectCurrent('Documents');
      const identity = pngImage('passport.png');
      const certificate = pdfDocument('hygiene-certificate.pdf');
      await documents.choose({ identity, hygiene: certificate });
      await expect(documents.preview(identity.name)).toBeVisible();
      await expect(documents.fileName(certificate.name)).toBeVisible();
      await save(page, `onboarding-documents-${suffix}`);
    } finally {
      await context.close();
    }
  });

  test(`onboarding steps: contract and review, ${size.name}, light and dark`, async ({ browser, request }) => {
    const { context, page, chef, stepper, suffix } = await openAs(browser, request, size, 'contract', 'document_uploaded');
    try {
      await page.goto('/pending-approval');
      const contract = new ContractStep(page);
      await expect(contract.heading).toBeVisible();
      await stepper.expectCurrent('Contract');
      await expect(contract.text).toBeVisible();
      await expect(contract.sign).toBeVisible();
      await save(page, `onboarding-contract-${suffix}`);

      await signContract(request, chef.token, `${chef.user.first_name} ${chef.user.last_name}`);
      await page.reload();
      const pending = new PendingApprovalPage(page);
      await expect(pending.heading).toBeVisible();
      await stepper.expectCurrent('Review');
      await expect(pending.checkStatus).toBeVisible();
      await save(page, `onboarding-pending-${suffix}`);
    } finally {
      await context.close();
    }
  });
}
