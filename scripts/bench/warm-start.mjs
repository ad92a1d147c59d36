// The offline warm start (issue 12): a chef opens the installed app with no connection, on a
// phone-like CPU (4x throttling). Time from the navigation's start to the active orders painted
// (the heading and a card on screen: the service worker's snapshot of the screen, src/db/
// screen-snapshot.ts), and to the app's own screen replacing it (read from IndexedDB, live),
// against a static document served by the same service worker from the same precache
// (/favicon.svg: no script, so its load end is its paint), as ratios.
// The page is warm: a first online visit installed the service worker, pulled the orders and
// stored the snapshot.
import { signedInPage } from './probe.mjs';

export async function measureWarmStart({ browser, baseUrl, session, runs, log }) {
  const { context, page } = await signedInPage(browser, session);
  try {
    await page.goto(`${baseUrl}/orders/active`);
    await page.locator('[aria-label^="Order #"]').first().waitFor({ timeout: 30_000 });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first load is not controlled by the worker yet: one reload makes it so.
    if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
    await page.locator('[aria-label^="Order #"]').first().waitFor({ timeout: 30_000 });

    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The screen keeps its snapshot a second after it settles (polled from here: an async
    // waitForFunction predicate would count its promise as true).
    const stored = () =>
      page.evaluate(async () => (await (await caches.open('screen-snapshot')).match('/__screen-snapshot__/orders/active')) !== undefined);
    for (let waited = 0; !(await stored()); waited += 250) {
      if (waited > 30_000) throw new Error('the active orders screen kept no snapshot within 30 s');
      await page.waitForTimeout(250);
    }
    const app = [];
    const live = [];
    const staticPage = [];
    const answers = [];
    for (let run = 0; run < runs; run += 1) {
      await page.goto(`${baseUrl}/favicon.svg`, { waitUntil: 'load' });
      staticPage.push(await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd));
      await page.goto(`${baseUrl}/orders/active`, { waitUntil: 'commit' });
      const painted = await (await page.waitForFunction(() => window.__bench?.activeOrdersPainted, null, { timeout: 60_000 })).jsonValue();
      const own = await (await page.waitForFunction(() => window.__bench?.activeOrdersLive, null, { timeout: 60_000 })).jsonValue();
      app.push(painted.at);
      live.push(own.at);
      // Where the time to the picture goes: the worker's answer, then parsing the page.
      const timing = await page.evaluate(() => {
        const entry = performance.getEntriesByType('navigation')[0];
        return { workerStart: entry.workerStart, responseStart: entry.responseStart, responseEnd: entry.responseEnd, domInteractive: entry.domInteractive };
      });
      answers.push(timing);
      // As a chef would: the screen stays up long enough to keep its picture for the next start.
      await page.waitForTimeout(2_000);
      log(
        `  warm start ${run + 1}: static ${staticPage.at(-1).toFixed(0)} ms, active orders painted ${painted.at.toFixed(0)} ms ` +
          `(the worker started at ${timing.workerStart.toFixed(0)}, answered ${timing.responseStart.toFixed(0)}-${timing.responseEnd.toFixed(0)}, ` +
          `page parsed at ${timing.domInteractive.toFixed(0)}), the app's own screen ${own.at.toFixed(0)} ms`,
      );
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { app, live, staticPage };
  } finally {
    await context.close();
  }
}
