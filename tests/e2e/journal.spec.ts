// The chef's journal (/journal): after an offline spell it shows when the connection was
// lost, how long for, the action tapped meanwhile and when it was sent and accepted, newest first;
// the filters narrow it; "Download CSV" gives those rows; "Print" prints only the day's list; it
// reads offline. Screenshots of the screen on a phone and a desktop, light and dark. Each test has
// its own chef.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './support/test.ts';
import { openActiveOrders, type ActiveOrdersPage } from './pages/active-orders.ts';
import { AppShell } from './pages/app-shell.ts';
import { JournalPage } from './pages/journal.ts';
import { AcceptDialog } from './pages/order-dialogs.ts';
import { SyncStatus } from './pages/sync-status.ts';
import { startWithLayout } from './support/browser-state.ts';
import { approvedChef } from './support/notifications.ts';
import { placeOrder, serverOrder } from './support/orders.ts';
import { saveScreenshot, screenshotSizes } from './support/screenshots.ts';
import { expectServiceWorkerInControl } from './support/service-worker.ts';

test.afterEach(async ({ context }) => {
  await context.setOffline(false);
});

/** Accepts the order from its card; answers the device time around the tap on "Accept order". */
async function acceptOnCard(page: Page, orders: ActiveOrdersPage, number: string): Promise<{ before: number; after: number }> {
  await orders.cardButton(number, 'Accept').click();
  const accept = new AcceptDialog(page, number);
  await accept.preset(15).click();
  const before = Date.now();
  await accept.submit.click();
  await expect(accept.dialog).toBeHidden();
  return { before, after: Date.now() };
}

/** Closes the toasts of the actions before a screenshot (they would cover the screen) and moves
 * the pointer off the buttons and the toasts (a toast under the pointer waits for it to leave). */
async function clearForScreenshot(page: Page): Promise<void> {
  const toasts = page.locator('[data-testid^="toast-"]');
  await expect(async () => {
    if ((await toasts.count()) > 0) await toasts.first().getByRole('button').click({ timeout: 1_000 }); // one may close itself meanwhile
    await page.mouse.move(1, (page.viewportSize()?.height ?? 800) - 1);
    expect(await toasts.count()).toBe(0);
  }, 'the toasts are closed').toPass({ timeout: 20_000 });
}

/** The texts that no shown entry has. */
const missingFrom = (shown: { text: string }[], texts: string[]) => texts.filter((text) => !shown.some((entry) => entry.text === text));

const two = (n: number) => String(n).padStart(2, '0');
/** The local day of a time, as the CSV's file name has it. */
const localDay = (ms: number) => {
  const date = new Date(ms);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
};
const secondOfDay = (ms: number) => {
  const date = new Date(ms);
  return date.getHours() * 3600 + date.getMinutes() * 60 + date.getSeconds();
};
const parseTime = (text: string) => {
  const [h, m, s] = text.split(':').map(Number);
  return (h ?? NaN) * 3600 + (m ?? NaN) * 60 + (s ?? NaN);
};
/** An entry's "HH:MM:SS" lies between two device times (to the second). */
function expectTimeWithin(time: string, from: number, to: number, what: string): void {
  expect(time, what).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  expect(parseTime(time), `${what}: ${time}`).toBeGreaterThanOrEqual(secondOfDay(from) - 1);
  expect(parseTime(time), `${what}: ${time}`).toBeLessThanOrEqual(secondOfDay(to) + 1);
}

