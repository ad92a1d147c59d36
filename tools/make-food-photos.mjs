// Draws the demo menu's photos (server/menu/demo-menu.ts): each dish as a flat illustration seen
// from above, on a plate on a table, rendered in the system's Chromium and encoded there as WebP
// (800 x 600, the food card's 4:3). Writes server/db/food-photos/<slug>.webp; the demo seed copies
// them under DATA_DIR. Run again after changing a drawing: `node tools/make-food-photos.mjs`.
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const W = 800;
const H = 600;
const folder = 'server/db/food-photos';

/** A repeatable scatter: the same drawing every run. */
function scatter(seed, count, cx, cy, radius) {
  let state = seed;
  const next = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
  return Array.from({ length: count }, () => {
    const angle = next() * Math.PI * 2;
    const distance = Math.sqrt(next()) * radius;
    return { x: cx + Math.cos(angle) * distance, y: cy + Math.sin(angle) * distance, turn: next() * 360, size: 0.7 + next() * 0.6 };
  });
}

const dill = (seed, cx, cy, radius, count = 14) =>
  scatter(seed, count, cx, cy, radius)
    .map((p) => `<path d="M${p.x} ${p.y} l${8 * p.size} ${-6 * p.size} M${p.x + 4} ${p.y - 3} l2 ${-8 * p.size}" stroke="#3f8f3a" stroke-width="3" stroke-linecap="round"/>`)
    .join('');
const bits = (seed, cx, cy, radius, color, count = 16, size = 10) =>
  scatter(seed, count, cx, cy, radius)
    .map((p) => `<rect x="${p.x}" y="${p.y}" width="${size * p.size}" height="${size * p.size * 0.8}" rx="2" fill="${color}" transform="rotate(${p.turn} ${p.x} ${p.y})"/>`)
    .join('');
const cream = (cx, cy, r) => `<path d="M${cx - r} ${cy} q${r * 0.2} ${-r * 1.1} ${r} ${-r * 0.9} q${r * 0.9} ${-r * 0.1} ${r} ${r * 0.8} q${-r * 0.3} ${r * 0.8} ${-r} ${r * 0.6} q${-r * 0.8} ${0} ${-r} ${-r * 0.5}z" fill="#fbf7ee" stroke="#e6dfcf" stroke-width="3"/>`;
const shade = '<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="8" stdDeviation="10" flood-opacity="0.28"/></filter>';

