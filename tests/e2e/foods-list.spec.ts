// The foods list (/foods): sold out and the daily quantity as the server keeps
// them (with the quantity's success toast), reorder by keyboard (the server's display orders),
// search and the tag filter kept in the address, delete with its confirmation (the server answers
// 404 after), and sold out marked offline, kept over a reload, sent once when back online. Each
// test has a chef of its own with three foods made through the API; the demo chef is left alone.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { Toasts } from './pages/toasts.ts';
import { expectNoHorizontalScroll } from './support/a11y.ts';
import { expectNoAxeViolationsLightAndDark } from './support/axe.ts';
import { startSignedIn } from './support/browser-state.ts';
import { addServerFood, FoodsListPage, serverFoodStatus, serverMenu } from './support/foods-list.ts';
import { approvedChef } from './support/notifications.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';
import { WriteLog } from './support/write-log.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

async function chefWithMenu(request: APIRequestContext, label: string) {
  const chef = await approvedChef(request, label);
  const foods = {
    cepelinai: await addServerFood(request, chef.token, { name: 'Cepelinai', tags: ['Lithuanian', 'Potato'], order: 1, dailyQuantity: 10 }),
    soup: await addServerFood(request, chef.token, { name: 'Šaltibarščiai', tags: ['Lithuanian', 'Soup'], order: 2, description: 'Cold beet soup with dill.' }),
    blynai: await addServerFood(request, chef.token, { name: 'Blynai', tags: ['Dessert'], order: 3 }),
  };
  return { chef, foods };
}

/** The foods' names in the server's display order. */
const serverOrder = async (request: APIRequestContext, token: string) =>
  (await serverMenu(request, token)).sort((a, b) => a.display_order - b.display_order).map((food) => food.name);

test('sold out and the daily quantity reach the server, with the quantity toast; the list passes axe and fits a phone', async ({ page, request }) => {
  const { chef, foods } = await chefWithMenu(request, 'foods-list-quick');
  await startSignedIn(page, chef);
  const list = new FoodsListPage(page);
  const toasts = new Toasts(page);
  await list.goto();
  await expect.poll(() => list.names()).toEqual(['Cepelinai', 'Šaltibarščiai', 'Blynai']);
  await expect(list.row('Cepelinai')).toContainText('10 of 10 left');
  await expect(list.row('Cepelinai')).toContainText('€8.50');
  await expect(list.row('Blynai')).toContainText('No daily limit');
  await expect(list.row('Šaltibarščiai').getByRole('img', { name: 'Photo of Šaltibarščiai' })).toBeVisible();
  await expect(list.row('Cepelinai').getByRole('link', { name: 'Edit Cepelinai' })).toHaveAttribute('href', `/foods/edit/${foods.cepelinai.slug}`);
  await expect(list.row('Cepelinai').getByRole('link', { name: 'Options of Cepelinai' })).toHaveAttribute('href', `/foods/manage-options/${foods.cepelinai.slug}`);

  await expect(list.available('Blynai')).toBeChecked();
  await list.available('Blynai').click();
  await expect(list.available('Blynai')).not.toBeChecked();
  await expect(list.row('Blynai')).toContainText('Sold out');
  await expect(toasts.of('success', 'Marked sold out')).toBeVisible();
  await expect.poll(async () => (await serverMenu(request, chef.token)).find((food) => food.slug === foods.blynai.slug)?.available).toBe(false);

  const quantityButton = list.row('Cepelinai').getByRole('button', { name: 'Daily quantity of Cepelinai' });
  await quantityButton.click();
  await expect(list.quantityDialog.getByRole('heading', { name: 'Daily quantity of Cepelinai' })).toBeVisible();
  const field = list.quantityDialog.getByRole('textbox', { name: 'Portions per day' });
  await expect(field).toHaveValue('10');
  await field.fill('2.5');
  await list.quantityDialog.getByRole('button', { name: 'Save' }).click();
  await expect(list.quantityDialog).toContainText('Daily quantity must be a whole number');
  await field.fill('4');
  await list.quantityDialog.getByRole('button', { name: 'Save' }).click();
  await expect(list.quantityDialog).toBeHidden();
  await expect(quantityButton).toBeFocused();
  await expect(list.row('Cepelinai')).toContainText('4 of 4 left');
  await expect(toasts.of('success', 'Quantity updated')).toBeVisible();
  await expect.poll(async () => (await serverMenu(request, chef.token)).find((food) => food.slug === foods.cepelinai.slug)?.daily_quantity).toBe(4);

  await expectNoAxeViolationsLightAndDark(page, 'foods list');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(list.row('Cepelinai')).toBeVisible();
  const small = await page.locator('main').evaluate((main) =>
    Array.from(main.querySelectorAll('button, a[href], input:not([type="checkbox"])'))
      .filter((target) => target.getBoundingClientRect().width > 0 && target.getBoundingClientRect().height < 44)
      .map((target) => `${target.outerHTML.slice(0, 80)} (${Math.round(target.getBoundingClientRect().height)} px)`),
  );
  expect(small, 'touch targets under 44 px on a phone').toEqual([]);
  await page.setViewportSize({ width: 320, height: 700 });
  await expectNoHorizontalScroll(page, 'foods list at 320 px');
});

