// Today's prep sheet (/kitchen/prep): three orders with overlapping dishes, two
// accepted with preparation times 30 minutes apart: the sheet shows the portions per dish and per
// option in each ready-time slot (and in all), the orders of each slot, every customer note;
// a new order and a cancellation show without a reload; it opens offline; "Print" prints the sheet alone, on an
// 80 mm receipt (a PDF 80 mm wide) or on A4. Screenshots phone/desktop, light/dark, and the
// printed receipt. Own chef per test; the server's orders are random, so the expected sums are
// computed here from the orders as the server stored them.
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { AppShell } from './pages/app-shell.ts';
import { PrepSheetPage } from './pages/prep-sheet.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { expectNoAxeViolationsLightAndDark, setDarkMode } from './support/axe.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { cancelOrder, chefActs, placeOrder, type ServerOrder } from './support/orders.ts';
import { saveScreenshot, screenshotSizes } from './support/screenshots.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

type Item = { name: string; quantity: number; options: { name: string; quantity: number }[] };
type FullOrder = ServerOrder & { items: Item[]; customer_notes: string | null; estimated_ready_at: string | null };

const SLOT_MS = 15 * 60_000;
const clock = new Intl.DateTimeFormat('en-IE', { hour: '2-digit', minute: '2-digit', hour12: false });

/** "Ready 19:00–19:15": the quarter hour an accepted order is due in (up to its end). */
function slotTitle(readyAt: string): string {
  const to = Math.ceil(Date.parse(readyAt) / SLOT_MS) * SLOT_MS;
  return `Ready ${clock.format(to - SLOT_MS)}–${clock.format(to)}`;
}

/** What the sheet must say of some orders: per dish "N × Dish" and its options line. */
function expectedDishes(orders: FullOrder[]): Map<string, { count: number; options: string }> {
  const dishes = new Map<string, { count: number; plain: number; options: Map<string, number> }>();
  for (const item of orders.flatMap((order) => order.items)) {
    const dish = dishes.get(item.name) ?? { count: 0, plain: 0, options: new Map<string, number>() };
    dish.count += item.quantity;
    if (item.options.length === 0) dish.plain += item.quantity;
    for (const option of item.options) dish.options.set(option.name, (dish.options.get(option.name) ?? 0) + item.quantity * option.quantity);
    dishes.set(item.name, dish);
  }
  return new Map(
    [...dishes].map(([name, dish]) => {
      const parts = [...dish.options].sort(([a, ca], [b, cb]) => cb - ca || a.localeCompare(b)).map(([option, count]) => `${option} ×${count}`);
      if (dish.plain > 0 && parts.length > 0) parts.push(`plain ×${dish.plain}`);
      return [name, { count: dish.count, options: parts.join(' · ') }];
    }),
  );
}

/** The pages of a PDF (Chromium writes each page's MediaBox in plain text), in mm. */
function pdfPageSizes(pdf: Buffer): { width: number; height: number }[] {
  const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)];
  const mm = (pt: number) => (pt * 25.4) / 72;
  return boxes.map((box) => ({ width: mm(Number(box[3]) - Number(box[1])), height: mm(Number(box[4]) - Number(box[2])) }));
}

const dishNames = (order: FullOrder) => new Set(order.items.map((item) => item.name));

/** Three new orders of which at least two share a dish (orders placed meanwhile are cancelled). */
async function threeOverlappingOrders(request: APIRequestContext, email: string): Promise<FullOrder[]> {
  const placed: FullOrder[] = [];
  for (let attempt = 0; attempt < 20; attempt += 1) {
    placed.push((await placeOrder(request, email)) as FullOrder);
    for (const [i, first] of placed.entries()) {
      const second = placed.find((other, j) => j > i && [...dishNames(other)].some((name) => dishNames(first).has(name)));
      const third = placed.find((other) => other !== first && other !== second);
      if (!second || !third) continue;
      const chosen = [first, second, third];
      for (const other of placed.filter((order) => !chosen.includes(order))) await cancelOrder(request, other.id);
      return chosen;
    }
  }
  throw new Error('20 random orders and no two share a dish');
}

