// The register screen (/auth/register).
import type { Locator, Page } from '@playwright/test';

export type NewChef = { firstName: string; lastName: string; email: string; password: string; confirmation: string };

export class RegisterPage {
  readonly heading: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;
  readonly signInLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Create your account' });
    this.firstName = page.getByLabel('First name', { exact: true });
    this.lastName = page.getByLabel('Last name', { exact: true });
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Register', exact: true });
    this.signInLink = page.getByRole('link', { name: 'Sign in', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/auth/register');
    await this.heading.waitFor();
  }

  async fill(chef: Partial<NewChef>): Promise<void> {
    if (chef.firstName !== undefined) await this.firstName.fill(chef.firstName);
    if (chef.lastName !== undefined) await this.lastName.fill(chef.lastName);
    if (chef.email !== undefined) await this.email.fill(chef.email);
    if (chef.password !== undefined) await this.password.fill(chef.password);
    if (chef.confirmation !== undefined) await this.confirmPassword.fill(chef.confirmation);
  }
}