test('reorder by keyboard: the up button and the arrow keys on the handle write the server display orders', async ({ page, request }) => {
  const { chef } = await chefWithMenu(request, 'foods-list-reorder');
  await startSignedIn(page, chef);
  const list = new FoodsListPage(page);
  await list.goto();

  const up = list.row('Blynai').getByRole('button', { name: 'Move Blynai up' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => list.names()).toEqual(['Cepelinai', 'Blynai', 'Šaltibarščiai']);
  await expect(list.announcement).toHaveText('Blynai moved to place 2 of 3.');
  await expect(up).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => list.names()).toEqual(['Blynai', 'Cepelinai', 'Šaltibarščiai']);
  // At the top "up" is off (aria-disabled, so it keeps the focus) and does nothing.
  await expect(up).toBeFocused();
  await expect(up).toHaveAttribute('aria-disabled', 'true');
  await page.keyboard.press('Enter');
  await expect.poll(() => serverOrder(request, chef.token)).toEqual(['Blynai', 'Cepelinai', 'Šaltibarščiai']);

  await list.row('Šaltibarščiai').getByRole('button', { name: 'Drag to move Šaltibarščiai' }).focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => list.names()).toEqual(['Blynai', 'Šaltibarščiai', 'Cepelinai']);
  await expect(list.announcement).toHaveText('Šaltibarščiai moved to place 2 of 3.');
  await expect.poll(() => serverOrder(request, chef.token)).toEqual(['Blynai', 'Šaltibarščiai', 'Cepelinai']);

  await page.reload();
  await expect(list.heading).toBeVisible();
  await expect.poll(() => list.names()).toEqual(['Blynai', 'Šaltibarščiai', 'Cepelinai']);
});

test('search (name, description, tag) and the tag filter live in the address and survive a reload', async ({ page, request }) => {
  const { chef } = await chefWithMenu(request, 'foods-list-search');
  await startSignedIn(page, chef);
  const list = new FoodsListPage(page);
  await list.goto();

  await list.search.fill('beet');
  await expect.poll(() => list.names()).toEqual(['Šaltibarščiai']);
  await expect(page).toHaveURL(/[?&]q=beet\b/);
  await expect(page.getByText('1 food shown of 3')).toBeVisible();
  await page.reload();
  await expect(list.search).toHaveValue('beet');
  await expect.poll(() => list.names()).toEqual(['Šaltibarščiai']);

  await list.search.fill('dessert');
  await expect.poll(() => list.names()).toEqual(['Blynai']);
  await list.search.fill('');
  await expect.poll(() => list.names()).toEqual(['Cepelinai', 'Šaltibarščiai', 'Blynai']);

  await list.tag('Lithuanian').click();
  await expect(list.tag('Lithuanian')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => list.names()).toEqual(['Cepelinai', 'Šaltibarščiai']);
  await expect(page).toHaveURL(/[?&]tag=Lithuanian\b/);
  await list.search.fill('nothing like this');
  await expect(page.getByText('No food matches')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).last().click();
  await expect.poll(() => list.names()).toEqual(['Cepelinai', 'Šaltibarščiai', 'Blynai']);
  await expect(list.tag('All')).toHaveAttribute('aria-pressed', 'true');
});