async function expectDishes(sheet: PrepSheetPage, title: string, orders: FullOrder[]): Promise<void> {
  const group = sheet.group(title);
  const expected = expectedDishes(orders);
  await expect(group.getByTestId('prep-dish')).toHaveCount(expected.size);
  for (const [name, dish] of expected) {
    const row = sheet.dish(group, name);
    await expect(row.getByText(`${dish.count} × ${name}`, { exact: true }), `${title}: ${name}`).toBeVisible();
    if (dish.options) await expect(row.getByTestId('prep-options'), `${title}: options of ${name}`).toHaveText(dish.options);
    else await expect(row.getByTestId('prep-options')).toHaveCount(0);
  }
  const numbers = orders.map((order) => order.number).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  await expect(group.getByTestId('prep-group-orders')).toContainText(new RegExp(numbers.map((number) => `#${number}`).join('.*')));
  for (const order of orders.filter((o) => o.customer_notes)) {
    const note = `#${order.number}: ${order.customer_notes?.trim()}`;
    await expect(group).toContainText(note); // every note shows
    // An allergy ("No onions please, allergic.") sits by each dish of its order, marked; two orders
    // of one dish may both carry one, so each order's note is found by its number (once per dish).
    if (/allerg/i.test(order.customer_notes ?? ''))
      for (const name of dishNames(order)) {
        const allergy = sheet.dish(group, name).getByTestId('allergy-note').filter({ hasText: `#${order.number}:` });
        await expect(allergy, `${title}: allergy of #${order.number} by ${name}`).toContainText(`Allergy ${note}`, { ignoreCase: true });
      }
  }
}

/** Silences the new-order alarm, also when it starts ringing a moment after the screen is live
 * (the pull after the socket's first subscription brings the waiting order). */
const stopAlarm = async (page: Page) => {
  const stop = page.getByRole('button', { name: 'Stop alarm', exact: true });
  await expect(async () => {
    if (await stop.isVisible()) await stop.click();
    await expect(stop).toBeHidden({ timeout: 1_000 });
    await page.waitForTimeout(1_500); // and it does not start again
    await expect(stop).toBeHidden({ timeout: 1 });
  }).toPass({ timeout: 20_000 });
};

