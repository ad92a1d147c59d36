// Screenshots for people to look at (not compared): sign-in, register and the app shell, on a
// phone (390 x 844) and a desktop (1280 x 800), light and dark, saved to tests/e2e/screenshots/
// (git-ignored). Each one first checks that the screen and the theme are really there.
import { expect, test, type Page } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { apiLogin } from './support/api.ts';
import { startSignedIn, startWithLayout } from './support/browser-state.ts';
import { seededChefs } from './support/env.ts';
import { saveScreenshot as save, screenshotSizes as sizes, screenshotThemes as themes } from './support/screenshots.ts';

for (const size of sizes) {
  for (const theme of themes) {
    test.describe(`${size.name} ${theme}`, () => {
      test.use({ viewport: size.viewport });

      test.beforeEach(async ({ page }) => {
        await startWithLayout(page, { primary: 'emerald', surface: 'slate', menuMode: 'static', darkTheme: theme === 'dark' });
      });

      const expectTheme = async (page: Page) => {
        const html = page.locator('html');
        if (theme === 'dark') await expect(html).toHaveClass(/(^|\s)app-dark(\s|$)/);
        else await expect(html).not.toHaveClass(/(^|\s)app-dark(\s|$)/);
      };

      test('sign-in', async ({ page }) => {
        await page.goto('/auth/login');
        await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
        await expectTheme(page);
        await save(page, `sign-in-${size.name}-${theme}`);
      });

      test('register', async ({ page }) => {
        await page.goto('/auth/register');
        await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
        await expectTheme(page);
        await save(page, `register-${size.name}-${theme}`);
      });

      test('shell', async ({ page, request }) => {
        await startSignedIn(page, await apiLogin(request, seededChefs.approved));
        await page.goto('/kitchen');
        const shell = new AppShell(page);
        await expect(shell.heading('Kitchen')).toBeVisible();
        await expect(shell.userMenu).toBeVisible();
        await expectTheme(page);
        if (size.name === 'phone') {
          await save(page, `shell-${size.name}-${theme}`);
          await shell.menuToggle.click();
          await expect(shell.sidebar).toBeVisible();
          await save(page, `shell-menu-open-${size.name}-${theme}`);
        } else {
          await expect(shell.sidebar).toBeVisible();
          await save(page, `shell-${size.name}-${theme}`);
        }
      });
    });
  }
}