function scene(table, food, { plate = '#ffffff', rim = '#e9e4da', bowl = false } = {}) {
  const grain = Array.from({ length: 9 }, (_, i) => `<path d="M0 ${40 + i * 68} C 200 ${20 + i * 70}, 520 ${70 + i * 66}, 800 ${36 + i * 68}" stroke="#000" stroke-opacity="0.06" stroke-width="3" fill="none"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>${shade}<radialGradient id="light" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></radialGradient></defs>
  <rect width="${W}" height="${H}" fill="${table}"/>${grain}
  <rect x="560" y="-20" width="260" height="180" rx="16" fill="#f4efe6" opacity="0.85" transform="rotate(12 690 70)"/>
  <g filter="url(#shadow)"><circle cx="400" cy="300" r="${bowl ? 210 : 250}" fill="${plate}"/></g>
  <circle cx="400" cy="300" r="${bowl ? 170 : 205}" fill="none" stroke="${rim}" stroke-width="${bowl ? 10 : 4}"/>
  <g filter="url(#shadow)">${food}</g>
  <rect width="${W}" height="${H}" fill="url(#light)"/>
</svg>`;
}

const dishes = {
  cepelinai: scene('#8a5a3b', `
    <ellipse cx="305" cy="300" rx="100" ry="60" fill="#e8dcc0" stroke="#cdbf9f" stroke-width="4" transform="rotate(-18 305 300)"/>
    <ellipse cx="495" cy="290" rx="100" ry="60" fill="#e4d7b8" stroke="#cdbf9f" stroke-width="4" transform="rotate(14 495 290)"/>
    ${cream(400, 300, 48)}${bits(3, 400, 300, 120, '#8b3a1e', 22)}${dill(5, 400, 300, 150)}`),
  saltibarsciai: scene('#4f6d7a', `
    <circle cx="400" cy="300" r="165" fill="#e0528f"/><circle cx="400" cy="300" r="165" fill="url(#light)" opacity="0.4"/>
    ${scatter(11, 9, 400, 300, 110).map((p) => `<circle cx="${p.x}" cy="${p.y}" r="${16 * p.size}" fill="#cfe8b0" stroke="#4f8a34" stroke-width="4"/>`).join('')}
    <ellipse cx="360" cy="260" rx="46" ry="34" fill="#fffdf6"/><circle cx="360" cy="262" r="18" fill="#f2b619"/>
    <ellipse cx="450" cy="340" rx="46" ry="34" fill="#fffdf6"/><circle cx="450" cy="342" r="18" fill="#f2b619"/>
    ${dill(7, 400, 300, 140, 22)}`, { bowl: true }),
  kibinai: scene('#7b4b2a', [[300, 250, -20], [500, 260, 18], [400, 390, 0]].map(([x, y, turn]) => `
    <g transform="rotate(${turn} ${x} ${y})"><path d="M${x - 110} ${y + 30} A110 95 0 0 1 ${x + 110} ${y + 30} Z" fill="#d89a45" stroke="#a8682a" stroke-width="4"/>
    ${Array.from({ length: 11 }, (_, i) => `<circle cx="${x - 100 + i * 20}" cy="${y + 30}" r="9" fill="#c7863a"/>`).join('')}
    <ellipse cx="${x - 10}" cy="${y - 20}" rx="50" ry="18" fill="#f0c27a" opacity="0.6"/></g>`).join('')),
  balandeliai: scene('#6b4e3a', `
    <ellipse cx="400" cy="300" rx="190" ry="160" fill="#c8361f" opacity="0.92"/>
    ${[[330, 240, -25], [470, 260, 20], [390, 370, 5]].map(([x, y, turn]) => `<g transform="rotate(${turn} ${x} ${y})"><rect x="${x - 85}" y="${y - 45}" width="170" height="90" rx="45" fill="#cfe0a4" stroke="#9bb26a" stroke-width="4"/>
    <path d="M${x - 50} ${y - 40} q20 40 0 80 M${x} ${y - 44} q20 44 0 88 M${x + 50} ${y - 40} q20 40 0 80" stroke="#a9c078" stroke-width="4" fill="none"/></g>`).join('')}
    ${cream(470, 350, 30)}${dill(9, 400, 300, 150)}`),
  kugelis: scene('#5e4634', `
    <rect x="240" y="190" width="170" height="170" rx="14" fill="#c98a3c" transform="rotate(-8 325 275)"/><rect x="250" y="200" width="150" height="40" rx="10" fill="#a5651f" transform="rotate(-8 325 275)"/>
    <rect x="400" y="230" width="170" height="170" rx="14" fill="#cf9244" transform="rotate(9 485 315)"/><rect x="410" y="240" width="150" height="40" rx="10" fill="#a86a24" transform="rotate(9 485 315)"/>
    ${cream(430, 420, 34)}${bits(13, 420, 300, 130, '#7d2f16', 16)}`),
  vedarai: scene('#7a5436', `
    <path d="M400 300 m-20 0 a20 20 0 1 1 40 0 a60 60 0 1 1 -100 0 a100 100 0 1 1 180 0 a140 140 0 1 1 -250 0" fill="none" stroke="#8a4a1f" stroke-width="46" stroke-linecap="round"/>
    <path d="M400 300 m-20 0 a20 20 0 1 1 40 0 a60 60 0 1 1 -100 0 a100 100 0 1 1 180 0 a140 140 0 1 1 -250 0" fill="none" stroke="#b8692c" stroke-width="26" stroke-linecap="round" opacity="0.7"/>
    ${scatter(17, 26, 540, 440, 36).map((p) => `<path d="M${p.x} ${p.y} q10 -12 24 -4" stroke="#efe3a6" stroke-width="5" fill="none" stroke-linecap="round"/>`).join('')}`),
  'zemaiciu-blynai': scene('#6d5a47', `
    <ellipse cx="400" cy="300" rx="200" ry="170" fill="#d9c6a0" opacity="0.95"/>
    ${[[330, 270], [470, 280], [400, 370]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="95" ry="80" fill="#d08a36" stroke="#a8621f" stroke-width="5"/><ellipse cx="${x - 15}" cy="${y - 18}" rx="45" ry="28" fill="#e6ad5c" opacity="0.7"/>`).join('')}
    ${scatter(19, 8, 400, 300, 170).map((p) => `<path d="M${p.x} ${p.y} a16 12 0 0 1 32 0z" fill="#8d6e4f"/><rect x="${p.x + 12}" y="${p.y}" width="8" height="12" fill="#b79b7c"/>`).join('')}`),
  varskeciai: scene('#8c6a4f', `
    ${[[320, 250], [480, 250], [330, 380], [480, 370]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="72" fill="#d99a4a" stroke="#b37430" stroke-width="5"/><circle cx="${x - 12}" cy="${y - 14}" r="40" fill="#eeba70" opacity="0.6"/>`).join('')}
    <circle cx="405" cy="310" r="42" fill="#b3122e"/><circle cx="395" cy="300" r="14" fill="#e0455f" opacity="0.7"/>${cream(560, 440, 28)}`),
  koldunai: scene('#5a4a3c', `
    ${scatter(23, 24, 400, 300, 160).map((p) => `<g transform="rotate(${p.turn} ${p.x} ${p.y})"><path d="M${p.x - 26} ${p.y + 8} a26 22 0 0 1 52 0 z" fill="#f1e6cf" stroke="#cdbb98" stroke-width="3"/></g>`).join('')}
    ${bits(29, 400, 300, 150, '#b8792c', 30, 8)}${dill(31, 400, 300, 160)}`),
  tinginys: scene('#3e5a4f', `
    ${[[320, 270, -6], [480, 300, 7]].map(([x, y, turn]) => `<g transform="rotate(${turn} ${x} ${y})"><rect x="${x - 80}" y="${y - 110}" width="160" height="220" rx="10" fill="#5a3420"/>
    ${scatter(x, 12, x, y, 80).map((p) => `<rect x="${p.x - 14}" y="${p.y - 10}" width="${26 * p.size}" height="${18 * p.size}" rx="3" fill="#e0b878" transform="rotate(${p.turn} ${p.x} ${p.y})"/>`).join('')}</g>`).join('')}
    ${cream(560, 420, 30)}`),
  'bulviniai-blynai': scene('#7d6149', `
    ${[[320, 260], [480, 270], [400, 380]].map(([x, y], i) => `<path d="${Array.from({ length: 18 }, (_, k) => { const a = (k / 18) * Math.PI * 2; const r = 88 + ((k * 7 + i * 3) % 5) * 5; return `${k === 0 ? 'M' : 'L'}${(x + Math.cos(a) * r).toFixed(1)} ${(y + Math.sin(a) * r * 0.85).toFixed(1)}`; }).join(' ')}Z" fill="#c9822c" stroke="#8f5516" stroke-width="5"/>
    ${scatter(37 + i, 14, x, y, 70).map((p) => `<path d="M${p.x} ${p.y} l18 4" stroke="#e8b463" stroke-width="5" stroke-linecap="round"/>`).join('')}`).join('')}
    ${cream(400, 300, 40)}${dill(41, 400, 300, 100, 8)}`),
  sakotis: scene('#a17a5a', `
    <path d="M330 140 L470 140 L520 470 L280 470 Z" fill="#e0b15a" stroke="#b07b2c" stroke-width="5"/>
    ${Array.from({ length: 7 }, (_, row) => { const y = 170 + row * 45; const half = 70 + ((y - 140) * 50) / 330; return [-1, 1].map((side) => `<path d="M${400 + side * half} ${y} l${side * 40} -4 l${-side * 40} 22z" fill="#c98a31"/>`).join(''); }).join('')}
    ${Array.from({ length: 6 }, (_, row) => `<path d="M${336 - row * 4} ${190 + row * 50} L${464 + row * 4} ${190 + row * 50}" stroke="#b8812f" stroke-width="4" opacity="0.6"/>`).join('')}
    <ellipse cx="400" cy="140" rx="70" ry="16" fill="#f3d08a"/>`),
};

await mkdir(folder, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage({ viewport: { width: W, height: H } });
  for (const [slug, svg] of Object.entries(dishes)) {
    const dataUrl = await page.evaluate(
      async ({ svg, width, height }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d').drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', 0.72);
      },
      { svg, width: W, height: H },
    );
    if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${slug}: this Chromium did not encode WebP`);
    const bytes = Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64');
    await writeFile(`${folder}/${slug}.webp`, bytes);
    console.log(`make-food-photos: ${folder}/${slug}.webp (${Math.round(bytes.length / 1024)} kB)`);
  }
} finally {
  await browser.close();
}
