// Writes the compressed copies a CDN would serve, next to each text asset of the build: `file.br`
// (Brotli, quality 11) and `file.gz` (gzip, level 9), for every js, css, html, svg, json,
// webmanifest, txt and xml file, small ones included: a route's small chunks are most of a first
// visit's files, and a 700-byte chunk comes to about 400 in Brotli (docs/performance.md,
// "Levers kept"). The reference server picks one by Accept-Encoding
// (server/http/static.ts). Runs last in `npm run build`, after the service worker is written (so
// sw.js gets its copies too); the worker's precache list names only the plain files, which the
// browser receives compressed anyway. Hidden folders (dist/.vite, the build manifest) are skipped.
// A copy that would not be smaller than its file is not written.
// Usage: node build/compress-build.mjs [distDir]   (default dist)
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const distDir = process.argv[2] ?? 'dist';
const textExtensions = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`compress-build: ${distDir}/index.html is missing; run \`vite build\` first.`);
  process.exit(1);
}

/** Every file under `dir`, hidden folders and files left out. */
async function filesUnder(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const file = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(file)));
    else if (entry.isFile()) found.push(file);
  }
  return found;
}

/** Writes `copy` when it saves bytes; otherwise removes a copy an earlier run may have left. */
async function keepIfSmaller(file, copy, original) {
  if (copy.length < original.length) {
    await writeFile(file, copy);
    return copy.length;
  }
  await rm(file, { force: true });
  return original.length;
}

async function compress(file) {
  const original = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipped(original, { level: 9 }),
  ]);
  return {
    raw: original.length,
    br: await keepIfSmaller(file + '.br', br, original),
    gz: await keepIfSmaller(file + '.gz', gz, original),
  };
}

const candidates = (await filesUnder(distDir)).filter((file) => textExtensions.has(extname(file).toLowerCase()));

// Two at a time: Brotli 11 is CPU-bound and the machine may be shared.
const totals = { raw: 0, br: 0, gz: 0 };
const queue = [...candidates];
await Promise.all(
  [0, 1].map(async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const sizes = await compress(file);
      totals.raw += sizes.raw;
      totals.br += sizes.br;
      totals.gz += sizes.gz;
    }
  }),
);

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `compress-build: ${candidates.length} files in ${relative(process.cwd(), distDir) || '.'}: ${kB(totals.raw)} -> br ${kB(totals.br)}, gzip ${kB(totals.gz)}`,
);
