// A service shift squeezed into minutes: one signed-in tab on /orders/active receives `events`
// realtime notifications (each stored, broadcast and pulled, as a real one) and `orders` orders,
// each placed and then cancelled by the customer (so the device's order table grows while the
// screen stays usable). The JS heap (after a forced garbage collection) is read at the start and
// once the tab has caught up with the burst: what the tab keeps that it should have let go.
import { inBatches, signedInPage } from './probe.mjs';

const MB = 1024 * 1024;

async function heapUsed(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

export async function measureShift({ browser, baseUrl, session, admin, email, events, orders, log }) {
  const { context, page } = await signedInPage(browser, session);
  try {
    await page.goto(`${baseUrl}/orders/active`);
    await page.getByRole('heading', { level: 1, name: 'Active orders' }).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(3_000); // the first pulls and the realtime connection settle
    const cdp = await context.newCDPSession(page);
    const before = await heapUsed(cdp);
    const started = Date.now();
    await inBatches(Array.from({ length: events }), 8, async (_item, index) => {
      await admin.notify(email, `Shift event ${index + 1}`, 'info');
      if (index > 0 && index % 1000 === 0) log(`  shift: ${index} events…`);
    });
    await inBatches(Array.from({ length: orders }), 4, async () => {
      const { order } = await admin.placeOrder(email);
      await admin.cancelOrder(order.id);
    });
    // A shift squeezed into a minute leaves the tab a backlog (every event is stored, journalled and
    // pulled): read the heap once it has caught up, i.e. two readings 5 s apart within 1 MB, at
    // most 3 min. Reading it after a fixed 10 s measured the backlog (~130 MB for 5,000 events,
    // gone a minute later), not what the tab keeps.
    const sent = Date.now();
    let peak = 0;
    let previous = await heapUsed(cdp);
    let after = previous;
    for (;;) {
      await page.waitForTimeout(5_000);
      after = await heapUsed(cdp);
      peak = Math.max(peak, previous, after);
      if (Math.abs(after - previous) < MB || Date.now() - sent > 180_000) break;
      previous = after;
    }
    const caughtUpSeconds = (Date.now() - sent) / 1000;
    const minutes = (Date.now() - started) / 60_000;
    log(
      `  shift: ${events} events and ${orders} orders in ${minutes.toFixed(1)} min; heap ${(before / MB).toFixed(1)} MB -> ${(after / MB).toFixed(1)} MB ` +
        `(peak ${(peak / MB).toFixed(1)} MB while catching up, caught up ${caughtUpSeconds.toFixed(0)} s after the last event)`,
    );
    return { beforeMb: before / MB, afterMb: after / MB, growthMb: (after - before) / MB, peakMb: peak / MB, caughtUpSeconds, minutes };
  } finally {
    await context.close();
  }
}
