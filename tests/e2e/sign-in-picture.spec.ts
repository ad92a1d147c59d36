// The sign-in screen painted from the HTML (the first load; build/prerender-pages.mjs):
// the build takes a picture of the sign-in screen, the server answers /auth/login with it and the
// service worker precaches it, so the form is on screen before the app's JS has arrived and run.
// Shown with the page's scripts switched off (nothing but the HTML can put the form there), then
// with them on, where the app's own screen replaces the picture.
import type { Locator } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { LoginPage } from './pages/login-page.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { SEED_PASSWORD, seededChefs } from './support/env.ts';
import { scriptsOff } from './support/scripts-off.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

/** Where the Sign in button is and how it is drawn. */
const look = (button: Locator) =>
  button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return { box: [box.x, box.y, box.width, box.height].map(Math.round), colours: [style.backgroundColor, style.color], font: [style.fontSize, style.fontWeight] };
  });

test('the sign-in form is on screen before any script runs, drawn as the app draws it; the app then takes over', async ({ page }) => {
  const scriptsOn = await scriptsOff(page);
  await page.goto('/auth/login', { waitUntil: 'domcontentloaded' });
  const picture = page.locator('#screen-snapshot');
  await expect(picture.getByText('Welcome back, chef.')).toBeVisible();
  await expect(picture.locator('input[type="email"]')).toBeVisible();
  await expect(picture.locator('input[type="password"]')).toBeVisible();
  // A picture, not a second form: hidden from assistive technology and inert.
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  await expect(picture).toHaveAttribute('aria-hidden', 'true');
  expect(await picture.evaluate((element) => element.hasAttribute('inert'))).toBe(true);
  const pictureLook = await look(picture.locator('button', { hasText: 'Sign in' }));

  await scriptsOn();
  await page.reload();
  const login = new LoginPage(page);
  await expect(login.heading).toBeVisible();
  await expect(picture).toHaveCount(0);
  await expect(page.locator('#screen-snapshot-css')).toHaveCount(0);
  await expect(page.locator('input[type="email"]')).toHaveCount(1);
  expect(pictureLook).toEqual(await look(login.submit));

  await login.signIn(seededChefs.approved, SEED_PASSWORD);
  await expect(page).toHaveURL('/kitchen');
});

test('offline, the service worker answers the sign-in screen with the picture from its precache', async ({ page, context }) => {
  const login = new LoginPage(page);
  await login.goto();
  await expectServiceWorkerInControl(page);

  await context.setOffline(true);
  const scriptsOn = await scriptsOff(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  await expect(page.locator('#screen-snapshot').getByText('Welcome back, chef.')).toBeVisible();

  await scriptsOn();
  await page.reload();
  await expect(login.heading).toBeVisible();
  await expect(page.locator('#screen-snapshot')).toHaveCount(0);
  await expect(login.email).toBeEditable();
});

test('a signed-in chef sent away from /auth/login is not left with the sign-in picture', async ({ page, request }) => {
  const chef = await approvedChef(request, 'sign-in-picture');
  await startSignedIn(page, chef);
  await page.goto('/auth/login');
  await expect(page).not.toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#screen-snapshot')).toHaveCount(0);
  await expect(page.getByText('Welcome back, chef.')).toHaveCount(0);
});