test('after an offline spell: the drop, how long it lasted, the action queued and when it was sent; CSV, print, offline', async ({ page, context, request }) => {
  const chef = await approvedChef(request, 'journal-offline');
  const order = await placeOrder(request, chef.user.email);
  const orders = await openActiveOrders(page, chef);
  const sync = new SyncStatus(page);
  const card = orders.card(order.number);
  await expect(card).toHaveAttribute('data-status', 'pending');
  await expect(orders.alarmBanner(order.number)).toBeVisible();
  await expectServiceWorkerInControl(page);

  const lostFrom = Date.now();
  await context.setOffline(true);
  await sync.expectOffline();
  const lostBy = Date.now();
  const tap = await acceptOnCard(page, orders, order.number);
  await expect(card).toHaveAttribute('data-waiting', 'true');
  const backFrom = Date.now();
  await context.setOffline(false);
  const backBy = Date.now();
  await expect(card).toHaveAttribute('data-waiting', 'false', { timeout: 15_000 });
  const sentBy = Date.now();
  await expect.poll(async () => (await serverOrder(request, chef.token, order.id)).status, { timeout: 10_000 }).toBe('accepted');

  // To the journal through the side menu: no reload, it reads what this device wrote.
  await new AppShell(page).menuLink('Journal').click();
  const journal = new JournalPage(page);
  await expect(journal.heading).toBeVisible();
  await expect(page).toHaveURL('/journal');

  const lost = journal.entry('Connection lost: this device went offline.');
  await expect(lost).toHaveCount(1);
  expectTimeWithin(await journal.timeOf(lost), lostFrom, lostBy, 'connection lost');

  const back = journal.entry(/Back online after \d+ s \(lost at \d{2}:\d{2}\)\./);
  await expect(back).toHaveCount(1);
  expectTimeWithin(await journal.timeOf(back), backFrom, backBy, 'back online');
  const lasted = Number(/after (\d+) s/.exec(await back.innerText())?.[1]);
  expect(lasted, 'how long it was lost').toBeGreaterThanOrEqual(Math.floor((backFrom - lostBy) / 1000) - 1);
  expect(lasted, 'how long it was lost').toBeLessThanOrEqual(Math.ceil((backBy - lostFrom) / 1000) + 1);

  const tapped = journal.entry('Accept order: tapped, saved on this device.');
  await expect(tapped).toHaveCount(1);
  await expect(tapped.getByRole('link', { name: `Order #${order.number}`, exact: true })).toBeVisible();
  expectTimeWithin(await journal.timeOf(tapped), tap.before, tap.after, 'tapped');

  const sent = journal.entry(/Accept order: sent to the server( \(try \d+\))?\./);
  await expect(sent).toHaveCount(1);
  expectTimeWithin(await journal.timeOf(sent), backFrom, sentBy, 'sent');
  const accepted = journal.entry('Accept order: the server accepted it.');
  await expect(accepted).toHaveCount(1);
  await expect(accepted).toContainText(`#${order.number}`);
  await expect(accepted).toContainText(/This tab|Service worker/);
  expectTimeWithin(await journal.timeOf(accepted), backFrom, sentBy, 'accepted');

  await expect(journal.entry('New-order alarm rang (in 1 tab).')).toContainText(`#${order.number}`);
  await expect(journal.entry('Alarm acknowledged by acting on the order.')).toHaveCount(1);

  // Newest first.
  const texts = (await journal.shown()).map((entry) => entry.text);
  const at = (pattern: RegExp) => texts.findIndex((text) => pattern.test(text));
  // (The outbox sends as soon as the browser is online; "Back online" is written when the live
  // connection is back, which may come after the first send: it is only after the tap.)
  const positions = [/server accepted it/, /sent to the server/, /tapped, saved/, /Connection lost/].map(at);
  expect(positions.every((index) => index >= 0), texts.join('\n')).toBe(true);
  expect([...positions].sort((a, b) => a - b), 'newest first').toEqual(positions);
  expect(at(/Back online after/), 'back online after the tap').toBeLessThan(at(/tapped, saved/));

  // Filters.
  await journal.filter('Problems').click();
  await expect(journal.filter('Problems')).toHaveAttribute('aria-pressed', 'true');
  await expect(lost).toHaveCount(1);
  await expect(tapped).toHaveCount(0);
  await journal.filter('Actions').click();
  await expect(tapped).toHaveCount(1);
  await expect(lost).toHaveCount(0);
  await journal.filter('All').click();
  // Everything seen before is back. (The service worker's Background Sync run, registered when the
  // tap was queued offline, may add its line at any moment: the list only grows.)
  await expect.poll(async () => missingFrom(await journal.shown(), texts), { message: 'All shows every entry again' }).toEqual([]);

  // Download CSV: the day's rows, as shown.
  const shownBefore = await journal.shown();
  const downloading = page.waitForEvent('download');
  await journal.downloadCsv.click();
  const download = await downloading;
  const shownAfter = await journal.shown();
  expect(download.suggestedFilename()).toBe(`journal-${localDay(tap.before)}.csv`);
  const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  const rows = csv.trimEnd().split('\r\n');
  expect(rows[0]).toBe('Time,Kind,What happened,Order,Where');
  expect(rows.length - 1, csv).toBeGreaterThanOrEqual(shownBefore.length);
  expect(rows.length - 1, csv).toBeLessThanOrEqual(shownAfter.length);
  const day = localDay(tap.before);
  expect(rows).toContain(`${day} ${await journal.timeOf(lost)},Connection lost,Connection lost: this device went offline.,,This tab`);
  expect(rows).toContain(`${day} ${await journal.timeOf(tapped)},Tapped,"Accept order: tapped, saved on this device.",#${order.number},This tab`);
  const acceptedRow = `${day} ${await journal.timeOf(accepted)},Accepted,Accept order: the server accepted it.,#${order.number},`;
  expect(rows.some((row) => row.startsWith(acceptedRow)), `${acceptedRow}… in\n${csv}`).toBe(true);
  const backText = /Back online after \d+ s \(lost at \d{2}:\d{2}\)\./.exec(await back.innerText())?.[0];
  expect(rows).toContain(`${day} ${await journal.timeOf(back)},Connection back,${backText},,This tab`);

  // Print: only the day's list.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void ((window as unknown as { printed: number }).printed += 1);
  });
  await journal.print.click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
  await expect(journal.downloadCsv).toBeHidden();
  await expect(journal.heading).toBeHidden();
  await expect(lost).toBeVisible();
  await expect(page.getByText(/Printed \w{3} \d{1,2} \w{3} \d{4}, \d{2}:\d{2}/)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(journal.downloadCsv).toBeVisible();

  // It reads offline, after a reload.
  await context.setOffline(true);
  await page.reload();
  await expect(journal.heading).toBeVisible();
  await expect(tapped).toHaveCount(1);
  await expect(accepted).toHaveCount(1);
  // This offline reload is a drop of its own (journaled or not yet, depending on when the page
  // went away): the first one is still there.
  await expect(lost.last()).toBeVisible();
});

