// `npm run size`: the JavaScript budget of the build. Builds nothing: reads
// dist/ and the chunk graph Vite writes to dist/.vite/manifest.json, gzips each file (level 9, as
// build/compress-build.mjs does) and prints per-chunk sizes for
//   (a) the sign-in screen: the entry chunk, every chunk index.html modulepreloads (the entry's
//       static imports), and the chunks of the /auth/login route and its layout (TanStack Router's
//       `?tsr-split=` chunks of the route files, with their static imports);
//   (b) every other route: its own chunks, i.e. its split chunks and their static imports that
//       neither the entry nor the route's layouts already load; also each other lazy module
//       (realtime, the service worker client...), beyond the entry and the chunks that import it.
// Exits 1 naming what is over budget. kB = 1000 bytes, as Vite prints them. CSS files the chunks
// pull in are counted too (none today: Chakra writes its styles at run time).
// Usage: node tools/size.mjs [distDir]   (default dist; run `npm run build` first)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SIGNED_IN_CHUNKS, SIGNED_IN_LAYOUT } from '../build/start-modules.mjs';

/** Budgets, gzipped kB. Lower them through the environment to see the check fail. */
const budgets = {
  firstRouteKb: Number(process.env.SIZE_BUDGET_FIRST_KB ?? 150),
  routeKb: Number(process.env.SIZE_BUDGET_ROUTE_KB ?? 80),
};
/** The route file of the sign-in screen, the first route a chef loads. */
const signInRoute = 'src/routes/_auth/auth/login.tsx';

for (const [name, value] of Object.entries(budgets)) {
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`size: budget ${name} is not a positive number of kB (${value}).`);
    process.exit(2);
  }
}

const distDir = process.argv[2] ?? 'dist';
const manifestFile = join(distDir, '.vite', 'manifest.json');
if (!existsSync(manifestFile) || !existsSync(join(distDir, 'index.html'))) {
  console.error(`size: ${manifestFile} or ${distDir}/index.html is missing; run \`npm run build\` first.`);
  process.exit(2);
}
/** @type {Record<string, { file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

// ---- the chunk graph -------------------------------------------------------------------------

/** Keys of `roots` and of everything they import statically, transitively. */
function closure(roots) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}
/** The files (js and css) of a set of manifest keys. */
const filesOf = (keys) => new Set([...keys].flatMap((key) => [manifest[key].file, ...(manifest[key].css ?? [])]));
const minus = (files, ...others) => new Set([...files].filter((file) => !others.some((other) => other.has(file))));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error(`size: ${manifestFile} names no entry chunk.`);
  process.exit(2);
}
const html = readFileSync(join(distDir, 'index.html'), 'utf8');
// The chunks the page preloads: <link rel="modulepreload"> tags, or the list the inline start
// script (build/start-script.ts, id "app-start") adds as such tags once the page has painted.
const startScript = /<script id="app-start">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
const modulepreloads = [
  ...[...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].flatMap((tag) => {
    const href = /\bhref="\/?([^"]+)"/.exec(tag[0]);
    return href ? [href[1]] : [];
  }),
  ...[...startScript.matchAll(/"\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1]),
];
const entryFiles = new Set([...filesOf(closure([entryKey])), ...modulepreloads]);

/** Route files with split chunks: 'src/routes/_main/orders/active.tsx' -> its manifest keys. */
const routeSplits = new Map();
for (const key of Object.keys(manifest)) {
  const match = /^(src\/routes\/.+\.[jt]sx?)\?tsr-split=/.exec(key);
  if (match) routeSplits.set(match[1], [...(routeSplits.get(match[1]) ?? []), key]);
}
// `npm run build` puts the signed-in layout with what every signed-in start loads in chunks of its
// own (build/build-app.mjs): they count as that layout's.
if (!routeSplits.has(SIGNED_IN_LAYOUT)) {
  const grouped = Object.keys(manifest).filter((key) => SIGNED_IN_CHUNKS.includes(manifest[key].name ?? ''));
  if (grouped.length > 0) routeSplits.set(SIGNED_IN_LAYOUT, grouped);
}
const withoutExtension = (file) => file.replace(/\.[jt]sx?$/, '');
/** The layout route files around a route file (`_main.tsx` around `_main/orders/active.tsx`). */
const layoutsOf = (route) => [...routeSplits.keys()].filter((other) => withoutExtension(route).startsWith(withoutExtension(other) + '/'));
/** The URL a route file answers: pathless `_layout` segments dropped, `index` as `/`. */
function urlOf(route) {
  const segments = withoutExtension(route).replace(/^src\/routes\//, '').split('/');
  const path = segments.filter((segment) => !segment.startsWith('_') && segment !== 'index').join('/');
  const isLayout = [...routeSplits.keys()].some((other) => other !== route && withoutExtension(other).startsWith(withoutExtension(route) + '/'));
  return isLayout ? `layout ${segments.at(-1)}` : `/${path}${segments.at(-1) === 'index' && path ? '/' : ''}`;
}
const filesOfRoute = (route) => filesOf(closure(routeSplits.get(route) ?? []));

// ---- sizes -----------------------------------------------------------------------------------

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const contents = readFileSync(join(distDir, file));
    sizes.set(file, { raw: contents.length, gzip: gzipSync(contents, { level: 9 }).length });
  }
  return sizes.get(file);
}
const kB = (bytes) => (bytes / 1000).toFixed(1);
const total = (files) => [...files].reduce((sum, file) => sum + sizeOf(file).gzip, 0);

