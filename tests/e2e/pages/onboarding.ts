// The onboarding screens: the stepper ("Onboarding steps": Profile, Documents, Contract, Review),
// /update-profile, /upload-documents, and /pending-approval as the contract step ("Sign the
// contract") and as the waiting state ("Pending approval").
import { expect, type Locator, type Page } from '@playwright/test';
import type { DocumentFile } from '../support/documents.ts';

export type OnboardingStep = 'Profile' | 'Documents' | 'Contract' | 'Review';

export class OnboardingStepper {
  readonly list: Locator;
  readonly current: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Onboarding steps', exact: true });
    this.current = this.list.locator('[aria-current="step"]');
  }

  async expectCurrent(step: OnboardingStep): Promise<void> {
    await expect(this.list.getByRole('listitem')).toHaveCount(4);
    await expect(this.current).toHaveCount(1);
    await expect(this.current).toContainText(step);
  }
}

/** The form's fields as the chef types them (city by its visible name). */
export type ProfileForm = {
  firstName: string;
  lastName: string;
  phone: string;
  idNumber: string;
  city: string;
  mainStreet: string;
  address: string;
  postalCode: string;
};

export class UpdateProfilePage {
  readonly heading: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly phone: Locator;
  readonly idNumber: Locator;
  readonly city: Locator;
  readonly mainStreet: Locator;
  readonly address: Locator;
  readonly postalCode: Locator;
  readonly submit: Locator;
  readonly offlineNotice: Locator;
  readonly queuedNotice: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Update profile', exact: true });
    this.firstName = page.getByLabel('First name', { exact: true });
    this.lastName = page.getByLabel('Last name', { exact: true });
    this.phone = page.getByLabel('Phone', { exact: true });
    this.idNumber = page.getByLabel('ID number', { exact: true });
    this.city = page.getByLabel('City', { exact: true });
    this.mainStreet = page.getByLabel('Main street', { exact: true });
    this.address = page.getByLabel('Address', { exact: true });
    this.postalCode = page.getByLabel('Postal code', { exact: true });
    this.submit = page.getByRole('button', { name: 'Save and continue', exact: true });
    this.offlineNotice = page.getByRole('status').filter({ hasText: 'You are offline. What you type is kept on this device.' });
    this.queuedNotice = page.getByRole('status').filter({ hasText: 'Saved on this device. It will be sent when you are back online.' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/update-profile');
    await expect(this.heading).toBeVisible();
  }

  /** Waits until the cities (pulled into the device's database) fill the select. */
  async expectCities(): Promise<void> {
    await expect(this.city.getByRole('option', { name: 'Kaunas', exact: true })).toHaveCount(1, { timeout: 15_000 });
  }

  async fill(form: Partial<ProfileForm>): Promise<void> {
    if (form.firstName !== undefined) await this.firstName.fill(form.firstName);
    if (form.lastName !== undefined) await this.lastName.fill(form.lastName);
    if (form.phone !== undefined) await this.phone.fill(form.phone);
    if (form.idNumber !== undefined) await this.idNumber.fill(form.idNumber);
    if (form.city !== undefined) await this.city.selectOption({ label: form.city });
    if (form.mainStreet !== undefined) await this.mainStreet.fill(form.mainStreet);
    if (form.address !== undefined) await this.address.fill(form.address);
    if (form.postalCode !== undefined) await this.postalCode.fill(form.postalCode);
  }

  /** The form shows these values (the city by its option's name). */
  async expectValues(form: ProfileForm): Promise<void> {
    await expect(this.firstName).toHaveValue(form.firstName);
    await expect(this.lastName).toHaveValue(form.lastName);
    await expect(this.phone).toHaveValue(form.phone);
    await expect(this.idNumber).toHaveValue(form.idNumber);
    await expect(this.city.locator('option:checked')).toHaveText(form.city);
    await expect(this.mainStreet).toHaveValue(form.mainStreet);
    await expect(this.address).toHaveValue(form.address);
    await expect(this.postalCode).toHaveValue(form.postalCode);
  }
}

export class UploadDocumentsPage {
  readonly heading: Locator;
  readonly identity: Locator;
  readonly hygiene: Locator;
  readonly submit: Locator;
  readonly progress: Locator;
  readonly progressText: Locator;
  readonly failure: Locator;
  readonly tryAgain: Locator;
  readonly offlineText: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Upload documents', exact: true });
    this.identity = page.getByLabel('Identity document', { exact: true });
    this.hygiene = page.getByLabel('Hygiene certificate', { exact: true });
    this.submit = page.getByRole('button', { name: 'Upload documents', exact: true });
    this.progress = page.getByRole('progressbar', { name: 'Upload progress', exact: true });
    this.progressText = page.getByText(/^Uploading… \d{1,3}%$/);
    this.failure = page.getByRole('alert').filter({ hasText: /The upload failed: .*Your files are still here\./s });
    this.tryAgain = page.getByRole('button', { name: 'Try again', exact: true });
    this.offlineText = page.getByText('You are offline. Your files are kept on this device; upload them when you are back online.', { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/upload-documents');
    await expect(this.heading).toBeVisible();
  }

  async choose(files: { identity?: DocumentFile; hygiene?: DocumentFile }): Promise<void> {
    if (files.identity) await this.identity.setInputFiles(files.identity);
    if (files.hygiene) await this.hygiene.setInputFiles(files.hygiene);
  }

  /** The preview of a chosen image: <img alt="Preview of <name>">. */
  preview(name: string): Locator {
    return this.page.getByRole('img', { name: `Preview of ${name}`, exact: true });
  }

  /** A chosen PDF shows its file name. */
  fileName(name: string): Locator {
    return this.page.getByText(name, { exact: true });
  }

  remove(name: string): Locator {
    return this.page.getByRole('button', { name: `Remove ${name}`, exact: true });
  }
}

export class ContractStep {
  readonly heading: Locator;
  readonly text: Locator;
  readonly scrollHint: Locator;
  readonly fullName: Locator;
  readonly accept: Locator;
  readonly sign: Locator;
  readonly queuedText: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Sign the contract', exact: true });
    this.text = page.getByRole('region', { name: 'Contract text', exact: true });
    this.scrollHint = page.getByText('Scroll to the end of the contract to sign it.', { exact: true });
    this.fullName = page.getByLabel('Your full name', { exact: true });
    this.accept = page.getByRole('checkbox', { name: 'I have read and accept the contract', exact: true });
    this.sign = page.getByRole('button', { name: 'Sign the contract', exact: true });
    this.queuedText = page.getByText('Signed on this device. It will be sent when you are back online.', { exact: true });
  }

