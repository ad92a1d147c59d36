// From the admin command placing an order (POST /admin/orders, what `npm run admin -- place-order`
// calls) until its card <article aria-label="Order #<number>"> painted on /orders/active: the
// server's realtime event, the pull into Dexie and the render, in one signed-in tab.
import { signedInPage } from './probe.mjs';

const CARD_TIMEOUT_MS = 10_000;

export async function measureActive({ browser, baseUrl, session, admin, email, runs, log }) {
  const samples = [];
  const { context, page } = await signedInPage(browser, session);
  try {
    await page.goto(`${baseUrl}/orders/active`);
    await page.getByRole('heading', { level: 1, name: 'Active orders' }).waitFor({ timeout: 30_000 });
    await page.waitForTimeout(2_000); // the first pull and the realtime connection settle
    for (let run = 1; run <= runs; run += 1) {
      await page.evaluate(() => {
        const cards = () => [...document.querySelectorAll('article[aria-label^="Order #"]')].map((card) => card.getAttribute('aria-label'));
        const before = new Set(cards());
        window.__benchPending = window.__bench.when(() => cards().some((label) => !before.has(label))).then((time) => ({ ...time, labels: cards().filter((label) => !before.has(label)) }));
      });
      const placedAt = Date.now();
      const { order } = await admin.placeOrder(email);
      const shown = await page.evaluate(
        (timeout) => Promise.race([window.__benchPending, new Promise((resolve) => setTimeout(() => resolve(null), timeout))]),
        CARD_TIMEOUT_MS,
      );
      const expected = `Order #${order.number}`;
      if (!shown || !shown.labels.includes(expected)) {
        throw new Error(`the card "${expected}" was not on /orders/active within ${CARD_TIMEOUT_MS / 1000} s after the admin command (${shown ? `saw ${shown.labels.join(', ')}` : 'no new card'})`);
      }
      samples.push(shown.wall - placedAt);
      log(`  active run ${run}/${runs}: ${shown.wall - placedAt} ms (${expected})`);
      await page.waitForTimeout(500);
    }
  } finally {
    await context.close();
  }
  return samples;
}
