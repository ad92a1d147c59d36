// The last screen painted before the JS runs (the offline warm start;
// src/lib/screen-snapshot): the active orders screen keeps a picture of itself, and the service
// worker paints it into the page on the next start, so a chef opening the app offline sees their
// orders at once. Shown with the page's scripts switched off (CDP Emulation.setScriptExecutionDisabled:
// nothing but the worker's answer can put the orders there), then with them on, where the app's own
// screen replaces the picture. Sign-out forgets the picture.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { openActiveOrders } from './pages/active-orders.ts';
import { AppShell } from './pages/app-shell.ts';
import { KitchenOverviewPage, serverKitchen } from './pages/kitchen-overview.ts';
import { startSignedIn, startWithLayout } from './support/browser-state.ts';
import { defaultLayout } from './support/a11y.ts';
import { approvedChef } from './support/notifications.ts';
import { placeOrder } from './support/orders.ts';
import { saveScreenshot, screenshotThemes } from './support/screenshots.ts';
import { scriptsOff } from './support/scripts-off.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

/** The stored picture of a screen, as the service worker reads it (null when none). */
const storedSnapshot = (page: Page, path = '/orders/active') =>
  page.evaluate(async (screen) => {
    if (!(await caches.has('screen-snapshot'))) return null;
    const stored = await (await caches.open('screen-snapshot')).match(`/__screen-snapshot__${screen}`);
    return stored ? ((await stored.json()) as { chefId: number; html: string }) : null;
  }, path);

/** What a card looks like: its box, its Accept button's colours and the number's type. */
const look = (card: Locator) =>
  card.evaluate((element) => {
    const accept = Array.from(element.querySelectorAll('button')).find((button) => button.textContent?.trim() === 'Accept');
    const number = element.querySelector('h2, h3, [class]');
    const box = element.getBoundingClientRect();
    const styleOf = (node: Element | null | undefined) => (node ? getComputedStyle(node) : null);
    return {
      size: [Math.round(box.width), Math.round(box.height)],
      card: [styleOf(element)?.backgroundColor, styleOf(element)?.borderTopColor, styleOf(element)?.borderRadius],
      accept: [styleOf(accept)?.backgroundColor, styleOf(accept)?.color, styleOf(accept)?.height],
      number: [styleOf(number)?.fontSize, styleOf(number)?.fontWeight],
    };
  });

