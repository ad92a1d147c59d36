// Realtime across tabs: two signed-in tabs of one chef, and the time from an admin call until
// every tab shows its result (the slower tab is the sample), timed in the pages:
//   notification to bell: POST /admin/notify until the bell's badge changed in both tabs on /kitchen;
//   place-order to alarm: POST /admin/orders until the "New order #N" alarm banner is painted in a
//   tab left on /kitchen (another tab is on /orders/active; the alarm belongs to the app). "Stop
//   alarm" between runs.
// These left the e2e suite, which asserts that it happens, not how fast (a busy machine is slow).
import { benchProbe, signedIn } from './probe.mjs';

const TIMEOUT_MS = 10_000;

/** In the page: resolves with { wall, text } once check(before) holds, `before` read now. */
function arm(page, kind) {
  return page.evaluate((what) => {
    const read = {
      badge: () => document.querySelector('[data-testid="notification-badge"]')?.textContent ?? '',
      alarm: () => [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent ?? '').find((text) => text.includes('New order #')) ?? '',
    }[what];
    const before = read();
    window.__benchPending = window.__bench.when(() => read() !== '' && read() !== before).then((time) => ({ ...time, text: read() }));
  }, kind);
}

const settle = (page) => page.evaluate((timeout) => Promise.race([window.__benchPending, new Promise((resolve) => setTimeout(() => resolve(null), timeout))]), TIMEOUT_MS);

async function openTab(context, baseUrl, path, heading) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 });
  await page.locator('[data-testid="connection-status"][data-status="connected"]').waitFor({ timeout: 30_000 });
  return page;
}

/** Runs `act` (an admin call) `runs` times; a sample is the slower of the tabs. */
async function measure({ tabs, kind, act, expected, runs, label, log, between }) {
  const samples = [];
  for (let run = 1; run <= runs; run += 1) {
    await Promise.all(tabs.map((tab) => arm(tab, kind)));
    const sentAt = Date.now();
    const result = await act();
    const shown = await Promise.all(tabs.map((tab) => settle(tab)));
    const want = expected(result);
    const missing = shown.findIndex((time) => !time || !time.text.includes(want));
    if (missing >= 0) throw new Error(`"${want}" was not in tab ${missing + 1} within ${TIMEOUT_MS / 1000} s (${shown[missing]?.text ?? 'no change'})`);
    const sample = Math.max(...shown.map((time) => time.wall - sentAt));
    samples.push(sample);
    log(`  ${label} run ${run}/${runs}: ${sample} ms`);
    await between?.();
  }
  return samples;
}

export async function measureRealtime({ browser, baseUrl, session, admin, email, runs, log }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(signedIn, session);
  await context.addInitScript(benchProbe);
  const results = { notificationToBell: [], orderToAlarm: [], errors: {} };
  try {
    const kitchens = [await openTab(context, baseUrl, '/kitchen', 'Kitchen'), await openTab(context, baseUrl, '/kitchen', 'Kitchen')];
    try {
      let sent = 0;
      results.notificationToBell = await measure({
        tabs: kitchens,
        kind: 'badge',
        act: () => admin.notify(email, `Bench notification ${Date.now()}-${(sent += 1)}`),
        expected: () => '',
        runs,
        label: 'notification to bell',
        log,
      });
    } catch (error) {
      results.errors.notificationToBell = error.message.split('\n')[0];
    }

    try {
      await openTab(context, baseUrl, '/orders/active', 'Active orders');
      const kitchen = kitchens[1];
      const banner = kitchen.getByRole('alert').filter({ hasText: 'New order #' });
      const silence = async () => {
        if ((await banner.count()) > 0) await kitchen.getByRole('button', { name: 'Stop alarm', exact: true }).click({ timeout: TIMEOUT_MS });
        await banner.first().waitFor({ state: 'hidden', timeout: TIMEOUT_MS });
      };
      await silence(); // orders left ringing by the earlier measurement
      results.orderToAlarm = await measure({
        tabs: [kitchen],
        kind: 'alarm',
        act: () => admin.placeOrder(email),
        expected: ({ order }) => `New order #${order.number}`,
        runs,
        label: 'place-order to alarm in another tab',
        log,
        between: silence,
      });
    } catch (error) {
      results.errors.orderToAlarm = error.message.split('\n')[0];
    }
  } finally {
    await context.close();
  }
  return results;
}