  /** Ticks or unticks the acceptance as a keyboard user does (Chakra's native checkbox is visually
   * hidden under its label, which takes the pointer), then checks the state. */
  async setAccepted(accepted: boolean): Promise<void> {
    if ((await this.accept.isChecked()) !== accepted) {
      await this.accept.focus();
      await this.page.keyboard.press('Space');
    }
    if (accepted) await expect(this.accept).toBeChecked();
    else await expect(this.accept).not.toBeChecked();
  }

  title(title: string): Locator {
    return this.page.getByRole('heading', { level: 2, name: title, exact: true });
  }

  /** Scrolls the contract text to its end as a reader would (mouse wheel over the region); once
   * there, the hint is gone. */
  async readToTheEnd(): Promise<void> {
    await expect(this.text).toBeVisible();
    const scrollable = await this.text.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
    if (scrollable) {
      await expect(this.scrollHint).toBeVisible();
      await this.text.hover();
      await expect
        .poll(async () => {
          await this.page.mouse.wheel(0, 2_000);
          return this.text.evaluate((element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 2);
        }, { message: 'the contract text scrolls to its end' })
        .toBe(true);
    }
    await expect(this.scrollHint).toBeHidden();
  }
}

export class PendingApprovalPage {
  readonly heading: Locator;
  readonly thanks: Locator;
  readonly reviewTime: Locator;
  readonly checkStatus: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Pending approval', exact: true });
    this.thanks = page.getByText('Thank you! Your application is being reviewed.', { exact: true });
    this.reviewTime = page.getByText('Review takes a few business days. We will let you know here as soon as your account is approved.', { exact: true });
    this.checkStatus = page.getByRole('button', { name: 'Check status', exact: true });
  }

  /** The "What happens next" list (documents, contract, then the kitchen): its items. */
  nextSteps(): Locator {
    return this.page.getByRole('list').filter({ hasText: /documents/i }).filter({ hasText: /kitchen/i }).getByRole('listitem');
  }
}
