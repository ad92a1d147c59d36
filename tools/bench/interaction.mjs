// Accepting orders at 4x CPU, timed by the browser's Event Timing API: one signed-in
// tab on /orders/active (online, the orders the caller left: 30 pending), the CPU throttled 4x
// once the screen has settled, then `accepts` orders accepted one by one as a chef does, three
// taps each (Accept on the card, "15 min", "Accept order"), with a pause after each accept in
// which the card shows "Mark ready" and the action is sent. A PerformanceObserver of type 'event'
// (durationThreshold 16 ms, the API's smallest) records every event of those taps; an interaction
// (pointerdown, pointerup and click of one tap share an interactionId) lasts as long as its
// longest event: from the input to the next paint after its handlers (what INP counts). A tap the
// observer never reports took under 16 ms and counts as 16 ms. Reports the worst interaction and
// the 75th percentile, and the worst per step.
import { startCpuProfile, stopCpuProfile } from './cpu-profile.mjs';
import { percentile } from './stats.mjs';
import { signedInPage } from './probe.mjs';

const STEPS = ['open the dialog (Accept)', 'choose 15 min', 'confirm (Accept order)'];
const THRESHOLD_MS = 16;
const PAUSE_MS = 1_500;

/** In the page: observes Event Timing entries and notes which step each pointerdown belongs to. */
function observeInteractions(threshold) {
  const seen = { entries: [], taps: [] };
  window.__benchInteractions = seen;
  window.__benchStep = null;
  document.addEventListener('pointerdown', (event) => seen.taps.push({ step: window.__benchStep, at: event.timeStamp }), { capture: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) seen.entries.push({ name: entry.name, id: entry.interactionId, start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: threshold });
}

/** Resolves with { durations: [ms per interaction], worstByStep: { step: ms }, taps, reported }.
 * With `profile` (a file name), the taps are also recorded as a CPU profile written there, and
 * where their time went is printed. */
export async function measureInteraction({ browser, baseUrl, session, orders, accepts, log, profile = null }) {
  const { context, page } = await signedInPage(browser, session);
  try {
    await page.goto(`${baseUrl}/orders/active`);
    const pending = orders.slice(0, accepts);
    for (const order of pending) await page.locator(`article[aria-label="Order #${order.number}"]`).waitFor({ timeout: 60_000 });
    const stop = page.getByRole('button', { name: 'Stop alarm', exact: true });
    if (await stop.isVisible()) await stop.click();
    await page.waitForTimeout(3_000); // the first pulls, the realtime connection and the snapshot settle
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(observeInteractions, THRESHOLD_MS);
    if (profile) await startCpuProfile(cdp);
    const tap = async (step, locator) => {
      await page.evaluate((name) => (window.__benchStep = name), step);
      await locator.click();
    };
    for (const [index, order] of pending.entries()) {
      const card = page.locator(`article[aria-label="Order #${order.number}"]`);
      await tap(STEPS[0], card.getByRole('button', { name: 'Accept', exact: true }));
      const dialog = page.getByRole('dialog', { name: `Accept order #${order.number}`, exact: true });
      await tap(STEPS[1], dialog.getByRole('button', { name: '15 min', exact: true }));
      await tap(STEPS[2], dialog.getByRole('button', { name: 'Accept order', exact: true }));
      await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
      await card.getByRole('button', { name: 'Mark ready', exact: true }).waitFor({ timeout: 30_000 });
      await page.waitForTimeout(PAUSE_MS);
      if ((index + 1) % 5 === 0) log(`  interaction: ${index + 1}/${pending.length} orders accepted`);
    }
    await page.waitForTimeout(1_000); // the last entries arrive after their paint
    const seen = await page.evaluate(() => window.__benchInteractions);
    if (profile) await stopCpuProfile(cdp, profile, log, 'interaction');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    // One duration per interaction (its longest event), named by the step of its pointerdown.
    const byId = new Map();
    for (const entry of seen.entries) {
      const known = byId.get(entry.id);
      if (!known || entry.duration > known.duration) byId.set(entry.id, { ...entry, start: known ? Math.min(known.start, entry.start) : entry.start });
      else known.start = Math.min(known.start, entry.start);
    }
    const stepAt = (start) => seen.taps.filter((one) => one.at <= start + 1).at(-1)?.step ?? 'unknown';
    const reported = [...byId.values()].map((interaction) => ({ step: stepAt(interaction.start), duration: interaction.duration }));
    const taps = seen.taps.length;
    const durations = [...reported.map((one) => one.duration), ...Array.from({ length: Math.max(0, taps - reported.length) }, () => THRESHOLD_MS)];
    const worstByStep = Object.fromEntries(STEPS.map((step) => [step, Math.max(THRESHOLD_MS, ...reported.filter((one) => one.step === step).map((one) => one.duration))]));
    log(
      `  interaction: ${taps} taps over ${pending.length} accepts, ${reported.length} over ${THRESHOLD_MS} ms; worst ${Math.max(...durations)} ms, p75 ${percentile(durations, 75)} ms; ` +
        `worst per step: ${Object.entries(worstByStep).map(([step, ms]) => `${step} ${ms} ms`).join(', ')}`,
    );
    return { durations, worstByStep, taps, reported: reported.length };
  } finally {
    await context.close();
  }
}