test('offline, the orders last seen are on screen before any script runs; the app then takes over; sign-out forgets them', async ({
  page,
  context,
  request,
}) => {
  const chef = await approvedChef(request, 'snapshot');
  const first = await placeOrder(request, chef.user.email);
  const second = await placeOrder(request, chef.user.email);
  const orders = await openActiveOrders(page, chef);
  await expect(orders.card(first.number)).toBeVisible();
  await expect(orders.card(second.number)).toBeVisible();
  await expectServiceWorkerInControl(page);
  await expect
    .poll(async () => (await storedSnapshot(page))?.html ?? '', {
      message: 'the screen keeps a picture of both orders',
      timeout: 10_000,
    })
    .toContain(`Order #${second.number}`);
  expect((await storedSnapshot(page))?.html).toContain(`Order #${first.number}`);

  await context.setOffline(true);
  const scriptsOn = await scriptsOff(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  const picture = page.locator('#screen-snapshot');
  await expect(picture).toBeVisible();
  await expect(picture.getByText('Active orders', { exact: true }).first()).toBeVisible();
  await expect(picture.locator(`[aria-label="Order #${first.number}"]`)).toBeVisible();
  await expect(picture.locator(`[aria-label="Order #${second.number}"]`)).toBeVisible();
  // It was "Live" when the picture was taken; the picture does not say so now.
  await expect(picture.getByText('Live', { exact: true })).toBeHidden();
  // A picture, not a second set of controls: hidden from assistive technology, nothing to focus.
  await expect(page.getByRole('article', { name: /^Order #/ })).toHaveCount(0);
  await expect(picture).toHaveAttribute('aria-hidden', 'true');
  expect(await picture.evaluate((element) => element.hasAttribute('inert'))).toBe(true);
  await saveScreenshot(page, 'screen-snapshot-desktop-light-no-script');
  // Drawn as the app draws it: the styles the picture kept give the same colours, sizes and layout.
  const pictureLook = await look(picture.locator(`[aria-label="Order #${first.number}"]`));

  await scriptsOn();
  await page.reload();
  await expect(orders.card(first.number)).toBeVisible();
  await expect(orders.card(second.number)).toBeVisible();
  await expect(picture).toHaveCount(0);
  await expect(page.locator('#screen-snapshot-css')).toHaveCount(0);
  await expect(page.getByRole('article', { name: /^Order #/ })).toHaveCount(2);
  await expect(page.locator(`[aria-label="Order #${first.number}"]`)).toHaveCount(1);
  expect(pictureLook).toEqual(await look(orders.card(first.number)));

  await context.setOffline(false);
  const shell = new AppShell(page);
  await shell.openUserMenuItem('Logout');
  await shell.logoutDialog.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect
    .poll(() => storedSnapshot(page), {
      message: 'sign-out forgets the picture',
    })
    .toBeNull();
  const scriptsBack = await scriptsOff(page);
  await page.goto('/orders/active', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('body')).toBeAttached();
  expect(await page.locator('body').innerHTML()).not.toContain(`Order #${first.number}`);
  await expect(picture).toHaveCount(0);
  await scriptsBack();
});

test('the kitchen overview, where the installed app opens, is painted from its picture too', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'snapshot-kitchen');
  const kitchen = await serverKitchen(request, chef.token);
  await startSignedIn(page, chef);
  const overview = new KitchenOverviewPage(page);
  await overview.goto();
  await expect(overview.card.getByRole('heading', { level: 2 })).toHaveText(kitchen.name);
  await expectServiceWorkerInControl(page);
  await expect.poll(async () => (await storedSnapshot(page, '/kitchen'))?.html ?? '', { timeout: 10_000 }).toContain(kitchen.name);

  await context.setOffline(true);
  const scriptsOn = await scriptsOff(page);
  await page.reload({ waitUntil: 'domcontentloaded' });
  const picture = page.locator('#screen-snapshot');
  await expect(picture.getByText(kitchen.name, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: kitchen.name })).toHaveCount(0);

  await scriptsOn();
  await page.reload();
  await expect(overview.card.getByRole('heading', { level: 2 })).toHaveText(kitchen.name);
  await expect(picture).toHaveCount(0);
});

for (const theme of screenshotThemes) {
  test(`the painted picture on a phone, ${theme}`, async ({ browser, request }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = await context.newPage();
      const chef = await approvedChef(request, `snapshot-${theme}`);
      const order = await placeOrder(request, chef.user.email);
      await startWithLayout(page, defaultLayout(theme));
      const orders = await openActiveOrders(page, chef);
      await expect(orders.card(order.number)).toBeVisible();
      await expectServiceWorkerInControl(page);
      await expect
        .poll(async () => (await storedSnapshot(page))?.html ?? '', {
          timeout: 10_000,
        })
        .toContain(`Order #${order.number}`);

      await context.setOffline(true);
      await scriptsOff(page);
      await page.reload({ waitUntil: 'domcontentloaded' });
      const picture = page.locator('#screen-snapshot');
      await expect(picture.locator(`[aria-label="Order #${order.number}"]`)).toBeVisible();
      // The theme of the moment it was taken, before the app's script sets it.
      expect(await page.evaluate(() => document.documentElement.classList.contains('app-dark'))).toBe(theme === 'dark');
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await saveScreenshot(page, `screen-snapshot-phone-${theme}-no-script`);
    } finally {
      await context.setOffline(false);
      await context.close();
    }
  });
}

test('with more orders than the first step draws, every card comes, and the picture waits for them', async ({ browser, request }) => {
  // A tall desktop screen: the picture keeps the cards that start within the screen's longer side,
  // and on a 1280 px one the seventh card's place depends on how many items the random orders hold.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, screen: { width: 1280, height: 2400 } });
  const page = await context.newPage();
  const chef = await approvedChef(request, 'snapshot-steps');
  const placed: string[] = [];
  for (let index = 0; index < 9; index++) placed.push((await placeOrder(request, chef.user.email)).number);
  await openActiveOrders(page, chef);
  // The first six cards in the first commit, the rest just after (use-cards-in-steps.ts).
  await expect(page.getByRole('article', { name: /^Order #\d+$/ })).toHaveCount(placed.length);
  // The picture is taken once they are all drawn: more than the first step's six, on a desktop
  // that shows more (it leaves out only cards no screen shows: the phone's test below).
  await expect
    .poll(async () => ((await storedSnapshot(page))?.html.match(/aria-label="Order #\d+"/g) ?? []).length, {
      message: 'the picture has more cards than the first step',
      timeout: 20_000,
    })
    .toBeGreaterThan(6);
  await context.close();
});

test('on a phone, the picture keeps the cards a screen can show and leaves out those far below', async ({ browser, request }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const chef = await approvedChef(request, 'snapshot-depth');
    for (let index = 0; index < 9; index++) await placeOrder(request, chef.user.email);
    await openActiveOrders(page, chef);
    const cards = page.getByRole('article', { name: /^Order #\d+$/ });
    await expect(cards).toHaveCount(9);
    // The cards in the screen's order, with where each starts on the page (one column on a phone).
    const shown = await cards.evaluateAll((articles) =>
      articles.map((article) => ({ label: article.getAttribute('aria-label') ?? '', top: article.getBoundingClientRect().top + window.scrollY })),
    );
    const firstScreen = shown.filter((card) => card.top < 844).map((card) => card.label);
    const farBelow = shown.filter((card) => card.top >= 2 * 844).map((card) => card.label);
    expect(firstScreen.length).toBeGreaterThan(0);
    expect(farBelow.length).toBeGreaterThan(0);

    await expectServiceWorkerInControl(page);
    const labelsInPicture = async () => (await storedSnapshot(page))?.html.match(/aria-label="Order #\d+"/g)?.map((match) => match.slice(12, -1)) ?? [];
    await expect.poll(labelsInPicture, { message: 'the picture has the first screen\'s cards', timeout: 10_000 }).toEqual(expect.arrayContaining(firstScreen));
    const inPicture = await labelsInPicture();
    for (const label of farBelow) expect(inPicture, `${label} starts more than a screen below the top`).not.toContain(label);

    // Painted offline with the scripts off, the first screen looks as the app drew it.
    await context.setOffline(true);
    await scriptsOff(page);
    await page.reload({ waitUntil: 'domcontentloaded' });
    const picture = page.locator('#screen-snapshot');
    for (const label of firstScreen) await expect(picture.locator(`[aria-label="${label}"]`)).toHaveCount(1);
    await expect(picture.locator(`[aria-label="${firstScreen[0]}"]`)).toBeVisible();
    await saveScreenshot(page, 'screen-snapshot-phone-nine-orders-no-script');
  } finally {
    await context.setOffline(false);
    await context.close();
  }
});
