// The installable, offline-first part: the manifest and icons are served, sw.js and index.html
// are never cached by the browser, hashed assets are, and the service worker (once the page
// registers it) controls the page, answers its messages and opens the app offline.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

test('the web app manifest is linked and served with its icons', async ({ page, request }) => {
  await page.goto('/auth/login');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const response = await request.get(new URL(href ?? '', page.url()).pathname);
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as { name: string; short_name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ name: 'Home Kitchen Chef', short_name: 'Chef', start_url: '/kitchen', display: 'standalone' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const iconResponse = await request.get(icon.src);
    expect(iconResponse.status(), icon.src).toBe(200);
  }
});

test('sw.js and index.html are revalidated; hashed assets are cached for a year', async ({ page, request }) => {
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['cache-control'] ?? '').toMatch(/no-cache|no-store|max-age=0/);
  const swText = await sw.text();
  expect(swText).not.toContain('self.__WB_MANIFEST');
  expect(swText).toContain('index.html');

  const index = await request.get('/kitchen');
  expect(index.headers()['content-type'] ?? '').toContain('text/html');
  expect(index.headers()['cache-control'] ?? '').toMatch(/no-cache|no-store|max-age=0/);

  await page.goto('/auth/login');
  const script = await page.locator('script[src*="/assets/"]').first().getAttribute('src');
  expect(script).toBeTruthy();
  const asset = await request.get(script ?? '');
  expect(asset.headers()['cache-control'] ?? '').toMatch(/max-age=31536000/);
});

test('the service worker controls the page, answers messages and opens the app offline', async ({ page, context }) => {
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Registration is done by the page (src/, workbox-window). clientsClaim() makes the first
  // page load controlled as soon as the worker activates.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      message: 'the page registers /sw.js and the worker takes control',
      timeout: 15_000,
    })
    .toMatch(/\/sw\.js$/);

  const answer = await page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller?.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
      }),
  );
  expect(answer).toMatchObject({ type: 'VERSION' });

  await context.setOffline(true);
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await context.setOffline(false);
});

test('Chromium finds the app installable (manifest, icons, start URL)', async ({ playwright, baseURL }, testInfo) => {
  // Installability is not checked in an incognito context (Playwright's default): use a profile.
  const launch = testInfo.project.use.launchOptions ?? {};
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    executablePath: launch.executablePath,
    args: launch.args,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        return installabilityErrors.map((error) => error.errorId);
      }, { timeout: 15_000 })
      .toEqual([]);
  } finally {
    await context.close();
  }
});

/** How the page's build scripts (/assets/*.js) were served: the worker's static route that matched,
 * and where the answer came from (Resource Timing), one entry per script. */
const scriptSources = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => {
        const timing = entry as PerformanceResourceTiming & { workerMatchedSourceType?: string; workerFinalSourceType?: string };
        return `${timing.workerMatchedSourceType ?? 'none'}/${timing.workerFinalSourceType ?? 'none'}`;
      }),
  );

test("once the worker is active, the build's scripts come straight from its precache (its static route), offline too; a file it does not hold comes from the network", async ({ page, context }) => {
  await page.goto('/auth/login');
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 }).toMatch(/\/sw\.js$/);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // The sign-in screen is the entry chunk with the Rolldown runtime (build/build-app.mjs), and the
  // service worker's client, which src/lib/service-worker.ts imports once the page has loaded and the
  // browser is idle: on a busy machine that can come after the heading shows, so wait for it.
  await expect.poll(async () => (await scriptSources(page)).length, { message: 'the page loaded build scripts', timeout: 15_000 }).toBeGreaterThanOrEqual(3);
  const online = await scriptSources(page);
  expect(new Set(online), 'each script matched the static route and came from the cache').toEqual(new Set(['cache/cache']));

  await context.setOffline(true);
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  expect(new Set(await scriptSources(page)), 'offline as well').toEqual(new Set(['cache/cache']));
  await context.setOffline(false);

  const missing = await page.evaluate(async () => (await fetch('/assets/not-in-the-precache-00000000.js')).status);
  expect(missing, "the server's own answer, not a failed fetch").toBe(404);
});
