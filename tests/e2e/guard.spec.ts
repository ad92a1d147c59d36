// The route guard (spec section 2): who may open what, and where each account status lands. The
// not-approved chefs are registered by each test and moved to their status through the real
// onboarding steps (the seeded new@chef.test is walked through onboarding by another spec).
import { expect, test } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { LoginPage } from './pages/login-page.ts';
import { apiLogin, registerChef, setChefStatus } from './support/api.ts';
import { startSignedIn } from './support/browser-state.ts';
import { SEED_PASSWORD, seededChefs } from './support/env.ts';
import { chefAt, type OnboardingStatus } from './support/onboarding.ts';

const landings: { status: OnboardingStatus; path: string; heading: string }[] = [
  { status: 'approved', path: '/kitchen', heading: 'Kitchen' },
  { status: 'registered', path: '/update-profile', heading: 'Update profile' },
  { status: 'personal_info_filled', path: '/upload-documents', heading: 'Upload documents' },
  { status: 'document_uploaded', path: '/pending-approval', heading: 'Sign the contract' },
  { status: 'need_admin_approval', path: '/pending-approval', heading: 'Pending approval' },
];

test.describe('status redirects after sign-in', () => {
  for (const landing of landings) {
    test(`a ${landing.status} chef lands on ${landing.path} ("${landing.heading}")`, async ({ page, request }) => {
      const chef = await chefAt(request, `guard-${landing.status}`, landing.status);
      const login = new LoginPage(page);
      await login.goto();
      await login.signIn(chef.user.email, chef.password);
      await expect(page).toHaveURL(landing.path);
      await expect(new AppShell(page).heading(landing.heading)).toBeVisible();
    });
  }

  test(`the seeded approved chef (${seededChefs.approved}) lands on /kitchen`, async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(seededChefs.approved, SEED_PASSWORD);
    await expect(page).toHaveURL('/kitchen');
    await expect(new AppShell(page).heading('Kitchen')).toBeVisible();
  });
});

test.describe('not signed in', () => {
  test('a protected route sends to login with the path, query and hash as redirect', async ({ page }) => {
    await page.goto('/orders/active?x=1#h');
    await expect(page).toHaveURL(/\/auth\/login\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('redirect')).toBe('/orders/active?x=1#h');
    await expect(new LoginPage(page).heading).toBeVisible();
  });

  for (const path of ['/kitchen', '/update-profile', '/profile', '/dashboard']) {
    test(`${path} sends to login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    });
  }

  test('/auth opens the sign-in screen', async ({ page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL('/auth/login');
  });

  test('register and forgot-password open without a login', async ({ page }) => {
    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.goto('/auth/forgot-password');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page).toHaveURL('/auth/forgot-password');
  });
});

test.describe('approved chef', () => {
  test.beforeEach(async ({ page, request }) => {
    await startSignedIn(page, await apiLogin(request, seededChefs.approved));
  });

  for (const path of ['/auth/login', '/auth/register', '/auth/forgot-password']) {
    test(`opening ${path} goes to the dashboard (/kitchen)`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/kitchen');
      await expect(new AppShell(page).heading('Kitchen')).toBeVisible();
    });
  }

  for (const path of ['/', '/dashboard']) {
    test(`${path} redirects to /kitchen`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/kitchen');
    });
  }

  for (const path of ['/update-profile', '/upload-documents', '/pending-approval']) {
    test(`opening ${path} goes to /kitchen`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL('/kitchen');
      await expect(new AppShell(page).heading('Kitchen')).toBeVisible();
    });
  }

  test('may open every screen of the menu', async ({ page }) => {
    await page.goto('/orders/history');
    await expect(new AppShell(page).heading('Order history')).toBeVisible();
    await page.goto('/foods');
    await expect(new AppShell(page).heading('Foods')).toBeVisible();
  });
});

test.describe('not approved chef', () => {
  test('opening /kitchen or /foods goes to the status screen', async ({ page, request }) => {
    await startSignedIn(page, await chefAt(request, 'guard-registered-nav', 'registered'));
    await page.goto('/kitchen');
    await expect(page).toHaveURL('/update-profile');
    await page.goto('/foods');
    await expect(page).toHaveURL('/update-profile');
  });

  test('a waiting chef may not open another onboarding screen', async ({ page, request }) => {
    await startSignedIn(page, await chefAt(request, 'guard-waiting', 'need_admin_approval'));
    await page.goto('/upload-documents');
    await expect(page).toHaveURL('/pending-approval');
    await expect(new AppShell(page).heading('Pending approval')).toBeVisible();
  });

  test('may open /profile and /change-password', async ({ page, request }) => {
    await startSignedIn(page, await chefAt(request, 'guard-own-screens', 'personal_info_filled'));
    const shell = new AppShell(page);
    await page.goto('/profile');
    await expect(shell.heading('Profile')).toBeVisible();
    await expect(page).toHaveURL('/profile');
    await page.goto('/change-password');
    await expect(shell.heading('Change password')).toBeVisible();
    await expect(page).toHaveURL('/change-password');
  });

  test('opening /auth/login goes to the dashboard and on to the status screen', async ({ page, request }) => {
    await startSignedIn(page, await chefAt(request, 'guard-auth-login', 'document_uploaded'));
    await page.goto('/auth/login');
    await expect(page).toHaveURL('/pending-approval');
    await expect(new AppShell(page).heading('Sign the contract')).toBeVisible();
  });
});

test.describe('user data refresh', () => {
  test('a not-approved chef is re-checked on each navigation: approval opens the kitchen', async ({ page, request }) => {
    const chef = await registerChef(request, 'guard-nav');
    await startSignedIn(page, chef);
    await page.goto('/profile');
    const shell = new AppShell(page);
    await expect(shell.heading('Profile')).toBeVisible();

    await setChefStatus(request, chef.user.email, 'approved');
    // An in-app navigation (no reload): the guard refreshes the user data and lets the chef in.
    await shell.logo.click();
    await expect(page).toHaveURL('/kitchen');
    await expect(shell.heading('Kitchen')).toBeVisible();
  });

  test('the user data is refreshed on a full page load: a changed status redirects', async ({ page, request }) => {
    const chef = await registerChef(request, 'guard-reload');
    await setChefStatus(request, chef.user.email, 'approved');
    const approved = await apiLogin(request, chef.user.email, chef.password);
    await startSignedIn(page, approved);
    await page.goto('/kitchen');
    await expect(new AppShell(page).heading('Kitchen')).toBeVisible();

    await setChefStatus(request, chef.user.email, 'need_admin_approval');
    await page.reload();
    await expect(page).toHaveURL('/pending-approval');
  });
});
