// Build step (after `vite build`, before the service worker): the sign-in screen's picture.
// The built app is opened at /auth/login in the system's Chromium (phone size), and the screen it
// draws is taken with the same code that takes the chef's screen snapshots
// (src/lib/screen-snapshot/capture.ts), keeping the dark theme's rules too. Chakra's global CSS (the
// token variables of both themes, the reset) is not part of the picture: index.html carries it,
// written at build time (scripts/chakra-css.ts). dist/sign-in.html is
// index.html with that picture painted in (src/db/screen-snapshot.ts, injectPicture); the server
// answers /auth/login with it and the service worker precaches it, so a chef on a slow phone sees
// the sign-in form before the app's JS has arrived and run. The app takes the picture off when it
// has rendered its own screen (docs/architecture.md, "First load").
// Without Chromium, or when the picture cannot be taken, the step leaves a note and no page: the app
// works the same, it only paints later (the e2e run fails on a build without the picture).
// Usage: tsx scripts/prerender-sign-in.mjs [distDir]   (default dist)
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { SIGN_IN_PAGE_FILE, SIGN_IN_PATH } from '../src/contract/sign-in-page.ts';
import { injectPicture } from '../src/db/screen-snapshot.ts';
import { freePort, startServer } from './bench/server.mjs';
import { CHROMIUM_FLAGS, chromiumExecutable } from './chromium-flags.mjs';

const distDir = process.argv[2] ?? 'dist';
const target = join(distDir, SIGN_IN_PAGE_FILE);
if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`prerender-sign-in: ${distDir}/index.html is missing; run \`vite build\` first.`);
  process.exit(1);
}
// An older picture must never be what the server answers while this one is taken.
await rm(target, { force: true });
if (!existsSync(chromiumExecutable())) {
  console.warn(`prerender-sign-in: no Chromium at ${chromiumExecutable()}; skipped (the sign-in screen paints when the JS has run).`);
  process.exit(0);
}

/** takePicture() for the page: the capture module bundled into one expression. */
async function captureScript() {
  const bundled = await build({
    stdin: { contents: "import { takePicture } from '@/lib/screen-snapshot/capture'; globalThis.__takePicture = takePicture;", resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    alias: { '@': './src' },
    logLevel: 'silent',
  });
  return bundled.outputFiles[0].text;
}

/** The built app's sign-in screen, taken in Chromium: { html, css }. */
async function takeSignInPicture() {
  const server = await startServer({ port: await freePort(4480), distDir });
  try {
    const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_FLAGS });
    try {
      // Service workers blocked: the picture is of the page as the network serves it.
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}${SIGN_IN_PATH}`);
      await page.locator('#root input[type="email"]').waitFor({ state: 'visible', timeout: 30_000 });
      await page.evaluate(() => document.fonts.ready);
      // Emotion inserts a screen's rules as it mounts: the picture is taken once the page's CSS
      // rules and markup have stayed the same for two frames.
      await page.waitForFunction(() => {
        const state = `${Array.from(document.styleSheets).reduce((count, sheet) => count + sheet.cssRules.length, 0)}:${document.getElementById('root')?.innerHTML.length}`;
        const settled = globalThis.__lastState === state && (globalThis.__sameFrames = (globalThis.__sameFrames ?? 0) + 1) >= 2;
        if (globalThis.__lastState !== state) globalThis.__sameFrames = 0;
        globalThis.__lastState = state;
        return settled;
      }, undefined, { polling: 'raf', timeout: 30_000 });
      const picture = await page.evaluate(`${await captureScript()}; globalThis.__takePicture(document, ['app-dark'])`);
      if (!picture || typeof picture.html !== 'string' || typeof picture.css !== 'string' || !picture.html.includes('type="email"'))
        throw new Error('the sign-in screen gave no picture');
      return { html: picture.html, css: picture.css };
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

try {
  const picture = await takeSignInPicture();
  // The theme of the moment is the build's: the page's own start-up script sets the chef's.
  const signInPage = injectPicture(await readFile(join(distDir, 'index.html'), 'utf8'), { ...picture, htmlAttributes: {} }, { 'data-until': 'rendered' });
  await writeFile(target, signInPage);
  console.log(`prerender-sign-in: ${target}: ${(picture.html.length / 1024).toFixed(1)} KiB of markup, ${(picture.css.length / 1024).toFixed(1)} KiB of CSS`);
} catch (error) {
  await rm(target, { force: true });
  console.warn(`prerender-sign-in: no sign-in picture (${(error instanceof Error ? error.message : String(error)).split('\n')[0]}); /auth/login is the plain page.`);
}
