// One date format for the whole app: the history's From and To fields show a day as
// the rows do ("23 Nov 2026"), even in a browser set to US English (where a native date field
// shows 11/23/2026); a chef may type it as 23/11/2026 or pick it from the calendar. The address
// keeps the ISO day.
import { expect, test } from './support/test.ts';
import { OrderHistoryPage } from './pages/order-history.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { completedOrder } from './support/orders.ts';
import { saveScreenshot } from './support/screenshots.ts';

test.use({ locale: 'en-US', timezoneId: 'Europe/Vilnius' });

const dayParts = (date: Date) => {
  const parts = new Intl.DateTimeFormat('en-IE', { timeZone: 'Europe/Vilnius', day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(date);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { day: part('day'), month: part('month'), year: part('year') };
};
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

test('the date filters show days as the rows do, whatever the browser language; typed or picked', async ({ page, request }) => {
  const chef = await approvedChef(request, 'history-dates');
  const order = await completedOrder(request, chef);
  const { day, month, year } = dayParts(new Date(order.created_at));
  const shown = `${day} ${months[month - 1]} ${year}`;
  const iso = `${year}-${two(month)}-${two(day)}`;

  await startSignedIn(page, chef);
  const history = new OrderHistoryPage(page);
  await history.goto();
  await expect(history.row(order.number)).toContainText(shown); // the row's date

  // Typed the way people write it here: day first.
  await history.from.fill(`${day}/${month}/${year}`);
  await history.from.press('Enter');
  await expect(history.from).toHaveValue(shown);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${iso}(&|$)`));
  await expect(history.row(order.number)).toBeVisible();

  // Picked from the calendar: the same day as To.
  await page.getByRole('button', { name: 'Choose the last day', exact: true }).click();
  const calendar = page.getByRole('grid');
  await expect(calendar).toBeVisible();
  await saveScreenshot(page, 'history-date-picker-desktop-light');
  await calendar.getByRole('gridcell', { name: new RegExp(`\\b${day}\\b`) }).filter({ hasNot: page.locator('[data-outside-range]') }).first().click();
  await expect(history.to).toHaveValue(shown);
  await expect(page).toHaveURL(new RegExp(`[?&]to=${iso}(&|$)`));
  await expect(history.row(order.number)).toBeVisible();

  // Cleared, the address has no days again.
  await history.from.fill('');
  await history.to.fill('');
  await history.to.press('Enter');
  await expect(page).not.toHaveURL(/[?&](from|to)=/);
  await expect(history.row(order.number)).toBeVisible();
});

test('on a phone the date fields fit, every target is 44 px, and the calendar opens', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const chef = await approvedChef(request, 'history-dates-phone');
  await completedOrder(request, chef);
  await startSignedIn(page, chef);
  const history = new OrderHistoryPage(page);
  await history.goto();
  const open = page.getByRole('button', { name: 'Choose the first day', exact: true });
  await open.click();
  const calendar = page.getByRole('grid');
  await expect(calendar).toBeVisible();
  await saveScreenshot(page, 'history-date-picker-phone-light');
  const targets = [history.from, history.to, open, calendar.getByRole('gridcell').first(), page.getByRole('button', { name: 'Switch to previous month', exact: true }), page.getByRole('button', { name: 'Switch to next month', exact: true })];
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  }
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('by keyboard: the calendar opens on Enter, arrows move the day, Enter picks it', async ({ page, request }) => {
  const chef = await approvedChef(request, 'history-dates-keys');
  await completedOrder(request, chef);
  await startSignedIn(page, chef);
  const history = new OrderHistoryPage(page);
  await history.goto();
  const yesterday = dayParts(new Date(Date.now() - 24 * 60 * 60_000));

  await page.getByRole('button', { name: 'Choose the first day', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('grid')).toBeHidden();
  await expect(history.from).toHaveValue(`${yesterday.day} ${months[yesterday.month - 1]} ${yesterday.year}`);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${yesterday.year}-${two(yesterday.month)}-${two(yesterday.day)}(&|$)`));
});
