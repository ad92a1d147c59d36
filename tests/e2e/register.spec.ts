// Register: the spec's validation messages under each field, the server's answer for a taken
// e-mail, and a successful registration that signs the chef in (status registered).
import { expect, test } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { RegisterPage } from './pages/register-page.ts';
import { Toasts } from './pages/toasts.ts';
import { refusedRegistrationMessage } from './support/api.ts';
import { storedSession } from './support/browser-state.ts';
import { SEED_PASSWORD, seededChefs, uniqueEmail } from './support/env.ts';

test('an empty form shows every required message', async ({ page }) => {
  const register = new RegisterPage(page);
  await register.goto();
  await register.submit.click();
  await expect(register.firstName).toHaveAccessibleErrorMessage('First name is required.');
  await expect(register.lastName).toHaveAccessibleErrorMessage('Last name is required.');
  await expect(register.email).toHaveAccessibleErrorMessage('Email is required.');
  await expect(register.password).toHaveAccessibleErrorMessage('Password is required.');
  await expect(register.confirmPassword).toHaveAccessibleErrorMessage('Please confirm your password.');
  await expect(page).toHaveURL('/auth/register');
});

test('invalid e-mail, short password and mismatch show their messages', async ({ page }) => {
  const register = new RegisterPage(page);
  await register.goto();
  await register.fill({ firstName: 'Ona', lastName: 'Kitchen', email: 'ona@', password: 'short', confirmation: 'short' });
  await register.submit.click();
  await expect(register.email).toHaveAccessibleErrorMessage('Invalid email format.');
  await expect(register.password).toHaveAccessibleErrorMessage('Password must be at least 8 characters.');
  await expect(register.firstName).not.toHaveAttribute('aria-invalid', 'true');
  await expect(register.confirmPassword).not.toHaveAttribute('aria-invalid', 'true');

  // A long enough password with a different confirmation: only the mismatch is left on it.
  await register.fill({ password: 'LongEnough1!', confirmation: 'LongEnough2!' });
  await register.submit.click();
  await expect(register.confirmPassword).toHaveAccessibleErrorMessage('Passwords do not match.');
  await expect(register.password).not.toHaveAttribute('aria-invalid', 'true');
  await expect(register.email).toHaveAccessibleErrorMessage('Invalid email format.');
  await expect(page).toHaveURL('/auth/register');
});

test('an e-mail that is already registered shows the server message', async ({ page, request }) => {
  const taken = { first_name: 'Demo', last_name: 'Again', email: seededChefs.approved, password: SEED_PASSWORD, password_confirmation: SEED_PASSWORD };
  const serverMessage = await refusedRegistrationMessage(request, taken);

  const register = new RegisterPage(page);
  await register.goto();
  await register.fill({ firstName: taken.first_name, lastName: taken.last_name, email: taken.email, password: SEED_PASSWORD, confirmation: SEED_PASSWORD });
  await register.submit.click();
  // The 422 shows in the error toast (or under the e-mail field), and nobody is signed in.
  await expect(page.getByText(serverMessage, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL('/auth/register');
  expect((await storedSession(page)).user?.isLoggedIn ?? false).toBe(false);
});

test('a successful registration signs the chef in and opens update-profile', async ({ page }) => {
  const register = new RegisterPage(page);
  const email = uniqueEmail('register');
  await register.goto();
  await register.fill({ firstName: 'Ona', lastName: 'Virtuve', email, password: 'Kitchen#2024', confirmation: 'Kitchen#2024' });
  await register.submit.click();
  await expect(new Toasts(page).of('success', 'Registered Successful !')).toBeVisible();
  await expect(page).toHaveURL('/update-profile');
  await expect(new AppShell(page).heading('Update profile')).toBeVisible();
  const { user } = await storedSession(page);
  expect(user?.isLoggedIn).toBe(true);
  expect(user?.userData?.status).toBe('registered');
});
