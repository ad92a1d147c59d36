// The install prompt on an iPhone: Safari has no install prompt, so the
// instructions (tap Share, choose Add to Home Screen, tap Add) show 1.5 s after the layout mounts;
// Later hides them for a day. Screenshots, phone, light and dark.
import { expect, test, type Browser, type Page } from './support/test.ts';
import { defaultLayout } from './support/a11y.ts';
import type { ChefAccount } from './support/api.ts';
import { expectNoAxeViolations, rulesIn } from './support/axe.ts';
import { startSignedIn, startWithLayout } from './support/browser-state.ts';
import { installFlags, IPHONE_SAFARI_17 } from './support/install.ts';
import { approvedChef } from './support/notifications.ts';
import { saveScreenshot, screenshotSizes } from './support/screenshots.ts';

const instructions = (page: Page) => page.getByRole('region', { name: 'Add the app to your home screen' });
const phone = screenshotSizes.find((size) => size.name === 'phone') ?? screenshotSizes[0];

async function openOnIphone(browser: Browser, chef: ChefAccount, theme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ userAgent: IPHONE_SAFARI_17, viewport: phone.viewport, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await startWithLayout(page, defaultLayout(theme));
  await startSignedIn(page, chef);
  // Paused from the start: the 1.5 s count begins when the layout mounts.
  const start = Date.now() + 60_000;
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  await page.goto('/orders/active');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return { context, page };
}

test('an iPhone shows the instructions after 1.5 s; Later hides them for a day', async ({ browser, request }) => {
  const chef = await approvedChef(request, 'install-ios');
  const { context, page } = await openOnIphone(browser, chef);
  await page.clock.runFor(1400);
  await expect(instructions(page)).toBeHidden();
  await page.clock.runFor(100);
  await expect(instructions(page)).toBeVisible();
  await expect(instructions(page).getByRole('listitem')).toHaveText(['1Tap the Share button in the toolbar.', '2Choose Add to Home Screen.', '3Tap Add.']);

  await instructions(page).getByRole('button', { name: 'Later' }).click();
  await expect(instructions(page)).toBeHidden();
  const flags = await installFlags(page);
  expect(flags.iosDismissedAt).toBe(flags.now);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(5000);
  await expect(instructions(page)).toBeHidden();
  await context.close();
});

test('screenshots of the iOS instructions (phone, light and dark), axe clean', async ({ browser, request }) => {
  const chef = await approvedChef(request, 'install-ios-shots');
  for (const theme of ['light', 'dark'] as const) {
    const { context, page } = await openOnIphone(browser, chef, theme);
    await page.clock.runFor(1500);
    await expect(instructions(page)).toBeVisible();
    await page.clock.resume();
    await expectNoAxeViolations(page, `iOS instructions, ${theme}`, rulesIn(theme));
    await saveScreenshot(page, `install-ios-phone-${theme}`);
    await context.close();
  }
});
