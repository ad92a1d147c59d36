// The forgot-password screen (/auth/forgot-password): step 1 asks for the e-mail, step 2 for the
// code from the mailbox and the new password.
import type { Locator, Page } from '@playwright/test';

export class ForgotPasswordPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly sendCode: Locator;
  readonly code: Locator;
  readonly newPassword: Locator;
  readonly confirmNewPassword: Locator;
  readonly resetPassword: Locator;
  readonly backToSignIn: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Reset your password' });
    this.email = page.getByLabel('Email', { exact: true });
    this.sendCode = page.getByRole('button', { name: 'Send code' });
    this.code = page.getByLabel('Verification code', { exact: true });
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.confirmNewPassword = page.getByLabel('Confirm new password', { exact: true });
    this.resetPassword = page.getByRole('button', { name: 'Reset password' });
    this.backToSignIn = page.getByRole('link', { name: 'Back to sign in' });
  }
}
