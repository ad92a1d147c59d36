// The install prompt (spec sections 4 and 9) in Chromium: a synthetic
// beforeinstallprompt shows the install card after 2 s, Install calls the browser's prompt(),
// Later hides it and a reload within a day shows nothing (the page clock moved on), a day later it
// is back; an installed (standalone) app shows nothing. Screenshots of the card, phone, light and dark.
import { expect, test, type Page } from './support/test.ts';
import { defaultLayout, openPage } from './support/a11y.ts';
import { expectNoAxeViolations, rulesIn } from './support/axe.ts';
import { startSignedIn } from './support/browser-state.ts';
import { installFlags, installPromptCalls, openWithPausedClock, signalInstallable } from './support/install.ts';
import { approvedChef } from './support/notifications.ts';
import { emulateStandalone } from './support/push.ts';
import { saveScreenshot, screenshotSizes, screenshotThemes } from './support/screenshots.ts';

const card = (page: Page) => page.getByRole('region', { name: 'Install the app' });
const HOUR = 60 * 60 * 1000;

test('the card shows 2 s after the browser signals installability; Install calls prompt() and records installed', async ({ page, request }) => {
  await startSignedIn(page, await approvedChef(request, 'install-accept'));
  await openWithPausedClock(page, '/orders/active');
  await signalInstallable(page, 'accepted');
  await page.clock.runFor(1999);
  await expect(card(page)).toBeHidden();
  await page.clock.runFor(1);
  await expect(card(page)).toBeVisible();
  await expect(card(page).getByRole('listitem')).toHaveText(['Fast loading, even on a weak connection', 'No browser bar: the whole screen for your orders']);

  await card(page).getByRole('button', { name: 'Install' }).click();
  await expect(card(page)).toBeHidden();
  expect(await installPromptCalls(page)).toBe(1);
  await expect.poll(async () => (await installFlags(page)).installed).toBe('true');

  // Recorded as installed: a later signal shows nothing.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await signalInstallable(page);
  await page.clock.runFor(5000);
  await expect(card(page)).toBeHidden();
});

test('Later hides the card for a day: a reload within the day shows nothing, a day later it is back', async ({ page, request }) => {
  await startSignedIn(page, await approvedChef(request, 'install-later'));
  await openWithPausedClock(page, '/orders/active');
  await signalInstallable(page);
  await page.clock.runFor(2000);
  await card(page).getByRole('button', { name: 'Later' }).click();
  await expect(card(page)).toBeHidden();
  const flags = await installFlags(page);
  expect(flags.dismissedAt).toBe(flags.now);
  expect(flags.installed).toBeNull();

  // Jump, as a phone asleep for the night does: due timers fire once (runFor would fire the sync
  // engine's minute timers 1,380 times, each a pull).
  await page.clock.fastForward(23 * HOUR);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await signalInstallable(page);
  await page.clock.runFor(5000);
  await expect(card(page)).toBeHidden();

  await page.clock.fastForward(HOUR);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await signalInstallable(page);
  await page.clock.runFor(2000);
  await expect(card(page)).toBeVisible();
});

test('the installed app (display-mode standalone) shows no install card', async ({ page, request }) => {
  await startSignedIn(page, await approvedChef(request, 'install-standalone'));
  await emulateStandalone(page);
  await openWithPausedClock(page, '/orders/active');
  await signalInstallable(page);
  await page.clock.runFor(5000);
  await expect(card(page)).toBeHidden();
  // The control: the same page outside the installed app shows it (see the first test).
});

test('appinstalled hides the card and records installed', async ({ page, request }) => {
  await startSignedIn(page, await approvedChef(request, 'install-event'));
  await openWithPausedClock(page, '/orders/active');
  await signalInstallable(page);
  await page.clock.runFor(2000);
  await expect(card(page)).toBeVisible();
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(card(page)).toBeHidden();
  expect((await installFlags(page)).installed).toBe('true');
});

test('screenshots of the install card (phone, light and dark), axe clean', async ({ browser, request }) => {
  const chef = await approvedChef(request, 'install-shots');
  const phone = screenshotSizes.find((size) => size.name === 'phone') ?? screenshotSizes[0];
  for (const theme of screenshotThemes) {
    const { context, page } = await openPage(browser, { size: phone.viewport, layout: defaultLayout(theme), chef });
    await openWithPausedClock(page, '/orders/active');
    await signalInstallable(page);
    await page.clock.runFor(2000);
    await expect(card(page)).toBeVisible();
    await page.clock.resume();
    await expectNoAxeViolations(page, `install card, ${theme}`, rulesIn(theme));
    await saveScreenshot(page, `install-card-phone-${theme}`);
    await context.close();
  }
});

test('a signal that comes before the install prompt chunk has loaded is kept, and the card still shows', async ({ page, request }) => {
  await startSignedIn(page, await approvedChef(request, 'install-early'));
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/InstallPrompt-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/orders/active');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await signalInstallable(page);
  release();
  await expect(card(page)).toBeVisible();
});
