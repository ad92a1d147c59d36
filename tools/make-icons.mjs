// Draws the app's icons: a white chef hat on emerald. Writes public/favicon.svg,
// public/icons/icon.svg and the PNGs the web app manifest names (192, 512, a maskable 512 with
// the mark inside the safe zone, a monochrome 512 (the mark alone: the system tints it), a 180 px
// Apple touch icon, and the 96 px icons of the manifest's shortcuts), rendering the SVG in the
// system's Chromium. Run again after changing the mark: `node tools/make-icons.mjs`.
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const EMERALD = '#047857';
const EMERALD_LIGHT = '#10b981';

// The mark on a 512 x 512 canvas: a chef hat (three puffs, crown, band) with a fold line.
const mark = `<g transform="translate(0 17)">
  <g fill="#ffffff">
    <circle cx="176" cy="214" r="76"/>
    <circle cx="256" cy="168" r="92"/>
    <circle cx="336" cy="214" r="76"/>
    <path d="M150 236 H362 V338 H150 Z"/>
    <rect x="150" y="354" width="212" height="48" rx="12"/>
  </g>
  <path d="M214 256 V322 M256 250 V322 M298 256 V322" stroke="${EMERALD}" stroke-width="14" stroke-linecap="round" opacity="0.35"/>
  </g>`;

const background = `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${EMERALD_LIGHT}"/>
      <stop offset="1" stop-color="${EMERALD}"/>
    </linearGradient>
  </defs>`;

/** Rounded-square icon (favicon, "any" purpose icons). */
const roundIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}
  <rect width="512" height="512" rx="112" fill="url(#bg)"/>${mark}
</svg>
`;

/** Maskable icon: full-bleed background, the mark scaled into the central safe zone (80 %). */
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}
  <rect width="512" height="512" fill="url(#bg)"/>
  <g transform="translate(256 256) scale(0.72) translate(-256 -256)">${mark}</g>
</svg>
`;

/** Monochrome icon: only the mark's shape counts (its alpha); the system paints it one colour. */
const monochromeIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <g transform="translate(256 256) scale(0.9) translate(-256 -256)"><g transform="translate(0 -17)">${mark.replace(/<path d="M214[^>]*\/>/, '')}</g></g>
</svg>
`;

/** A shortcut icon: a white line drawing (24 px grid, like the app's icons) on the emerald square. */
const shortcutIcon = (paths) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">${background}
  <rect width="96" height="96" rx="20" fill="url(#bg)"/>
  <g transform="translate(20 20) scale(2.333)" fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</g>
</svg>
`;
// Active orders: a clipboard with a list.
const ordersIcon = shortcutIcon('<rect x="8" y="2" width="8" height="4" rx="1"/><path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2"/><path d="M12 11h4M12 16h4M8 11h.01M8 16h.01"/>');
// Foods: a fork and a knife.
const foodsIcon = shortcutIcon('<path d="M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2M7 2v20"/><path d="M21 15V2a5 5 0 0 0-5 5v6c0 1.1.9 2 2 2h3Zm0 0v7"/>');

async function render(browser, svg, size, file) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const html = `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`;
  await page.setContent(html);
  await page.screenshot({ path: file, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  await page.close();
  console.log(`make-icons: ${file}`);
}

await mkdir('public/icons', { recursive: true });
await writeFile('public/favicon.svg', roundIcon);
await writeFile('public/icons/icon.svg', roundIcon);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  await render(browser, roundIcon, 192, 'public/icons/icon-192.png');
  await render(browser, roundIcon, 512, 'public/icons/icon-512.png');
  await render(browser, maskableIcon, 512, 'public/icons/icon-maskable-512.png');
  await render(browser, maskableIcon, 180, 'public/icons/apple-touch-icon-180.png');
  await render(browser, monochromeIcon, 512, 'public/icons/icon-monochrome-512.png');
  await render(browser, ordersIcon, 96, 'public/icons/shortcut-orders-96.png');
  await render(browser, foodsIcon, 96, 'public/icons/shortcut-foods-96.png');
} finally {
  await browser.close();
}
