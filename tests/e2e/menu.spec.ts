// The side menu at phone (390 px) and desktop (1280 px) widths, in static and overlay mode
// (spec section 2: breakpoint 991 px; an item click and an outside click close the mobile or
// overlay menu).
import { expect, test, type Page } from './support/test.ts';
import { AppShell, menuItems } from './pages/app-shell.ts';
import { apiLogin } from './support/api.ts';
import { startSignedIn, startWithLayout } from './support/browser-state.ts';
import { seededChefs } from './support/env.ts';

async function openKitchen(page: Page): Promise<AppShell> {
  const shell = new AppShell(page);
  await page.goto('/kitchen');
  await expect(shell.heading('Kitchen')).toBeVisible();
  return shell;
}

async function expectOpen(shell: AppShell): Promise<void> {
  await expect(shell.sidebar).toHaveAttribute('data-state', 'open');
  await expect(shell.sidebar).toBeVisible();
  await expect(shell.menuLink('Kitchen')).toBeVisible();
}

async function expectClosed(shell: AppShell): Promise<void> {
  await expect(shell.sidebar).toHaveAttribute('data-state', 'closed');
  await expect(shell.sidebar).toBeHidden();
}

test.beforeEach(async ({ page, request }) => {
  await startSignedIn(page, await apiLogin(request, seededChefs.approved));
});

test.describe('desktop 1280 px, static menu', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the sidebar shows the Home group with its items', async ({ page }) => {
    const shell = await openKitchen(page);
    await expectOpen(shell);
    await expect(shell.mainMenu.getByText('Home', { exact: true })).toBeVisible();
    for (const item of menuItems) {
      await expect(shell.menuLink(item.name)).toHaveAttribute('href', item.path);
    }
    await expect(shell.mainMenu.getByRole('link')).toHaveCount(menuItems.length);
  });

  test('the toggle hides and shows the sidebar; an item click keeps it open', async ({ page }) => {
    const shell = await openKitchen(page);
    await expectOpen(shell);
    await shell.menuToggle.click();
    await expectClosed(shell);
    await shell.menuToggle.click();
    await expectOpen(shell);

    await shell.menuLink('Order History').click();
    await expect(page).toHaveURL('/orders/history');
    await expect(shell.heading('Order history')).toBeVisible();
    await expectOpen(shell);
    await shell.clickOutsideSidebar();
    await expectOpen(shell);
  });
});

test.describe('phone 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sidebar is hidden until the toggle opens it; an item click closes it and navigates', async ({ page }) => {
    const shell = await openKitchen(page);
    await expectClosed(shell);
    await shell.menuToggle.click();
    await expectOpen(shell);
    await shell.menuLink('Foods').click();
    await expect(page).toHaveURL('/foods');
    await expect(shell.heading('Foods')).toBeVisible();
    await expectClosed(shell);
  });

  test('a click outside closes the sidebar', async ({ page }) => {
    const shell = await openKitchen(page);
    await shell.menuToggle.click();
    await expectOpen(shell);
    await shell.clickOutsideSidebar();
    await expectClosed(shell);
    await expect(page).toHaveURL('/kitchen');
  });
});

test.describe('desktop 1280 px, overlay menu', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await startWithLayout(page, { primary: 'emerald', surface: 'slate', menuMode: 'overlay', darkTheme: false });
  });

  test('behaves like the phone menu: toggle opens, item click and outside click close', async ({ page }) => {
    const shell = await openKitchen(page);
    await expect(page.locator('html')).toHaveAttribute('data-menu-mode', 'overlay');
    await expectClosed(shell);

    await shell.menuToggle.click();
    await expectOpen(shell);
    await shell.menuLink('Support').click();
    await expect(page).toHaveURL('/tickets');
    await expect(shell.heading('Support tickets')).toBeVisible();
    await expectClosed(shell);

    await shell.menuToggle.click();
    await expectOpen(shell);
    await shell.clickOutsideSidebar();
    await expectClosed(shell);
  });
});
