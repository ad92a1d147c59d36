// Actions queued offline, then sent: `count` new orders are accepted one by one on /orders/active
// with the connection off (each an outbox entry, "N waiting to send"), then the connection comes
// back and the time until nothing waits gives actions per second. The server is then asked for
// each order: accepted, with exactly one "accepted" step in its timeline (nothing lost, nothing
// applied twice).
import { chefGet } from './api.mjs';
import { startCpuProfile, stopCpuProfile } from './cpu-profile.mjs';
import { inBatches, signedInPage } from './probe.mjs';

/** With `profile` (a file name), the sending (not the queueing) is recorded as a CPU profile. */
export async function measureFlush({ browser, baseUrl, session, admin, email, count, log, profile = null }) {
  const placed = await inBatches(Array.from({ length: count }), 8, async () => (await admin.placeOrder(email)).order);
  const { context, page } = await signedInPage(browser, session);
  try {
    await page.goto(`${baseUrl}/orders/active`);
    const last = placed.at(-1);
    await page.locator(`article[aria-label="Order #${last.number}"]`).waitFor({ timeout: 60_000 });
    const stop = page.getByRole('button', { name: 'Stop alarm', exact: true });
    if (await stop.isVisible()) await stop.click();
    await context.setOffline(true);
    const tapStarted = Date.now();
    for (const order of placed) {
      const card = page.locator(`article[aria-label="Order #${order.number}"]`);
      await card.getByRole('button', { name: 'Accept', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `Accept order #${order.number}`, exact: true });
      await dialog.getByRole('button', { name: '15 min', exact: true }).click();
      await dialog.getByRole('button', { name: 'Accept order', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.getByText(`${count} waiting to send`, { exact: true }).waitFor({ timeout: 30_000 });
    log(`  flush: ${count} accepts queued offline in ${((Date.now() - tapStarted) / 1000).toFixed(1)} s`);
    await page.evaluate(() => {
      // The header's count (data-testid="pending-count") is gone or no longer says "N waiting to
      // send". Its textContent, not the body's innerText: innerText lays the page out on every DOM
      // change, which took a tenth of the main thread from the app while it was sending.
      const waiting = () => document.querySelector('[data-testid="pending-count"]')?.textContent ?? '';
      window.__benchFlushed = window.__bench.when(() => !/\d+ waiting to send/.test(waiting()));
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metricsBefore = await mainThreadMetrics(cdp);
    if (profile) await startCpuProfile(cdp);
    const online = Date.now();
    await context.setOffline(false);
    const flushed = await page.evaluate(() => window.__benchFlushed);
    if (profile) await stopCpuProfile(cdp, profile, log, 'flush');
    const metricsAfter = await mainThreadMetrics(cdp);
    const spent = (name) => (metricsAfter[name] - metricsBefore[name]).toFixed(1);
    log(`  flush: the page's main thread while sending: scripts ${spent('ScriptDuration')} s, style ${spent('RecalcStyleDuration')} s, layout ${spent('LayoutDuration')} s, all tasks ${spent('TaskDuration')} s`);
    const seconds = (flushed.wall - online) / 1000;
    const orders = await inBatches(placed, 8, (order) => chefGet(baseUrl, session.token, `/api/chef/orders/${order.id}`));
    const accepted = orders.filter((order) => order.status === 'accepted' && order.timeline.filter((step) => step.status === 'accepted').length === 1).length;
    const twice = orders.filter((order) => order.timeline.filter((step) => step.status === 'accepted').length > 1).length;
    log(`  flush: ${count} actions sent in ${seconds.toFixed(1)} s (${(count / seconds).toFixed(1)}/s); accepted exactly once: ${accepted}, twice: ${twice}`);
    return { count, seconds, perSecond: count / seconds, acceptedOnce: accepted, appliedTwice: twice, lost: count - accepted - twice };
  } finally {
    await context.close();
  }
}

/** Chromium's running totals for the page (seconds): ScriptDuration, LayoutDuration, … */
async function mainThreadMetrics(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
}
