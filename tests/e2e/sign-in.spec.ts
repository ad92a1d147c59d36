// Sign-in: success, the server's error message, field validation, the redirect after login
// (only same-origin paths) and the return after a 401.
import { expect, test } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { LoginPage } from './pages/login-page.ts';
import { Toasts } from './pages/toasts.ts';
import { failedLoginMessage, registerChef, revokeToken } from './support/api.ts';
import { storedSession } from './support/browser-state.ts';
import { SEED_PASSWORD, seededChefs } from './support/env.ts';

test('signing in as the demo chef shows the success toast and the kitchen', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(seededChefs.approved, SEED_PASSWORD);
  await expect(new Toasts(page).of('success', 'Login Successful !')).toBeVisible();
  await expect(page).toHaveURL('/kitchen');
  const { user, sessionToken } = await storedSession(page);
  expect(user?.isLoggedIn).toBe(true);
  expect(user?.userData?.status).toBe('approved');
  expect(user?.token).toBeTruthy();
  expect(sessionToken).toBe(user?.token);
});

test('a wrong password shows the server message in an error toast', async ({ page, request }) => {
  // An account of its own, so the login rate limit never touches another test.
  const chef = await registerChef(request, 'wrong-password');
  const serverMessage = await failedLoginMessage(request, chef.user.email, 'Not-the-password1');

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(chef.user.email, 'Not-the-password2');
  const toast = new Toasts(page).of('error', serverMessage);
  await expect(toast).toBeVisible();
  await expect(toast).toContainText('Error');
  await expect(page).toHaveURL(/\/auth\/login/);
  expect((await storedSession(page)).user?.isLoggedIn ?? false).toBe(false);
});

test('the sign-in form checks its fields before calling the server', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.submit.click();
  await expect(login.email).toHaveAccessibleErrorMessage('Email is required.');
  await expect(login.password).toHaveAccessibleErrorMessage('Password is required.');
  await login.email.fill('not-an-email');
  await login.submit.click();
  await expect(login.email).toHaveAccessibleErrorMessage('Invalid email format.');
  await expect(page).toHaveURL('/auth/login');
});

test('the links lead to register and forgot-password', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.createAccountLink.click();
  await expect(page).toHaveURL('/auth/register');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/auth/login');
  await login.forgotPasswordLink.click();
  await expect(page).toHaveURL('/auth/forgot-password');
});

test('no Google button without VITE_GOOGLE_CLIENT_ID', async ({ page }) => {
  await new LoginPage(page).goto();
  await expect(page.getByRole('button', { name: 'Sign in with Google' })).toHaveCount(0);
});

test.describe('redirect after login', () => {
  test('a same-origin path with query and hash is followed', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto(`?redirect=${encodeURIComponent('/orders/history?page=2#top')}`);
    await login.signIn(seededChefs.approved, SEED_PASSWORD);
    await expect(page).toHaveURL('/orders/history?page=2#top');
  });

  for (const redirect of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
    test(`${redirect} is ignored: the chef lands on /kitchen`, async ({ page }) => {
      const login = new LoginPage(page);
      await login.goto(`?redirect=${encodeURIComponent(redirect)}`);
      await login.signIn(seededChefs.approved, SEED_PASSWORD);
      await expect(page).toHaveURL('/kitchen');
    });
  }
});

test('a 401 logs out and, after signing in again, returns to the same path, query and hash', async ({ page, request }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(seededChefs.approved, SEED_PASSWORD);
  await expect(page).toHaveURL('/kitchen');

  await page.goto('/orders/active?x=1#h');
  await expect(new AppShell(page).heading('Active orders')).toBeVisible();

  // The token dies on the server (as a logout on another device or an expiry would do); the next
  // call of the app (the refresh of the user data on a page load) answers 401.
  const { user } = await storedSession(page);
  if (!user?.token) throw new Error('no token stored after login');
  await revokeToken(request, user.token);
  await page.reload();

  await expect(page).toHaveURL(/\/auth\/login\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/orders/active?x=1#h');
  const afterLogout = await storedSession(page);
  expect(afterLogout.user?.isLoggedIn ?? false).toBe(false);
  expect(afterLogout.user?.token ?? null).toBeNull();

  await login.signIn(seededChefs.approved, SEED_PASSWORD);
  await expect(page).toHaveURL('/orders/active?x=1#h');
  await expect(new AppShell(page).heading('Active orders')).toBeVisible();
});

test('a 401 answered to a call of the app (intercepted) also sends to login with the redirect', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(seededChefs.approved, SEED_PASSWORD);
  await expect(page).toHaveURL('/kitchen');

  await page.route('**/api/**', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Unauthenticated.' }) }),
  );
  await page.goto('/foods?sort=name#list');
  await expect(page).toHaveURL(/\/auth\/login\?/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/foods?sort=name#list');
});
