// Screenshots for people to look at (not compared) of the chef's account: the profile and the
// change-password form, on a phone (390 x 844) and a desktop (1280 x 800), light and dark, saved to
// tests/e2e/screenshots/ (git-ignored). Each shot first checks what it shows. One page per size:
// each screen is shot in light, then in dark (the colour mode switched in place).
import { expect, test } from './support/test.ts';
import { ChangePasswordPage, ProfilePage } from './pages/account.ts';
import { startSignedIn, startWithLayout } from './support/browser-state.ts';
import { chefAt } from './support/onboarding.ts';
import { saveLightAndDark, screenshotSizes as sizes } from './support/screenshots.ts';

for (const size of sizes) {
  test(`account screens: ${size.name}, light and dark`, async ({ browser, request }) => {
    const context = await browser.newContext({ viewport: size.viewport });
    try {
      const page = await context.newPage();
      const chef = await chefAt(request, `account-shots-${size.name}`, 'approved');
      await startWithLayout(page, { primary: 'emerald', surface: 'slate', menuMode: 'static', darkTheme: false });
      await startSignedIn(page, chef);
      const suffix = size.name;

      const profile = new ProfilePage(page);
      await profile.goto();
      await profile.expectValues({ Email: chef.user.email, City: 'Kaunas', 'Account status': 'Approved' });
      await saveLightAndDark(page, `account-profile-${suffix}`);

      const form = new ChangePasswordPage(page);
      await form.goto();
      await form.fill(chef.password, 'Kitchen#2025', 'Kitchen#2026');
      await form.submit.click();
      await expect(form.confirm).toHaveAccessibleErrorMessage('Passwords do not match.');
      await saveLightAndDark(page, `account-change-password-${suffix}`);
    } finally {
      await context.close();
    }
  });
}
