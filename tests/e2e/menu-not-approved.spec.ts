// The side menu of a chef not approved yet: only what they can use (the profile, the
// journal) and their onboarding steps, the current one a link to its screen.
import { expect, test } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { startSignedIn } from './support/browser-state.ts';
import { chefAt } from './support/onboarding.ts';

test.describe('a chef not approved yet', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('sees only what they can use, and their onboarding steps with the current one as a link', async ({ page, request }) => {
    const chef = await chefAt(request, 'menu-pending', 'personal_info_filled');
    await startSignedIn(page, chef);
    await page.goto('/upload-documents');
    const shell = new AppShell(page);
    const steps = shell.mainMenu.getByTestId('menu-getting-started');
    await expect(steps.getByRole('listitem')).toHaveText(['Your details (done)', 'Documents', 'Contract', 'Approval']);
    await expect(steps.getByRole('link')).toHaveCount(1);
    await expect(steps.getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/upload-documents');
    // Of the Home group, only what needs no approval.
    await expect(shell.mainMenu.getByRole('link')).toHaveText(['Documents', 'Profile', 'Journal']);
    await shell.menuLink('Profile').click();
    await expect(page).toHaveURL('/profile');
  });
});
