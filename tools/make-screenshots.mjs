// Draws the web app manifest's screenshots (the richer install dialog of Chrome on Android and
// desktop): the demo chef's active orders, narrow (phone, 390 x 844 CSS px at 2x) and wide
// (desktop, 1280 x 800), from the production build served by the reference server with its demo
// data, in the system's Chromium. Writes public/screenshots/. Run after a visible change:
// `npm run build && node tools/make-screenshots.mjs` (then build again to ship them).
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { login } from './bench/api.mjs';
import { signedIn } from './bench/probe.mjs';
import { freePort, startServer } from './bench/server.mjs';
import { CHROMIUM_FLAGS, chromiumExecutable } from './chromium-flags.mjs';

const shots = [
  { file: 'public/screenshots/active-orders-narrow.png', viewport: { width: 390, height: 844 }, scale: 2 },
  { file: 'public/screenshots/active-orders-wide.png', viewport: { width: 1280, height: 800 }, scale: 1 },
];

const server = await startServer({ port: await freePort(4390), distDir: 'dist' });
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_FLAGS });
try {
  const account = await login(server.baseUrl, 'demo@chef.test');
  const session = { isLoggedIn: true, userData: account.user, token: account.token };
  await mkdir('public/screenshots', { recursive: true });
  for (const shot of shots) {
    const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: shot.scale, serviceWorkers: 'block' });
    await context.addInitScript(signedIn, session);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/orders/active`);
    await page.getByRole('article').first().waitFor();
    // The alarm would ring for the demo's new orders: stop it, so the picture shows the list.
    const stop = page.getByRole('button', { name: 'Stop alarm', exact: true });
    if (await stop.isVisible()) await stop.click();
    await page.screenshot({ path: shot.file, animations: 'disabled' });
    console.log(`make-screenshots: ${shot.file}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
