// `vite build` of the app (the first step of `npm run build`), in two passes, so that a start loads
// a few files of the app instead of a hundred (docs/performance.md,
// "Levers kept"):
//   1. a build kept in memory, which says which modules a start loads (build/start-modules.mjs):
//      a first visit of /auth/login (the entry's chunks, the sign-in route's and its layout's, the
//      same chunks `npm run size` counts as the sign-in screen), and a signed-in start beyond it
//      (the signed-in layout's chunks, the sync engine), less what a signed-out screen may load;
//   2. the build written to dist/, with each of those sets in one group (Rolldown's
//      `output.codeSplitting.groups`): the first lands in the entry chunk, the second in
//      `signed-in-*.js`, and what the signed-in start shares with the sign-up screen and the
//      toast list in `signed-in-shared-*.js` (a few kB). The screens' own chunks stay apart.
// Left to itself, Rolldown put the modules the entry or the layout shares with lazy routes in
// about 25 and 45 small chunks: each a file to fetch, decompress and link on every start. Not
// Rolldown's `$initial` tag: it takes every module the entry reaches through a barrel's re-exports
// (Chakra's index re-exports its dialogs, menus and date pickers, which only signed-in screens
// use), and the first visit grew. The first pass knows what tree-shaking kept. For the same reason
// a group takes its modules and nothing else (`includeDependenciesRecursively: false`): by
// default Rolldown also puts in the group every module a member imports, and a barrel in the first
// visit (zag's toast index, the messages of every namespace) brought in the toast machines and
// the other namespaces' messages, 11 kB of Brotli the sign-in screen never runs. The groups import
// no chunk that imports them back (checked below), so each module still runs after what it
// imports.
// Usage: node build/build-app.mjs [--outDir DIR] [--minify false]   (the rest is vite.config.ts's)
import { build } from 'vite';
import { chunkImportCycles, firstVisitModules, SIGNED_IN_CHUNKS, signedInModules } from './start-modules.mjs';

const option = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const outDir = option('outDir');
const minify = option('minify') === 'false' ? false : undefined;
const options = { ...(outDir ? { outDir, emptyOutDir: true } : {}), ...(minify === false ? { minify } : {}) };
/** The chunks of what `build()` returns (one output, or one per format). */
const chunksOf = (result) => (Array.isArray(result) ? result : [result]).flatMap((output) => ('output' in output ? output.output : [])).filter((item) => item.type === 'chunk');
const chunks = chunksOf(await build({ logLevel: 'warn', build: { ...options, write: false, emptyOutDir: false } }));
const { shared, signedIn } = signedInModules(chunks);
const groups = [
  { name: 'index', what: 'a first visit of /auth/login', modules: firstVisitModules(chunks) },
  { name: SIGNED_IN_CHUNKS[0], what: 'a signed-in start, beyond that, what a signed-out screen may load too', modules: shared },
  { name: SIGNED_IN_CHUNKS[1], what: 'a signed-in start, the rest', modules: signedIn },
];
for (const { what, modules } of groups) {
  const inChunks = chunks.filter((chunk) => chunk.moduleIds.some((id) => modules.has(id))).length;
  console.log(`build-app: ${what}: ${modules.size} modules in ${inChunks} chunks, put in one`);
}
const second = await build({
  build: {
    ...options,
    rolldownOptions: { output: { codeSplitting: { groups: groups.map(({ name, modules }) => ({ name, test: (id) => modules.has(id), includeDependenciesRecursively: false })) } } },
  },
});
const written = chunksOf(second);
if (written.length === 0) throw new Error('build-app: the build wrote no chunk');
const cycles = chunkImportCycles(written);
if (cycles.length > 0) throw new Error(`build-app: chunks that import each other, whose modules could run before what they import:\n${cycles.map((cycle) => cycle.join(' -> ')).join('\n')}`);
