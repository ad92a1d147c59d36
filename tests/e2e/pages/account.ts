// The chef's own account: /profile (a description list of their data, "Change password" and, while
// not approved, "Continue onboarding") and /change-password.
import { expect, type Locator, type Page } from '@playwright/test';

export type ProfileTerm = 'Name' | 'Email' | 'Phone' | 'ID number' | 'City' | 'Main street' | 'Address' | 'Postal code' | 'Account status';

export class ProfilePage {
  readonly heading: Locator;
  readonly changePassword: Locator;
  readonly continueOnboarding: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Profile', exact: true });
    this.changePassword = page.getByRole('main').getByRole('link', { name: 'Change password', exact: true });
    this.continueOnboarding = page.getByRole('link', { name: 'Continue onboarding', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile');
    await expect(this.heading).toBeVisible();
  }

  term(term: ProfileTerm): Locator {
    return this.page.getByRole('term').filter({ hasText: new RegExp(`^\\s*${term}\\s*$`) });
  }

  /** The <dd> right after the term. */
  value(term: ProfileTerm): Locator {
    return this.term(term).locator('xpath=following-sibling::dd[1]');
  }

  async expectValues(values: Partial<Record<ProfileTerm, string>>): Promise<void> {
    for (const [term, value] of Object.entries(values) as [ProfileTerm, string][]) {
      await expect(this.term(term), `the term "${term}"`).toHaveCount(1);
      await expect(this.value(term), `the value of "${term}"`).toHaveText(value);
    }
  }
}

export class ChangePasswordPage {
  readonly heading: Locator;
  readonly current: Locator;
  readonly newPassword: Locator;
  readonly confirm: Locator;
  readonly submit: Locator;
  readonly offlineText: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Change password', exact: true });
    this.current = page.getByLabel('Current password', { exact: true });
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.confirm = page.getByLabel('Confirm new password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Change password', exact: true });
    this.offlineText = page.getByText('You are offline. Changing your password needs a connection.', { exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/change-password');
    await expect(this.heading).toBeVisible();
  }

  async fill(current: string, next: string, confirmation: string): Promise<void> {
    await this.current.fill(current);
    await this.newPassword.fill(next);
    await this.confirm.fill(confirmation);
  }
}
