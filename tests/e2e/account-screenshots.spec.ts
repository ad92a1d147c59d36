// Screenshots for people to look at (not compared) of the chef's account: the profile and the
// change-password form, on a phone (390 x 844) and a desktop (1280 x 800), light and dark, saved to
// tests/e2e/screenshots/ (git-ignored). Each shot first checks what it shows.
import { expect, test } from './support/test.ts';
import { ChangePasswordPage, ProfilePage } from './pages/account.ts';
import { startSignedIn, startWithLayout } from './support/browser-state.ts';
import { chefAt } from './support/onboarding.ts';
import { saveScreenshot as save, screenshotSizes as sizes, screenshotThemes as themes } from './support/screenshots.ts';

for (const size of sizes) {
  for (const theme of themes) {
    test(`account screens: ${size.name} ${theme}`, async ({ browser, request }) => {
      const context = await browser.newContext({ viewport: size.viewport });
      try {
        const page = await context.newPage();
        const chef = await chefAt(request, `account-shots-${size.name}-${theme}`, 'approved');
        await startWithLayout(page, { primary: 'emerald', surface: 'slate', menuMode: 'static', darkTheme: theme === 'dark' });
        await startSignedIn(page, chef);
        const html = page.locator('html');
        const suffix = `${size.name}-${theme}`;

        const profile = new ProfilePage(page);
        await profile.goto();
        if (theme === 'dark') await expect(html).toHaveClass(/(^|\s)app-dark(\s|$)/);
        else await expect(html).not.toHaveClass(/(^|\s)app-dark(\s|$)/);
        await profile.expectValues({ Email: chef.user.email, City: 'Kaunas', 'Account status': 'Approved' });
        await save(page, `account-profile-${suffix}`);

        const form = new ChangePasswordPage(page);
        await form.goto();
        await form.fill(chef.password, 'Kitchen#2025', 'Kitchen#2026');
        await form.submit.click();
        await expect(form.confirm).toHaveAccessibleErrorMessage('Passwords do not match.');
        await save(page, `account-change-password-${suffix}`);
      } finally {
        await context.close();
      }
    });
  }
}
