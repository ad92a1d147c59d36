// Logout through the confirmation dialog: Cancel keeps the chef in; Logout ends the session on the
// server, clears the stored session and the session-storage token, and opens sign-in.
import { expect, test } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { LoginPage } from './pages/login-page.ts';
import { Toasts } from './pages/toasts.ts';
import { verifyTokenStatus } from './support/api.ts';
import { storedSession } from './support/browser-state.ts';
import { SEED_PASSWORD, seededChefs } from './support/env.ts';

test('logout through the dialog clears storage and lands on sign-in', async ({ page, request }) => {
  const login = new LoginPage(page);
  const shell = new AppShell(page);
  await login.goto();
  await login.signIn(seededChefs.approved, SEED_PASSWORD);
  await expect(shell.heading('Kitchen')).toBeVisible();
  const token = (await storedSession(page)).user?.token;
  if (!token) throw new Error('no token stored after login');

  // Cancel: nothing happens.
  await shell.openUserMenuItem('Logout');
  await expect(shell.logoutDialog).toBeVisible();
  await expect(shell.logoutDialog).toContainText('Are you sure you want to log out?');
  const box = await shell.logoutDialog.boundingBox();
  expect(box?.width).toBeCloseTo(400, -1);
  await shell.logoutDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(shell.logoutDialog).toBeHidden();
  await expect(page).toHaveURL('/kitchen');
  expect((await storedSession(page)).user?.isLoggedIn).toBe(true);

  // Logout.
  await shell.openUserMenuItem('Logout');
  await shell.logoutDialog.getByRole('button', { name: 'Logout', exact: true }).click();
  const toast = new Toasts(page).of('success', 'Logged Out');
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('You have been logged out successfully.');
  await expect(page).toHaveURL('/auth/login');
  await expect(login.heading).toBeVisible();

  const { user, sessionToken } = await storedSession(page);
  expect(user).toEqual({ isLoggedIn: false, userData: null, token: null });
  expect(sessionToken).toBeNull();
  expect(await verifyTokenStatus(request, token)).toBe(401);

  // The top bar is gone and a protected screen asks for a login again.
  await expect(shell.userMenu).toHaveCount(0);
  await page.goto('/kitchen');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
});
