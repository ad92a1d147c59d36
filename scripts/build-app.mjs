// `vite build` of the app (the first step of `npm run build`), in two passes, so that a first
// visit of the sign-in screen loads one file of the app instead of about fifty
// (docs/performance-issue-28.md, "The eleventh session"):
//   1. a build kept in memory, which says which modules a first visit of /auth/login loads: those
//      of the entry chunk and its static imports, and of the sign-in route's and its layout's
//      chunks (TanStack Router's `?tsr-split=` chunks of the route files) and their static imports,
//      the same chunks `npm run size` counts as the sign-in screen;
//   2. the build written to dist/, with those modules in one group (Rolldown's
//      `output.codeSplitting.groups`), so they land in the entry chunk.
// Why not Rolldown's `$initial` tag: it takes every module the entry reaches through a barrel's
// re-exports (Chakra's index re-exports its dialogs, menus and date pickers, which only signed-in
// screens use), and the first visit grew. The first pass knows what tree-shaking kept.
// The split is Rolldown's otherwise: modules the entry shares with lazy routes were in about 25 small
// chunks, each a file of its own to fetch, compress and link on every start (warm starts included).
// Usage: node scripts/build-app.mjs [--outDir DIR] [--minify false]   (the rest is vite.config.ts's)
import { build } from 'vite';
import { firstVisitModules } from './first-visit-modules.mjs';

const option = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const outDir = option('outDir');
const minify = option('minify') === 'false' ? false : undefined;
const options = { ...(outDir ? { outDir, emptyOutDir: true } : {}), ...(minify === false ? { minify } : {}) };
const first = await build({ logLevel: 'warn', build: { ...options, write: false, emptyOutDir: false } });
const outputs = Array.isArray(first) ? first : [first];
const chunks = outputs.flatMap((output) => ('output' in output ? output.output : [])).filter((item) => item.type === 'chunk');
const modules = firstVisitModules(chunks);
console.log(`build-app: a first visit of /auth/login loads ${modules.size} modules in ${chunks.filter((chunk) => chunk.moduleIds.some((id) => modules.has(id))).length} chunks; they go in one`);
await build({ build: { ...options, rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', test: (id) => modules.has(id) }] } } } } });
