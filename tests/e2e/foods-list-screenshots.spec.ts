// Screenshots for people to look at (not compared) of the foods list: the demo chef's
// menu of a dozen dishes with photos, on a phone (390 x 844) and a desktop (1280 x 800), light and
// dark, saved to tests/e2e/screenshots/. Only read: the demo menu is not changed. One page per
// size, shot in light, then in dark (the colour mode switched in place).
import { expect, test } from './support/test.ts';
import { apiLogin } from './support/api.ts';
import { startSignedIn, startWithLayout } from './support/browser-state.ts';
import { seededChefs } from './support/env.ts';
import { FoodsListPage } from './support/foods-list.ts';
import { saveLightAndDark, screenshotSizes as sizes } from './support/screenshots.ts';

for (const size of sizes) {
  test(`foods list, ${size.name}, light and dark`, async ({ browser, request }) => {
    const demo = await apiLogin(request, seededChefs.approved);
    const context = await browser.newContext({ viewport: size.viewport });
    try {
      const page = await context.newPage();
      await startWithLayout(page, { primary: 'emerald', surface: 'slate', menuMode: 'static', darkTheme: false });
      await startSignedIn(page, demo);
      const list = new FoodsListPage(page);
      await list.goto();
      // The list draws only the rows on screen (and a few beyond): the first is enough to shoot.
      await expect(list.rows.first()).toBeVisible();
      await expect(list.rows.first().getByRole('img')).toHaveJSProperty('complete', true);
      await saveLightAndDark(page, `foods-list-${size.name}`);
    } finally {
      await context.close();
    }
  });
}