test('sums three orders per dish, option and ready time; follows new and cancelled orders; prints alone on 80 mm and A4', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const chef = await approvedChef(request, 'prep-sheet');
  const [soon, later, waiting] = await threeOverlappingOrders(request, chef.user.email);
  if (!soon || !later || !waiting) throw new Error('three orders');
  const accepted = [
    (await chefActs(request, chef.token, soon.id, { action: 'accept', preparationTime: 20 })) as FullOrder,
    (await chefActs(request, chef.token, later.id, { action: 'accept', preparationTime: 50 })) as FullOrder,
  ];

  await startSignedIn(page, chef);
  const sheet = new PrepSheetPage(page);
  await page.goto('/orders/active');
  await new SyncStatus(page).expectLive();
  await stopAlarm(page);
  await page.getByRole('link', { name: "Today's prep sheet", exact: true }).click();
  await expect(sheet.heading).toBeVisible();
  await expect(page).toHaveURL(/\/kitchen\/prep$/);

  // Two slots, earliest first, then "Not accepted yet"; each with its own sums.
  const titles = [slotTitle(accepted[0]?.estimated_ready_at ?? ''), slotTitle(accepted[1]?.estimated_ready_at ?? ''), 'Not accepted yet'];
  await expect(sheet.groups.getByRole('heading', { level: 2 })).toHaveText(titles);
  await expectDishes(sheet, titles[0] ?? '', [soon]);
  await expectDishes(sheet, titles[1] ?? '', [later]);
  await expectDishes(sheet, 'Not accepted yet', [waiting]);
  // In all: the overlapping dishes summed over the three orders.
  const all = expectedDishes([soon, later, waiting]);
  const shared = [...all.keys()].filter((name) => [soon, later, waiting].filter((order) => dishNames(order).has(name)).length > 1);
  expect(shared.length, 'the orders share a dish').toBeGreaterThan(0);
  await expect(sheet.totals).toContainText('3 orders to cook');
  for (const [name, dish] of all) await expect(sheet.totals).toContainText(`${dish.count} × ${name}`);

  // Live: a new order joins "Not accepted yet"; a cancelled one leaves.
  const fresh = (await placeOrder(request, chef.user.email)) as FullOrder;
  await expect(sheet.group('Not accepted yet').getByTestId('prep-group-orders')).toContainText(`#${fresh.number}`);
  await expect(sheet.totals).toContainText('4 orders to cook');
  await expectDishes(sheet, 'Not accepted yet', [waiting, fresh]);
  await stopAlarm(page);
  await cancelOrder(request, fresh.id);
  await expect(sheet.totals).toContainText('3 orders to cook');
  await expectDishes(sheet, 'Not accepted yet', [waiting]);

  // Offline: the sheet opens again from this device's copy.
  await expectServiceWorkerInControl(page);
  await context.setOffline(true);
  await page.reload();
  await expect(sheet.heading).toBeVisible();
  await new SyncStatus(page).expectOffline();
  await expect(sheet.groups.getByRole('heading', { level: 2 })).toHaveText(titles);
  await expectDishes(sheet, titles[0] ?? '', [soon]);
  await expect(sheet.totals).toContainText('3 orders to cook');
  await context.setOffline(false);
  await new SyncStatus(page).expectLive();

  await expectNoAxeViolationsLightAndDark(page, 'prep sheet');

  // Print: the button prints; under print media only the sheet shows, on an 80 mm page.
  await expect(sheet.receipt).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => {
    const calls: number[] = [];
    Object.assign(window, { printCalls: calls });
    window.print = () => void calls.push(Date.now());
  });
  await sheet.print.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printCalls: number[] }).printCalls.length)).toBe(1);
  const shell = new AppShell(page);
  await page.emulateMedia({ media: 'print' });
  await expect(sheet.heading).toBeHidden();
  await expect(shell.menuToggle).toBeHidden();
  await expect(sheet.print).toBeHidden();
  await expect(sheet.sheet).toBeVisible();
  await expect(sheet.sheet).toContainText("Today's prep sheet");
  await expect(sheet.sheet).toContainText(/Printed \d/);
  const width = await sheet.sheet.evaluate((element) => element.getBoundingClientRect().width);
  expect(Math.round(width), 'a 72 mm column').toBe(Math.round((72 * 96) / 25.4));
  await page.setViewportSize({ width: 303, height: 900 });
  await saveScreenshot(page, 'prep-sheet-print-80mm');
  const receipt = pdfPageSizes(await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  expect(receipt.length, 'one receipt page, as long as the sheet').toBe(1);
  expect(receipt[0]?.width, 'the PDF page is 80 mm wide').toBeCloseTo(80, 0);
  await page.emulateMedia({ media: null }); // back to the screen, and page.pdf() prints as a print does
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(sheet.heading).toBeVisible();

  await sheet.a4.click();
  await expect(sheet.a4).toHaveAttribute('aria-pressed', 'true');
  const a4 = pdfPageSizes(await page.pdf({ preferCSSPageSize: true }));
  expect(a4[0]?.width, 'an A4 page: 210 mm wide').toBeCloseTo(210, 0);
  expect(a4[0]?.height, 'an A4 page: 297 mm high').toBeCloseTo(297, 0);
  await page.reload();
  await expect(sheet.a4, 'the paper is remembered').toHaveAttribute('aria-pressed', 'true');
});

test('empty: "Nothing to cook right now", Print disabled; phone and desktop, light and dark screenshots; no scroll at 320 px', async ({ page, request }) => {
  test.setTimeout(90_000);
  const chef = await approvedChef(request, 'prep-sheet-shots');
  await startSignedIn(page, chef);
  const sheet = new PrepSheetPage(page);
  await sheet.goto();
  await new SyncStatus(page).expectLive();
  await expect(sheet.empty).toBeVisible();
  await expect(sheet.print).toBeDisabled();

  const first = await threeOverlappingOrders(request, chef.user.email);
  await chefActs(request, chef.token, first[0]?.id ?? 0, { action: 'accept', preparationTime: 15 });
  await chefActs(request, chef.token, first[1]?.id ?? 0, { action: 'accept', preparationTime: 45 });
  await expect(sheet.totals).toContainText('3 orders to cook'); // arrived live
  await page.reload(); // the accepts went straight to the server (as from another device), which sends no event for them
  await expect(sheet.groups).toHaveCount(3);
  await stopAlarm(page);
  for (const size of screenshotSizes) {
    await page.setViewportSize(size.viewport);
    for (const dark of [false, true]) {
      await setDarkMode(page, dark);
      await expect(sheet.groups).toHaveCount(3);
      await saveScreenshot(page, `prep-sheet-${size.name}-${dark ? 'dark' : 'light'}`);
    }
  }
  await setDarkMode(page, false);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const target of [sheet.print, sheet.receipt, sheet.a4]) expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.setViewportSize({ width: 320, height: 700 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
