// Build step (after `vite build`, before the service worker): the pictures of the screens a first
// load paints before the app's JS has run (docs/architecture.md, "First load").
// The built app is opened in the system's Chromium (phone size) and the screen it draws is taken
// with the same code that takes the chef's screen snapshots (src/lib/screen-snapshot/capture.ts),
// keeping the dark theme's rules too. Chakra's global CSS (the token variables of both themes, the
// reset) is not part of a picture: index.html carries it (build/chakra-css/plugin.ts). Each page is index.html with its picture painted in
// (src/db/screen-snapshot.ts, injectPicture); the server answers the screen's path with it:
// - dist/sign-in.html, /auth/login: the sign-in form (the service worker precaches it too);
// - dist/orders-active.html, /orders/active: the active orders as a signed-in chef's first load on
//   a device shows them before anything was pulled: the top bar, the heading and "Loading
//   orders…". It is taken signed in as the reference server's demo chef with every API call left
//   unanswered, and what names the chef (the initials) is left out (`data-snapshot="personal"`).
//   It is a phone's screen (the side menu closed): wider than DESKTOP_QUERY it is not shown.
// Both pictures go when the app has rendered its first screen, whatever it is (`data-until=
// "rendered"`: a signed-out visitor's first screen is the sign-in), and the page's start script
// starts the JS once the picture is painted (build/start-script.ts).
// Without Chromium, or when a picture cannot be taken, the step leaves a note and no page: the app
// works the same, it only paints later (the e2e run fails on a build without the pictures).
// Usage: tsx build/prerender-pages.mjs [distDir]   (default dist)
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { ORDERS_PAGE_FILE, ORDERS_PATH, SIGN_IN_PAGE_FILE, SIGN_IN_PATH } from '../src/contract/prerendered-pages.ts';
import { injectPicture, SCREEN_SNAPSHOT_ID } from '../src/db/screen-snapshot.ts';
import { DESKTOP_QUERY } from '../src/features/shell/menu-layout.ts';
import { login } from '../tools/bench/api.mjs';
import { freePort, startServer } from '../tools/bench/server.mjs';
import { CHROMIUM_FLAGS, chromiumExecutable } from '../tools/chromium-flags.mjs';

const distDir = process.argv[2] ?? 'dist';
const DEMO_CHEF = 'demo@chef.test';

/** The pages: where the screen is, what shows it is drawn, what its picture must hold. */
const PAGES = [
  {
    file: SIGN_IN_PAGE_FILE,
    path: SIGN_IN_PATH,
    signedIn: false,
    drawn: '#root input[type="email"]',
    holds: 'type="email"',
    extraCss: '',
  },
  {
    file: ORDERS_PAGE_FILE,
    path: ORDERS_PATH,
    signedIn: true,
    drawn: '#root :text("Loading orders")',
    holds: 'Loading orders',
    // A phone's screen: a desktop draws the side menu beside it (the chef's layout settings decide),
    // so a wider screen shows no picture and the start script starts the app at once.
    extraCss: `@media ${DESKTOP_QUERY} { #${SCREEN_SNAPSHOT_ID} { display: none !important; } }`,
  },
];

if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`prerender-pages: ${distDir}/index.html is missing; run \`vite build\` first.`);
  process.exit(1);
}
// An older picture must never be what the server answers while this one is taken.
for (const page of PAGES) await rm(join(distDir, page.file), { force: true });
if (!existsSync(chromiumExecutable())) {
  console.warn(`prerender-pages: no Chromium at ${chromiumExecutable()}; skipped (the screens paint when the JS has run).`);
  process.exit(0);
}

/** takePicture() for the page: the capture module bundled into one expression. */
async function captureScript() {
  const bundled = await build({
    stdin: {
      contents: "import { takePicture } from '@/lib/screen-snapshot/capture'; globalThis.__takePicture = takePicture;",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    alias: { '@': './src' },
    logLevel: 'silent',
  });
  return bundled.outputFiles[0].text;
}

/** Emotion inserts a screen's rules as it mounts: a picture is taken once the page's CSS rules and
 * markup have stayed the same for two frames. */
async function settled(page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(
    () => {
      const state = `${Array.from(document.styleSheets).reduce((count, sheet) => count + sheet.cssRules.length, 0)}:${document.getElementById('root')?.innerHTML.length}`;
      const same = globalThis.__lastState === state && (globalThis.__sameFrames = (globalThis.__sameFrames ?? 0) + 1) >= 2;
      if (globalThis.__lastState !== state) globalThis.__sameFrames = 0;
      globalThis.__lastState = state;
      return same;
    },
    undefined,
    { polling: 'raf', timeout: 30_000 },
  );
}

/** Each page's screen, taken in Chromium: Map file -> { html, css }. */
async function takePictures() {
  const server = await startServer({ port: await freePort(4480), distDir });
  const capture = await captureScript();
  const pictures = new Map();
  try {
    const browser = await chromium.launch({
      executablePath: chromiumExecutable(),
      args: CHROMIUM_FLAGS,
    });
    try {
      for (const target of PAGES) {
        // Service workers blocked: the picture is of the page as the network serves it.
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          serviceWorkers: 'block',
          reducedMotion: 'reduce',
        });
        try {
          const page = await context.newPage();
          if (target.signedIn) {
            const account = await login(server.baseUrl, DEMO_CHEF);
            await page.goto(`${server.baseUrl}/manifest.webmanifest`);
            await page.evaluate(
              (session) => {
                localStorage.setItem('user', JSON.stringify(session));
                sessionStorage.setItem('token', session.token);
              },
              {
                isLoggedIn: true,
                userData: account.user,
                token: account.token,
              },
            );
            // Nothing answers: the screen stays as a first load shows it before the first pull.
            await page.route(/\/(api|broadcasting)\//, () => {});
            await page.routeWebSocket(/./, () => {});
          }
          await page.goto(`${server.baseUrl}${target.path}`);
          await page.locator(target.drawn).first().waitFor({ state: 'visible', timeout: 30_000 });
          await settled(page);
          const picture = await page.evaluate(`${capture}; globalThis.__takePicture(document, ['app-dark'], ${target.signedIn})`);
          if (!picture || typeof picture.html !== 'string' || typeof picture.css !== 'string' || !picture.html.includes(target.holds))
            throw new Error(`${target.path} gave no picture`);
          pictures.set(target.file, {
            html: picture.html,
            css: `${picture.css}\n${target.extraCss}`,
          });
        } finally {
          await context.close();
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
  return pictures;
}

try {
  const pictures = await takePictures();
  const indexHtml = await readFile(join(distDir, 'index.html'), 'utf8');
  for (const target of PAGES) {
    const picture = pictures.get(target.file);
    // The theme of the moment is the build's: the page's own start-up script sets the chef's.
    const page = injectPicture(indexHtml, { ...picture, htmlAttributes: {} }, { 'data-until': 'rendered' });
    await writeFile(join(distDir, target.file), page);
    console.log(`prerender-pages: ${target.file}: ${(picture.html.length / 1024).toFixed(1)} KiB of markup, ${(picture.css.length / 1024).toFixed(1)} KiB of CSS`);
  }
} catch (error) {
  for (const page of PAGES) await rm(join(distDir, page.file), { force: true });
  console.warn(`prerender-pages: no pictures (${(error instanceof Error ? error.message : String(error)).split('\n')[0]}); the screens are the plain page.`);
}
