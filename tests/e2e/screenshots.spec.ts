// Screenshots for people to look at (not compared): sign-in, register and the app shell, on a
// phone (390 x 844) and a desktop (1280 x 800), light and dark, saved to tests/e2e/screenshots/
// (git-ignored). Each one first checks that the screen is really there; each screen is shot in
// light, then in dark (the colour mode switched in place, which checks the theme too).
import { expect, test } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { apiLogin } from './support/api.ts';
import { startSignedIn, startWithLayout } from './support/browser-state.ts';
import { seededChefs } from './support/env.ts';
import { saveLightAndDark as save, screenshotSizes as sizes } from './support/screenshots.ts';

for (const size of sizes) {
  test.describe(`${size.name}, light and dark`, () => {
    test.use({ viewport: size.viewport });

    test.beforeEach(async ({ page }) => {
      await startWithLayout(page, { primary: 'emerald', surface: 'slate', menuMode: 'static', darkTheme: false });
    });

    test('sign-in', async ({ page }) => {
      await page.goto('/auth/login');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      await save(page, `sign-in-${size.name}`);
    });

    test('register', async ({ page }) => {
      await page.goto('/auth/register');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await save(page, `register-${size.name}`);
    });

    test('shell', async ({ page, request }) => {
      await startSignedIn(page, await apiLogin(request, seededChefs.approved));
      await page.goto('/kitchen');
      const shell = new AppShell(page);
      await expect(shell.heading('Kitchen')).toBeVisible();
      await expect(shell.userMenu).toBeVisible();
      if (size.name === 'phone') {
        await save(page, `shell-${size.name}`);
        await shell.menuToggle.click();
        await expect(shell.sidebar).toBeVisible();
        await save(page, `shell-menu-open-${size.name}`, () => expect(shell.sidebar).toBeVisible());
      } else {
        await expect(shell.sidebar).toBeVisible();
        await save(page, `shell-${size.name}`);
      }
    });
  });
}
