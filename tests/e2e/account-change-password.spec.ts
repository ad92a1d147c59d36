// Change password (/change-password, spec section 5): the strong-password rules and their
// messages, the server's answer for a wrong current password, the offline notice, and a change
// that works: "Password changed", then signing in again needs the new password.
import { expect, test, type Page } from './support/test.ts';
import { ChangePasswordPage, ProfilePage } from './pages/account.ts';
import { AppShell } from './pages/app-shell.ts';
import { LoginPage } from './pages/login-page.ts';
import { Toasts } from './pages/toasts.ts';
import { apiLogin, failedLoginMessage, registerChef, type ChefAccount } from './support/api.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';

async function openChangePassword(page: Page, chef: ChefAccount): Promise<ChangePasswordPage> {
  await startSignedIn(page, chef);
  const form = new ChangePasswordPage(page);
  await form.goto();
  await expect(page.getByText('At least 8 characters with upper and lower case letters, a digit and a special character', { exact: true })).toBeVisible();
  return form;
}

test('every rule shows its message, and nothing is sent until the form is valid', async ({ page, request }) => {
  const chef = await registerChef(request, 'pw-rules');
  const sent = { count: 0 };
  page.context().on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/chef/auth/change-password') sent.count += 1;
  });
  const form = await openChangePassword(page, chef);

  await form.submit.click();
  await expect(form.current).toHaveAccessibleErrorMessage('Current password is required.');
  await expect(form.newPassword).toHaveAccessibleErrorMessage('New password is required.');
  await expect(form.confirm).toHaveAccessibleErrorMessage('Please confirm your password.');

  await form.fill(chef.password, 'Ab1!xyz', 'Ab1!xyz');
  await form.submit.click();
  await expect(form.newPassword).toHaveAccessibleErrorMessage('Password must be at least 8 characters.');
  await expect(form.current).not.toHaveAttribute('aria-invalid', 'true');

  await form.fill(chef.password, 'onlylowercase', 'onlylowercase');
  await form.submit.click();
  await expect(form.newPassword).toHaveAccessibleErrorMessage('Password must contain upper and lower case letters, a digit and a special character.');

  await form.fill(chef.password, 'NoSpecial123', 'NoSpecial123');
  await form.submit.click();
  await expect(form.newPassword).toHaveAccessibleErrorMessage('Password must contain upper and lower case letters, a digit and a special character.');

  await form.fill(chef.password, 'Kitchen#2025', 'Kitchen#2026');
  await form.submit.click();
  await expect(form.confirm).toHaveAccessibleErrorMessage('Passwords do not match.');
  await expect(form.newPassword).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/change-password');
  expect(sent.count).toBe(0);
});

test('a wrong current password shows the server message under "Current password" and changes nothing', async ({ page, request }) => {
  const chef = await registerChef(request, 'pw-wrong');
  const form = await openChangePassword(page, chef);
  await form.fill('Wrong#Pass1', 'Kitchen#2025', 'Kitchen#2025');
  await form.submit.click();
  await expect(form.current).toHaveAccessibleErrorMessage('The current password is incorrect.');
  await expect(page).toHaveURL('/change-password');
  expect((await apiLogin(request, chef.user.email, chef.password)).user.email, 'the old password still signs in').toBe(chef.user.email);
});

test('offline: the notice shows and the button is disabled', async ({ page, context, request }) => {
  const chef = await registerChef(request, 'pw-offline');
  const form = await openChangePassword(page, chef);
  await context.setOffline(true);
  try {
    await expect(form.offlineText).toBeVisible();
    await expect(form.submit).toBeDisabled();
  } finally {
    await context.setOffline(false);
  }
  await expect(form.offlineText).toBeHidden();
  await expect(form.submit).toBeEnabled();
});

test('a change that works: "Password changed", the profile, then only the new password signs in', async ({ page, request }) => {
  const chef = await approvedChef(request, 'pw-change');
  const next = 'Fresh#Kitchen9';
  const form = await openChangePassword(page, chef);
  await form.fill(chef.password, next, next);
  await form.submit.click();
  await expect(new Toasts(page).of('success', 'Password changed')).toBeVisible();
  await expect(page).toHaveURL('/profile');
  await expect(new ProfilePage(page).heading).toBeVisible();

  const shell = new AppShell(page);
  await shell.openUserMenuItem('Logout');
  await shell.logoutDialog.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  const login = new LoginPage(page);
  await login.signIn(chef.user.email, next);
  await expect(page).toHaveURL('/kitchen');
  await expect(shell.heading('Kitchen')).toBeVisible();
  await failedLoginMessage(request, chef.user.email, chef.password); // the old password is refused (fails on a success)
});
