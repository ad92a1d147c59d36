// A service shift squeezed into minutes: one signed-in tab on /orders/active receives `events`
// realtime notifications (each stored, broadcast and pulled, as a real one) and `orders` orders,
// each placed and then cancelled by the customer (so the device's order table grows while the
// screen stays usable). The JS heap (after a forced garbage collection) is read at the start and
// at the end: what the tab keeps that it should have let go.
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
    // Let the last pulls and renders land.
    await page.waitForTimeout(10_000);
    const after = await heapUsed(cdp);
    const minutes = (Date.now() - started) / 60_000;
    log(`  shift: ${events} events and ${orders} orders in ${minutes.toFixed(1)} min; heap ${(before / MB).toFixed(1)} MB -> ${(after / MB).toFixed(1)} MB`);
    return { beforeMb: before / MB, afterMb: after / MB, growthMb: (after - before) / MB, minutes };
  } finally {
    await context.close();
  }
}
