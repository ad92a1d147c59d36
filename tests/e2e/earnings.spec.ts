// Earnings: a chef with orders completed, refused and cancelled today opens /earnings from the side
// menu. Online: the chart's bars, the table's rows and the server's answer carry the same figures
// (integer cents), the week's CSV statement holds them too, and axe finds nothing in light and dark
// at both sizes. Offline: after a reload the same figures show, dated, and the screen says it is
// offline.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { startSignedIn } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { cancelOrder, chefActs, completedOrder, placeOrder } from './support/orders.ts';
import { axeAndSaveLightAndDark, screenshotSizes } from './support/screenshots.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

type Figures = { net_cents: number; sales_cents: number; refunds_cents: number; refunded_orders: number; completed_orders: number; commission_cents: number; delivery_fees_cents: number };
type Answer = { commission_percent: number; days: (Figures & { day: string })[]; weeks: (Figures & { from: string; to: string })[]; totals: Figures };

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

async function serverEarnings(request: APIRequestContext, token: string): Promise<Answer> {
  const response = await request.get('/api/chef/earnings', { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: Answer }).result;
}

const cents = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluateAll((rows) => rows.map((row) => [row.getAttribute('data-day'), Number(row.getAttribute('data-net-cents'))]));

const centsText = (value: number) => `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`;

test('earnings: chart, table and server agree, the week downloads as CSV, offline the dated figures show', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const chef = await approvedChef(request, 'earnings');
  await completedOrder(request, chef);
  await completedOrder(request, chef);
  const refused = await placeOrder(request, chef.user.email);
  await chefActs(request, chef.token, refused.id, { action: 'refuse', reason: 'too_busy' });
  await cancelOrder(request, (await placeOrder(request, chef.user.email)).id);
  const answer = await serverEarnings(request, chef.token);
  expect(answer.totals.completed_orders).toBe(2);
  expect(answer.totals.refunded_orders).toBe(2);

  await startSignedIn(page, chef);
  await page.goto('/kitchen');
  await page.getByRole('link', { name: 'Earnings' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  await expect(page.getByTestId('figures-from')).toContainText('Figures from');
  await expect(page.getByRole('table', { name: 'The last 14 days, day by day' })).toBeVisible();

  // The same 14 days, net in cents, in the server's answer, the table and the chart.
  const expected = answer.days.map((row) => [row.day, row.net_cents]);
  expect(expected).toHaveLength(14);
  await expect.poll(() => cents(page, 'earnings-day')).toEqual(expected);
  await expect.poll(() => cents(page, 'earnings-bar'), { message: 'the chart draws the same figures' }).toEqual(expected);
  await expect(page.getByTestId('earnings-total')).toHaveAttribute('data-net-cents', String(answer.totals.net_cents));

  // The week's statement: its days and a total, money from integer cents.
  const week = answer.weeks.at(-1)!;
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download the week's statement \(CSV\)/ }).last().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`earnings-${week.from}-to-${week.to}.csv`);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const rows = csv.trimEnd().split('\r\n');
  expect(rows[0]).toBe(`Day,Completed orders,Sales (EUR),Delivery fees (EUR),Commission ${answer.commission_percent}% (EUR),Net (EUR),Refunded orders,Refunds (EUR),Refused,Expired,Cancelled`);
  expect(rows.at(-1)).toBe(
    ['Total', week.completed_orders, centsText(week.sales_cents), centsText(week.delivery_fees_cents), centsText(week.commission_cents), centsText(week.net_cents), week.refunded_orders, centsText(week.refunds_cents), 1, 0, 1].join(','),
  );
  expect(rows).toHaveLength(answer.days.filter((row) => row.day >= week.from && row.day <= week.to).length + 2);

  for (const size of screenshotSizes) {
    await page.setViewportSize(size.viewport);
    await expect(page.getByTestId('earnings-bar')).toHaveCount(14);
    await page.evaluate(() => window.scrollTo(0, 0));
    await axeAndSaveLightAndDark(page, `earnings, ${size.name}`, `earnings-${size.name}`);
  }

  // Offline: a reload shows the last figures, dated, and says so.
  await expectServiceWorkerInControl(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('You are offline: these are the last figures this device has.')).toBeVisible();
  await expect(page.getByTestId('figures-from')).toContainText('Figures from');
  await expect.poll(() => cents(page, 'earnings-day')).toEqual(expected);
});
