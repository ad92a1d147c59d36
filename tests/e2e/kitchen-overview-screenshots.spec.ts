// Screenshots for people to look at (not compared) of the kitchen overview: the demo
// kitchen with its figures and chart, and a kitchen of its own (working past midnight, no orders
// yet: the empty figures) with new orders paused for an hour, on a phone (390 x 844) and a desktop
// (1280 x 800), light and dark, saved to tests/e2e/screenshots/. Each checks what it shows first.
// One pair of pages per size: each is shot in light, then in dark (the colour mode switched in place).
import { expect, test, type Page } from './support/test.ts';
import { fillServerKitchen, KitchenOverviewPage, pauseServerKitchen, setServerKitchenOpen } from './pages/kitchen-overview.ts';
import { apiLogin } from './support/api.ts';
import { startSignedIn, startWithLayout } from './support/browser-state.ts';
import { seededChefs } from './support/env.ts';
import { approvedChef } from './support/notifications.ts';
import { setDarkMode } from './support/axe.ts';
import { saveScreenshot, screenshotSizes as sizes, screenshotThemes as themes } from './support/screenshots.ts';

/** The screen and the whole page (`<file>-<size>-<theme>`, `<file>-full-<size>-<theme>`), in light then in dark. */
async function shootBothThemes(page: Page, file: string, size: string): Promise<void> {
  for (const theme of themes) {
    await setDarkMode(page, theme === 'dark');
    await saveScreenshot(page, `${file}-${size}-${theme}`);
    await page.screenshot({ path: `tests/e2e/screenshots/${file}-full-${size}-${theme}.png`, fullPage: true, animations: 'disabled' });
  }
  await setDarkMode(page, false);
}

for (const size of sizes) {
  test(`kitchen overview and paused kitchen, ${size.name}, light and dark`, async ({ browser, request }) => {
    test.setTimeout(60_000);
    const layout = {
      primary: 'emerald',
      surface: 'slate',
      menuMode: 'static',
      darkTheme: false,
    } as const;
    const demo = await apiLogin(request, seededChefs.approved);
    const context = await browser.newContext({ viewport: size.viewport });
    try {
      const page = await context.newPage();
      await startWithLayout(page, layout);
      await startSignedIn(page, demo);
      const overview = new KitchenOverviewPage(page);
      await overview.goto();
      await expect(overview.figure('totalOrders')).toBeVisible();
      await expect(page.getByTestId('daily-chart').or(page.getByTestId('chart-empty'))).toBeVisible();
      await shootBothThemes(page, 'kitchen-overview', size.name);

      const chef = await approvedChef(request, `kitchen-shots-${size.name}`);
      await fillServerKitchen(request, chef.token, 'Night Owl Kibinai', { opening: '18:00', closing: '02:00' });
      await setServerKitchenOpen(request, chef.token, true);
      await pauseServerKitchen(request, chef.token, '1_hour');
      const other = await browser.newContext({ viewport: size.viewport });
      try {
        const paused = await other.newPage();
        await startWithLayout(paused, layout);
        await startSignedIn(paused, chef);
        const pausedOverview = new KitchenOverviewPage(paused);
        await pausedOverview.goto();
        await expect(pausedOverview.countdown).toHaveText(/^(60|59):\d\d$/);
        await expect(paused.getByTestId('chart-empty')).toBeVisible();
        await expect(pausedOverview.card).toContainText('past midnight');
        await shootBothThemes(paused, 'kitchen-paused', size.name);
      } finally {
        await other.close();
      }
    } finally {
      await context.close();
    }
  });
}
