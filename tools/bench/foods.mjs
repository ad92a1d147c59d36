// The foods list with 300 foods ("fast with 300 foods"): foods made through the chef API
// (multipart with a small PNG, as the app sends them) until the menu holds `count`, then in fresh
// browser contexts: the first render (navigation to the rows filling the screen painted; cold with
// an empty IndexedDB, then warm on a reload once the service worker is installed and in control),
// the last food reached (navigation to the menu's last food on screen, scrolled to the end) and a
// search keystroke (the key pressed to the filtered rows painted).
import { randomUUID } from 'node:crypto';
import { chefGet } from './api.mjs';
import { inBatches, signedInPage } from './probe.mjs';

const TIMEOUT = 30_000;
const ROW = '[data-testid="food-row"]';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
export const benchDish = (n) => `Bench dish ${String(n).padStart(3, '0')}`;

async function addFood(baseUrl, token, n) {
  const form = new FormData();
  form.append('name', benchDish(n));
  form.append('price', '9.50');
  form.append('description', `Made for the benchmark, number ${n}.`);
  form.append('tags[]', n % 2 === 0 ? 'Even' : 'Odd');
  form.append('tags[]', `Shelf ${Math.ceil(n / 50)}`);
  form.append('daily_quantity', n % 3 === 0 ? '20' : '');
  form.append('display_order', String(Math.min(999, 100 + n)));
  form.append('image', new Blob([PNG], { type: 'image/png' }), 'dish.png');
  const response = await fetch(`${baseUrl}/api/chef/foods`, {
    method: 'POST',
    headers: {
      Accept: 'application/json',
      Language: 'en',
      Authorization: `Bearer ${token}`,
      'Idempotency-Key': randomUUID(),
    },
    body: form,
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) throw new Error(`POST /api/chef/foods answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
}

/** Adds bench dishes until the chef's menu holds `count` foods; resolves with how many it added. */
export async function seedFoods(baseUrl, token, count) {
  const menu = await chefGet(baseUrl, token, '/api/chef/foods');
  const missing = Math.max(0, count - menu.length);
  await inBatches(
    Array.from({ length: missing }, (_, index) => index + 1),
    4,
    (n) => addFood(baseUrl, token, n),
  );
  return missing;
}

/** Added as an init script after the bench probe: stamps when the foods rows fill the screen. */
function foodsProbe() {
  const bench = window.__bench;
  if (!bench || bench.foodsShown !== undefined) return;
  bench.foodsShown = null;
  bench.lastKey = null;
  document.addEventListener('keydown', () => (bench.lastKey = { at: performance.now(), wall: Date.now() }), true);
  void bench
    .when(() => {
      const rows = [...document.querySelectorAll('[data-testid="food-row"]')];
      return rows.length > 0 && rows.some((row) => row.getBoundingClientRect().bottom >= window.innerHeight);
    })
    .then((time) => (bench.foodsShown = time));
}

async function firstRender(page) {
  await page.locator(ROW).first().waitFor({ timeout: TIMEOUT });
  await page.waitForFunction(() => window.__bench.foodsShown !== null, null, {
    timeout: TIMEOUT,
  });
  return page.evaluate(() => window.__bench.foodsShown.at);
}

/** From navigation until the last food of the menu is on screen, the page scrolled to its end
 * (again whenever the list grows): what the chef waits for to reach the bottom of the menu. */
async function lastFoodReached(page) {
  const reached = await page.evaluate(() =>
    Promise.race([
      window.__bench.when(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const lastDown = document.querySelector('[data-testid="food-row"] [data-move="down"][aria-disabled="true"]');
        return lastDown !== null && lastDown.getBoundingClientRect().bottom <= window.innerHeight;
      }),
      new Promise((resolve) => setTimeout(() => resolve(null), 30_000)),
    ]),
  );
  if (!reached) throw new Error('the last food did not come on screen within 30 s');
  return reached.at;
}

/** Types "Bench dish 12" into the search (the foods with 12 in their number), then times the
 * key "7" to the one food left, "Bench dish 127", painted. */
async function searchKeystroke(page) {
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  await search.fill('Bench dish 12');
  const labels = () => page.locator(ROW).evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')).join(', '));
  await page
    .waitForFunction(
    (row) => {
      const labels = [...document.querySelectorAll(row)].map((shown) => shown.getAttribute('aria-label') ?? '');
      return labels.length > 1 && labels.every((label) => label.includes('12'));
    },
      ROW,
      { timeout: TIMEOUT },
    )
    .catch(async () => {
      throw new Error(`"Bench dish 12" did not show only the foods with 12 in their number: ${(await labels()).slice(0, 200)}`);
    });
  await page.evaluate((row) => {
    window.__benchPending = window.__bench.when(() => {
      const labels = [...document.querySelectorAll(row)].map((shown) => shown.getAttribute('aria-label'));
      return labels.length === 1 && labels[0] === 'Bench dish 127';
    });
  }, ROW);
  await search.press('7');
  const shown = await page.evaluate(() => Promise.race([window.__benchPending, new Promise((resolve) => setTimeout(() => resolve(null), 30_000))]));
  if (!shown) throw new Error(`"Bench dish 127" alone did not appear within 30 s: ${(await labels()).slice(0, 200)}`);
  return page.evaluate((time) => time.at - window.__bench.lastKey.at, shown);
}

/** Resolves once the page's service worker is active (installed) and controls the page. */
async function installedApp(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const deadline = Date.now() + 30_000;
    while (!navigator.serviceWorker.controller) {
      if (Date.now() > deadline) throw new Error('the service worker did not take control of the page within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
}

/** `runs` rounds in fresh contexts; resolves with { cold, warm, lastFood, keystroke } (ms) and errors. */
export async function measureFoods({ browser, baseUrl, session, runs, log }) {
  const samples = { cold: [], warm: [], lastFood: [], keystroke: [] };
  const errors = {};
  const step = async (name, fn) => {
    try {
      samples[name].push(await fn());
    } catch (error) {
      errors[name] ??= error instanceof Error ? error.message.split('\n')[0] : String(error);
    }
  };
  for (let run = 1; run <= runs; run += 1) {
    const { context, page } = await signedInPage(browser, session);
    await context.addInitScript(foodsProbe);
    try {
      await page.goto(`${baseUrl}/foods`, { waitUntil: 'commit' });
      await step('cold', () => firstRender(page));
      await step('keystroke', () => searchKeystroke(page));
      // Warm as the installed app opens it: the service worker installed (its precache complete)
      // and in control. Reloading at once measured a second visit while the worker was still
      // downloading the build in the background.
      await installedApp(page);
      await page.goto(`${baseUrl}/foods`, { waitUntil: 'commit' });
      await step('warm', () => firstRender(page));
      await step('lastFood', () => lastFoodReached(page));
      log(
        `  foods run ${run}/${runs}: ${Object.entries(samples)
          .map(([name, values]) => `${name} ${values[run - 1] === undefined ? '-' : Math.round(values[run - 1])}`)
          .join(', ')}`,
      );
    } finally {
      await context.close();
    }
  }
  return { samples, errors };
}