test('delete asks first: Escape keeps the food, Delete removes it (the server answers 404) and the focus moves on', async ({ page, request }) => {
  const { chef, foods } = await chefWithMenu(request, 'foods-list-delete');
  await startSignedIn(page, chef);
  const list = new FoodsListPage(page);
  const toasts = new Toasts(page);
  await list.goto();

  const remove = list.row('Blynai').getByRole('button', { name: 'Delete Blynai' });
  await remove.click();
  await expect(list.deleteDialog.getByRole('heading', { name: 'Delete Blynai?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list.deleteDialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(list.row('Blynai')).toBeVisible();

  await remove.click();
  await list.deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(list.deleteDialog).toBeHidden();
  await expect(list.row('Blynai')).toHaveCount(0);
  await expect(list.row('Šaltibarščiai').getByRole('button', { name: 'Delete Šaltibarščiai' })).toBeFocused();
  await expect(toasts.of('success', 'Food deleted')).toBeVisible();
  await expect.poll(() => serverFoodStatus(request, chef.token, foods.blynai.slug)).toBe(404);
  expect(await list.names()).toEqual(['Cepelinai', 'Šaltibarščiai']);
});

test('sold out while offline: kept and "waiting to send" after a reload, applied once when back online', async ({ page, context, request }) => {
  const { chef, foods } = await chefWithMenu(request, 'foods-list-offline');
  const writes = new WriteLog(context, /^\/api\/chef\/foods\/[^/]+\/availability$/);
  await startSignedIn(page, chef);
  const list = new FoodsListPage(page);
  const sync = new SyncStatus(page);
  await list.goto();
  await sync.expectLive();
  await expectServiceWorkerInControl(page);

  await context.setOffline(true);
  await sync.expectOffline();
  await list.available('Cepelinai').click();
  await expect(list.available('Cepelinai')).not.toBeChecked();
  await expect(list.row('Cepelinai')).toContainText('Sold out');
  await expect(list.row('Cepelinai').getByTestId('food-waiting')).toHaveText('Waiting to send');
  await expect(sync.pendingCount).toHaveText('1 waiting to send');

  await page.reload();
  await expect(list.heading).toBeVisible();
  await expect(list.available('Cepelinai')).not.toBeChecked();
  await expect(list.row('Cepelinai').getByTestId('food-waiting')).toBeVisible();
  expect((await serverMenu(request, chef.token)).find((food) => food.slug === foods.cepelinai.slug)?.available, 'nothing reached the server offline').toBe(true);

  await context.setOffline(false);
  await expect(list.row('Cepelinai').getByTestId('food-waiting')).toBeHidden({ timeout: 15_000 });
  await expect(list.available('Cepelinai')).not.toBeChecked();
  await expect.poll(async () => (await serverMenu(request, chef.token)).find((food) => food.slug === foods.cepelinai.slug)?.available).toBe(false);
  await expect.poll(() => writes.applied().length, { message: 'the sold out was applied exactly once' }).toBe(1);
});

test('on a start with the menu on the device, the foods come in the screen\'s first commit, never after "Loading your menu…", online and offline', async ({ page, request, context }) => {
  const { chef } = await chefWithMenu(request, 'foods-list-read-ahead');
  await startSignedIn(page, chef);
  const list = new FoodsListPage(page);
  await list.goto();
  await expect(list.row('Blynai')).toBeVisible();
  await expectServiceWorkerInControl(page);
  // Whether the app's screen ever said "Loading your menu…" before its first food (the route reads
  // the menu before the screen renders: src/db/read-ahead.ts).
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      const root = document.getElementById('root');
      if (root?.textContent?.includes('Loading your menu…')) (window as { __menuLoadingShown?: boolean }).__menuLoadingShown = true;
      if (root?.querySelector('[data-testid="food-row"]')) observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  for (const offline of [false, true]) {
    await context.setOffline(offline);
    await page.reload();
    await expect(list.row('Cepelinai'), offline ? 'offline' : 'online').toBeVisible();
    expect(await page.evaluate(() => (window as { __menuLoadingShown?: boolean }).__menuLoadingShown ?? false), offline ? 'offline' : 'online').toBe(false);
  }
});
