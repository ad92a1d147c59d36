// Measurements of the order history screen, each in a fresh browser context (empty IndexedDB):
// cold first render, filter change to "Completed" (page not cached, then cached), warm second
// visit (reload: the page comes from Dexie) and an in-app visit from the side menu.
import { benchProbe, signedIn } from './probe.mjs';

const TIMEOUT = 30_000;

/** Time from navigation start until the first row painted, for the document now loading. */
async function firstRowAfterNavigation(page) {
  await page.locator('[aria-label^="Order #"]').first().waitFor({ timeout: TIMEOUT });
  await page.waitForFunction(() => window.__bench.firstRow !== null, null, { timeout: TIMEOUT });
  return page.evaluate(() => window.__bench.firstRow.at);
}

/** Selects `label` in the Status filter; ms from the change event until the new page's rows
 * painted: a different list of orders than before, all with `status` (null: any status). */
async function filterTo(page, label, status) {
  await page.evaluate((wanted) => {
    const { ROW } = window.__bench;
    const labels = () => [...document.querySelectorAll(ROW)].map((row) => row.getAttribute('aria-label')).join('|');
    const before = labels();
    window.__benchPending = window.__bench.when(() => {
      const rows = [...document.querySelectorAll(ROW)];
      return rows.length > 0 && labels() !== before && rows.every((row) => wanted === null || row.dataset.status === wanted);
    });
  }, status);
  await page.getByLabel('Status').selectOption({ label });
  const shown = await page.evaluate(() => Promise.race([window.__benchPending, new Promise((resolve) => setTimeout(() => resolve(null), 30_000))]));
  if (!shown) throw new Error(`the rows for "${label}" did not appear within 30 s`);
  return page.evaluate((time) => time.at - window.__bench.lastChange.at, shown);
}

/** From a click on the side menu's "Order History" (coming from Kitchen) until the first row painted. */
async function inAppVisit(page) {
  await page.getByRole('link', { name: 'Kitchen', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Kitchen' }).waitFor({ timeout: TIMEOUT });
  await page.evaluate(() => {
    window.__benchPending = window.__bench.when(() => document.querySelector(window.__bench.ROW) !== null);
  });
  await page.getByRole('link', { name: 'Order History', exact: true }).click();
  const shown = await page.evaluate(() => window.__benchPending);
  return page.evaluate((time) => time.at - window.__bench.lastClick.at, shown);
}

/** Runs `runs` rounds; returns { coldFirstRender, filterUncached, filterCached, warmReload, inAppVisit }
 * as arrays of ms (a step that failed is reported in `errors`). */
export async function measureHistory({ browser, baseUrl, session, runs, log }) {
  const samples = { coldFirstRender: [], filterUncached: [], filterCached: [], warmReload: [], inAppVisit: [] };
  const errors = {};
  const step = async (name, fn) => {
    try {
      samples[name].push(await fn());
    } catch (error) {
      errors[name] ??= error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
  };
  for (let run = 1; run <= runs; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(signedIn, session);
    await context.addInitScript(benchProbe);
    const page = await context.newPage();
    try {
      await page.goto(`${baseUrl}/orders/history`, { waitUntil: 'commit' });
      await step('coldFirstRender', () => firstRowAfterNavigation(page));
      await step('filterUncached', () => filterTo(page, 'Completed', 'completed'));
      await step('filterCached', async () => {
        await filterTo(page, 'All', null);
        return filterTo(page, 'Completed', 'completed');
      });
      await page.goto(`${baseUrl}/orders/history`, { waitUntil: 'commit' });
      await step('warmReload', () => firstRowAfterNavigation(page));
      await step('inAppVisit', () => inAppVisit(page));
      log(`  history run ${run}/${runs}: ${Object.entries(samples).map(([name, values]) => `${name} ${values[run - 1] === undefined ? '-' : Math.round(values[run - 1])}`).join(', ')}`);
    } finally {
      await context.close();
    }
  }
  return { samples, errors };
}