const problems = [];
function report(title, files, budgetKb, { everyChunk }) {
  const sum = total(files);
  const over = sum > budgetKb * 1000;
  if (over) problems.push(`${title}: ${kB(sum)} kB gzipped > ${budgetKb} kB`);
  const verdict = over ? 'OVER BUDGET' : 'ok';
  console.log(`${title.padEnd(46)} ${String(files.size).padStart(3)} chunks ${kB(sum).padStart(7)} kB gz / ${budgetKb} kB  ${verdict}`);
  const sorted = [...files].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip);
  const shown = everyChunk || over ? sorted : sorted.filter((file) => sizeOf(file).gzip >= 1000);
  for (const file of shown) console.log(`    ${file.padEnd(52)} ${kB(sizeOf(file).raw).padStart(7)} kB ${kB(sizeOf(file).gzip).padStart(7)} kB gz`);
  const hidden = sorted.length - shown.length;
  if (hidden > 0) console.log(`    + ${hidden} chunks under 1 kB gz, ${kB(total(sorted.slice(shown.length)))} kB gz in all`);
}

// `npm run build` puts the sign-in route and its layout in the entry chunk (build/build-app.mjs):
// their split chunks are then not in the manifest, and the entry's files are the whole screen.
// A plain `vite build` keeps them apart, and they are counted here.
const signInInEntry = !routeSplits.has(signInRoute);
const signInFiles = new Set([...entryFiles, ...[...layoutsOf(signInRoute), signInRoute].flatMap((route) => [...filesOfRoute(route)])]);
console.log(`Gzipped JavaScript of ${distDir} (level 9; kB = 1000 bytes)\n`);
console.log(`First route: the entry, its modulepreloads, and the sign-in route with its layout${signInInEntry ? ' (in the entry: build/build-app.mjs)' : ''}`);
report('sign-in screen (/auth/login)', signInFiles, budgets.firstRouteKb, { everyChunk: true });

console.log('\nOther routes: what each adds to the entry and its layouts');
const signInChain = new Set([signInRoute, ...layoutsOf(signInRoute)]);
const otherRoutes = [...routeSplits.keys()].filter((route) => !signInChain.has(route)).sort((a, b) => urlOf(a).localeCompare(urlOf(b)));
for (const route of otherRoutes) {
  const own = minus(filesOfRoute(route), entryFiles, ...layoutsOf(route).map(filesOfRoute));
  report(urlOf(route), own, budgets.routeKb, { everyChunk: false });
}

// A lazy module is imported by some chunk that is already loaded when the import runs (a layout
// mounting the install card, a route loading the image resizer): what it adds is beyond the entry
// AND beyond what every one of its importers already loaded.
const importersOf = (key) => Object.keys(manifest).filter((other) => (manifest[other].dynamicImports ?? []).includes(key));
const loadedBefore = (key) => {
  const loaded = importersOf(key).map((importer) => filesOf(closure([importer])));
  if (loaded.length === 0) return new Set();
  return new Set([...loaded[0]].filter((file) => loaded.every((files) => files.has(file))));
};
console.log('\nOther lazy modules: what each adds to the entry and to the chunks that import it');
const routeKeys = new Set([...routeSplits.values()].flat());
// The styled-components check's modules (/dev/styled, for tests/e2e/styled-components.spec.ts)
// bring every Chakra component at once; no chef's screen loads them.
const checkOnly = (key) => key.startsWith('src/features/styled-check/');
for (const key of Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && !routeKeys.has(key) && !checkOnly(key)).sort()) {
  const name = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(key)?.[1] ?? key;
  report(`lazy ${name}`, minus(filesOf(closure([key])), entryFiles, loadedBefore(key)), budgets.routeKb, { everyChunk: false });
}

if (problems.length > 0) {
  console.error(`\nsize: over budget (SIZE_BUDGET_FIRST_KB=${budgets.firstRouteKb}, SIZE_BUDGET_ROUTE_KB=${budgets.routeKb}):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log(`\nsize: every budget holds (first route ${budgets.firstRouteKb} kB, other routes ${budgets.routeKb} kB).`);
