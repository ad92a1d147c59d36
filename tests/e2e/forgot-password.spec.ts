// Forgot password: request a code, read it from the server's dev mailbox, set a new password, and
// sign in with it (the old one no longer works).
import { expect, test } from './support/test.ts';
import { ForgotPasswordPage } from './pages/forgot-password-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { Toasts } from './pages/toasts.ts';
import { failedLoginMessage, lastMailedCode, registerChef } from './support/api.ts';

test('a chef resets the password with the mailed code and signs in with the new one', async ({ page, request }) => {
  const chef = await registerChef(request, 'forgot');
  const newPassword = 'Fresh#Start9';
  const login = new LoginPage(page);
  const forgot = new ForgotPasswordPage(page);
  const toasts = new Toasts(page);

  await login.goto();
  await login.forgotPasswordLink.click();
  await expect(forgot.heading).toBeVisible();

  await forgot.email.fill(chef.user.email);
  await forgot.sendCode.click();
  await expect(toasts.of('success', 'Code sent')).toBeVisible();
  await expect(forgot.code).toBeVisible();

  // The form checks the code and the passwords before calling the server.
  await forgot.code.fill('123');
  await forgot.newPassword.fill(newPassword);
  await forgot.confirmNewPassword.fill('Other#Start9');
  await forgot.resetPassword.click();
  await expect(forgot.code).toHaveAccessibleErrorMessage('Verification code must be exactly 6 characters.');
  await expect(forgot.confirmNewPassword).toHaveAccessibleErrorMessage('Passwords do not match.');

  const code = await lastMailedCode(request, chef.user.email);
  await forgot.code.fill(code);
  await forgot.confirmNewPassword.fill(newPassword);
  await forgot.resetPassword.click();
  await expect(toasts.of('success', 'Password Reset Successful !')).toBeVisible();
  await expect(page).toHaveURL('/auth/login');

  await failedLoginMessage(request, chef.user.email, chef.password);
  await login.signIn(chef.user.email, newPassword);
  await expect(page).toHaveURL('/update-profile');
});

test('a wrong code is refused with the server message', async ({ page, request }) => {
  const chef = await registerChef(request, 'forgot-wrong');
  const forgot = new ForgotPasswordPage(page);
  await page.goto('/auth/forgot-password');
  await forgot.email.fill(chef.user.email);
  await forgot.sendCode.click();
  await expect(forgot.code).toBeVisible();
  const code = await lastMailedCode(request, chef.user.email);
  const wrongCode = code.toUpperCase() === 'ZZZZZZ' ? 'YYYYYY' : 'ZZZZZZ';
  await forgot.code.fill(wrongCode);
  await forgot.newPassword.fill('Fresh#Start9');
  await forgot.confirmNewPassword.fill('Fresh#Start9');
  await forgot.resetPassword.click();
  await expect(new Toasts(page).of('error', 'Error')).toBeVisible();
  await expect(page).toHaveURL('/auth/forgot-password');
});

test('"Back to sign in" returns to the sign-in screen', async ({ page }) => {
  const forgot = new ForgotPasswordPage(page);
  await page.goto('/auth/forgot-password');
  await forgot.backToSignIn.click();
  await expect(new LoginPage(page).heading).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
});
