// The foods list with 300 foods ("fast with 300 foods"): only a window of rows is drawn,
// the last food is found by search, and a food far down the list moves up by keyboard with the
// focus staying on its button and the row in view; the server stores the new display orders.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { expectNoHorizontalScroll } from './support/a11y.ts';
import { startSignedIn } from './support/browser-state.ts';
import { addServerFood, FoodsListPage, serverMenu } from './support/foods-list.ts';
import { approvedChef } from './support/notifications.ts';

const COUNT = 300;
const dish = (n: number) => `Dish ${String(n).padStart(3, '0')}`;

async function chefWith300Foods(request: APIRequestContext) {
  const chef = await approvedChef(request, 'foods-list-300');
  for (let start = 1; start <= COUNT; start += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, offset) => start + offset).map((n) =>
        addServerFood(request, chef.token, { name: dish(n), tags: [n % 2 === 0 ? 'Even' : 'Odd', `Group ${Math.ceil(n / 50)}`], order: n }),
      ),
    );
  }
  return chef;
}

const serverPlace = async (request: APIRequestContext, token: string, name: string) =>
  (await serverMenu(request, token)).sort((a, b) => a.display_order - b.display_order).findIndex((food) => food.name === name) + 1;

test('300 foods: a window of rows drawn, the last food found by search, a food far down moved up by keyboard', async ({ page, request }) => {
  test.setTimeout(120_000);
  const chef = await chefWith300Foods(request);
  await startSignedIn(page, chef);
  const list = new FoodsListPage(page);
  await list.goto();

  await expect(list.row(dish(1))).toBeVisible();
  await expect(page.getByTestId('food-list').getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(COUNT));
  // Only the rows on screen (and a few either side) are in the page.
  const drawn = await list.rows.count();
  expect(drawn).toBeGreaterThan(2);
  expect(drawn).toBeLessThan(40);
  await expect(list.row(dish(COUNT))).toHaveCount(0);

  await list.search.fill('Dish 300');
  await expect(list.row(dish(COUNT))).toBeVisible();
  await expect.poll(() => list.names()).toEqual([dish(COUNT)]);
  await list.search.fill('');
  await expect(list.row(dish(1))).toBeVisible();

  // Down to the end of the page: the last foods are drawn there.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(list.row(dish(COUNT))).toBeVisible();
  await expect(list.row(dish(1))).toHaveCount(0);

  const up = list.row(dish(COUNT)).getByRole('button', { name: `Move ${dish(COUNT)} up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(list.announcement).toHaveText(`${dish(COUNT)} moved to place 299 of 300.`);
  await expect.poll(async () => (await list.names()).slice(-2)).toEqual([dish(COUNT), dish(299)]);
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list.announcement).toHaveText(`${dish(COUNT)} moved to place 298 of 300.`);
  await expect.poll(async () => (await list.names()).slice(-3)).toEqual([dish(COUNT), dish(298), dish(299)]);
  await expect(up).toBeFocused();
  await expect(up).toBeInViewport();
  const handle = list.row(dish(COUNT)).getByRole('button', { name: `Drag to move ${dish(COUNT)}` });
  await handle.focus();
  await page.keyboard.press('ArrowUp');
  await expect(list.announcement).toHaveText(`${dish(COUNT)} moved to place 297 of 300.`);
  await expect.poll(async () => (await list.names()).slice(-4)).toEqual([dish(COUNT), dish(297), dish(298), dish(299)]);
  await expect(list.row(dish(COUNT))).toBeInViewport();
  await expect.poll(() => serverPlace(request, chef.token, dish(COUNT)), { timeout: 30_000 }).toBe(297);

  await page.setViewportSize({ width: 320, height: 640 });
  // Back at the top first: the page opened again keeps its scroll position (the router restores it,
  // and the rows are there in the screen's first commit).
  await page.evaluate(() => window.scrollTo(0, 0));
  await list.goto();
  await expect(list.row(dish(1))).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(list.row(dish(299))).toBeVisible();
  await expectNoHorizontalScroll(page, 'the foods list with 300 foods at 320 px');
});
