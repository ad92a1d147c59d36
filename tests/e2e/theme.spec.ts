// Dark mode and the theme configurator: the <html> element carries the theme, the layout config
// is stored under `layout-config`, and everything survives a reload.
import { expect, test } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { ThemeDrawer } from './pages/theme-drawer.ts';
import { apiLogin } from './support/api.ts';
import { htmlTheme, startSignedIn, storedLayout } from './support/browser-state.ts';
import { seededChefs } from './support/env.ts';

test.beforeEach(async ({ page, request }) => {
  await startSignedIn(page, await apiLogin(request, seededChefs.approved));
  await page.goto('/kitchen');
  await expect(new AppShell(page).heading('Kitchen')).toBeVisible();
});

test('defaults: emerald, light, static menu', async ({ page }) => {
  expect(await htmlTheme(page)).toMatchObject({ dark: false, primary: 'emerald', menuMode: 'static' });
});

test('dark mode survives a reload', async ({ page }) => {
  const shell = new AppShell(page);
  await shell.darkModeToggle.click();
  await expect(page.locator('html')).toHaveClass(/(^|\s)app-dark(\s|$)/);
  expect((await storedLayout(page))?.darkTheme).toBe(true);

  await page.reload();
  await expect(shell.heading('Kitchen')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/(^|\s)app-dark(\s|$)/);

  await shell.darkModeToggle.click();
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)app-dark(\s|$)/);
  await page.reload();
  await expect(shell.heading('Kitchen')).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/(^|\s)app-dark(\s|$)/);
});

test('primary, surface and menu mode survive a reload', async ({ page }) => {
  const html = page.locator('html');
  const drawer = new ThemeDrawer(page);
  await drawer.open();
  await expect(drawer.primary.getByRole('radio', { name: 'emerald', exact: true })).toBeChecked();
  await expect(drawer.primary.getByRole('radio', { name: 'noir', exact: true })).toBeVisible();
  await expect(drawer.primary.getByRole('radio', { name: 'custom', exact: true })).toBeVisible();

  await drawer.choose(drawer.primary, 'noir');
  await expect(html).toHaveAttribute('data-primary', 'noir');
  await drawer.choose(drawer.surface, 'zinc');
  await expect(html).toHaveAttribute('data-surface', 'zinc');
  await drawer.choose(drawer.menuMode, 'Overlay');
  await expect(html).toHaveAttribute('data-menu-mode', 'overlay');
  await drawer.close();

  expect(await storedLayout(page)).toMatchObject({ primary: 'noir', surface: 'zinc', menuMode: 'overlay' });

  await page.reload();
  await expect(new AppShell(page).heading('Kitchen')).toBeVisible();
  await expect(html).toHaveAttribute('data-primary', 'noir');
  await expect(html).toHaveAttribute('data-surface', 'zinc');
  await expect(html).toHaveAttribute('data-menu-mode', 'overlay');
  await drawer.open();
  await expect(drawer.primary.getByRole('radio', { name: 'noir', exact: true })).toBeChecked();
  await expect(drawer.menuMode.getByRole('radio', { name: 'Overlay', exact: true })).toBeChecked();
});