for (const size of screenshotSizes) {
  test(`journal screenshots: ${size.name}, light and dark`, async ({ browser, request }) => {
    test.slow(); // two orders, an offline spell, a refusal, then two themes: long on a busy machine
    const context = await browser.newContext({ viewport: size.viewport });
    try {
      const page = await context.newPage();
      const chef = await approvedChef(request, `journal-shots-${size.name}`);
      const first = await placeOrder(request, chef.user.email);
      const second = await placeOrder(request, chef.user.email);
      // The server refuses the second accept: a "not saved" entry among the problems.
      await context.route(`**/api/chef/orders/${second.id}/accept`, (route) =>
        route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'The customer cancelled this order.' }) }),
      );
      await startWithLayout(page, { primary: 'emerald', surface: 'slate', menuMode: 'static', darkTheme: false });
      const orders = await openActiveOrders(page, chef);
      const sync = new SyncStatus(page);
      await expect(orders.stopAlarm).toBeVisible();
      await orders.stopAlarm.click();
      await expect(orders.stopAlarm).toBeHidden();

      await context.setOffline(true);
      await sync.expectOffline();
      await acceptOnCard(page, orders, first.number);
      await context.setOffline(false);
      await expect(orders.card(first.number)).toHaveAttribute('data-waiting', 'false', { timeout: 15_000 });
      await acceptOnCard(page, orders, second.number);
      await expect(sync.notSavedButton).toBeVisible();

      // Through the menu, as a chef would: a page load right after an action may cut off the
      // journal's last batch (it is written a moment after the event, off the tap's path).
      const journal = new JournalPage(page);
      await journal.openFromMenu();
      await expect(journal.entry('Accept order: the server accepted it.')).toHaveCount(1);
      await expect(journal.entry(/Accept order: not saved, the server refused it \(409: The customer cancelled this order\)\./)).toHaveCount(1);
      // Both orders rang together; one "Stop alarm" acknowledged both: a line for each order.
      await expect(journal.entry('Alarm acknowledged with “Stop alarm”.')).toHaveCount(2);
      await expect(journal.entry('Alarm acknowledged with “Stop alarm”.').filter({ hasText: `#${first.number}` })).toHaveCount(1);
      await expect(journal.entry('Alarm acknowledged with “Stop alarm”.').filter({ hasText: `#${second.number}` })).toHaveCount(1);
      await expect(journal.entry(/Back online after/)).toHaveCount(1);
      await clearForScreenshot(page);
      await saveScreenshot(page, `journal-${size.name}-light`);

      await new AppShell(page).darkModeToggle.click();
      await expect(page.locator('html')).toHaveClass(/(^|\s)app-dark(\s|$)/);
      await journal.filter('Problems').click();
      await expect(journal.entry(/not saved, the server refused it/)).toHaveCount(1);
      await expect(journal.entry('Accept order: the server accepted it.')).toHaveCount(0);
      await journal.filter('All').click();
      await expect(journal.entry('Accept order: the server accepted it.')).toHaveCount(1);
      await clearForScreenshot(page);
      await saveScreenshot(page, `journal-${size.name}-dark`);
    } finally {
      await context.close();
    }
  });
}
