// The sign-in screen (/auth/login) as the chef sees it.
import type { Locator, Page } from '@playwright/test';

export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly createAccountLink: Locator;
  readonly forgotPasswordLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Sign in' });
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.submit = page.getByRole('button', { name: 'Sign in', exact: true });
    this.createAccountLink = page.getByRole('link', { name: 'Create an account' });
    this.forgotPasswordLink = page.getByRole('link', { name: 'Forgot password?' });
  }

  /** Opens the sign-in screen, optionally with a raw (already encoded) query string. */
  async goto(query = ''): Promise<void> {
    await this.page.goto(`/auth/login${query}`);
    await this.heading.waitFor();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
