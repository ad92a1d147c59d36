// The active orders painted from the HTML on a chef's first load on a device (the cold
// /orders/active; build/prerender-pages.mjs): the build takes a picture of the screen as it is
// before anything was pulled (the top bar, the heading, "Loading orders…", nobody's initials) and
// the server answers /orders/active with it. Shown with the page's scripts switched off (nothing
// but the HTML can put it there), then with them on, where the app's own screen replaces it.
import type { Locator } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { scriptsOff } from './support/scripts-off.ts';

/** Where the element is and how its text is drawn. */
const look = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    return {
      box: [box.x, box.y, box.width, box.height].map(Math.round),
      font: [style.fontSize, style.fontWeight, style.color],
    };
  });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a chef's first load shows the active orders' frame before any script runs, with no one's initials; the app then takes over", async ({ page, request }) => {
    const chef = await approvedChef(request, 'orders-picture');
    await startSignedIn(page, chef);
    const scriptsOn = await scriptsOff(page);
    await page.goto('/orders/active', { waitUntil: 'domcontentloaded' });
    const picture = page.locator('#screen-snapshot');
    await expect(picture.getByText('Active orders', { exact: true })).toBeVisible();
    await expect(picture.getByText('Loading orders…')).toBeVisible();
    await expect(picture.getByText('New orders ring until you open them or stop the alarm.')).toBeVisible();
    // A picture, not a second screen: hidden from assistive technology and inert.
    await expect(page.getByRole('heading', { name: 'Active orders' })).toHaveCount(0);
    await expect(picture).toHaveAttribute('aria-hidden', 'true');
    expect(await picture.evaluate((element) => element.hasAttribute('inert'))).toBe(true);
    // The build took it as a demo chef: the avatar keeps its place and shows nobody's initials.
    const avatar = picture.locator('.chakra-avatar__fallback');
    await expect(avatar).toHaveCount(1);
    await expect(avatar).toHaveText('');
    const pictureHeading = await look(picture.getByText('Active orders', { exact: true }));

    await scriptsOn();
    await page.reload();
    const heading = page.getByRole('heading', {
      name: 'Active orders',
      level: 1,
    });
    await expect(heading).toBeVisible();
    await expect(picture).toHaveCount(0);
    await expect(page.locator('#screen-snapshot-css')).toHaveCount(0);
    const initials = `${String(chef.user.first_name).charAt(0)}${String(chef.user.last_name).charAt(0)}`.toUpperCase();
    await expect(page.locator('.chakra-avatar__fallback')).toHaveText(initials);
    await expect(page.getByText('No active orders')).toBeVisible();
    expect(pictureHeading).toEqual(await look(heading));
  });
});

test("on a desktop the phone's picture is not shown and the app starts at once", async ({ page, request }) => {
  const chef = await approvedChef(request, 'orders-picture-desktop');
  await startSignedIn(page, chef);
  const scriptsOn = await scriptsOff(page);
  await page.goto('/orders/active', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#screen-snapshot')).toHaveCount(1);
  await expect(page.locator('#screen-snapshot')).toBeHidden();
  await scriptsOn();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Active orders', level: 1 })).toBeVisible();
  await expect(page.getByText('No active orders')).toBeVisible();
  // The app's module script was added without waiting for a paint of the hidden picture.
  const started = await page.evaluate(() => performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime ?? null);
  expect(started).not.toBeNull();
  expect(started).toBeLessThan(900);
});

test('a signed-out visitor who opens /orders/active is sent to sign-in without the orders picture', async ({ page }) => {
  await page.goto('/orders/active');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Forders%2Factive/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.locator('#screen-snapshot')).toHaveCount(0);
  await expect(page.getByText('Loading orders…')).toHaveCount(0);
});
