// Builds the service worker after `vite build`: bundles sw/sw.ts with esbuild (one classic
// script, no imports left), then workbox-build injectManifest writes dist/sw.js with the
// precache manifest of everything in dist/ (self.__WB_MANIFEST).
// The worker imports app modules ('@/sync/...', '@/db/...'): esbuild resolves '@/*' through the
// `paths` of sw/tsconfig.json (the same mapping tsc uses), and `import.meta.env` gets the VITE_*
// values `vite build` used (loadEnv, mode production), so e.g. VITE_API_URL means the same in
// the page and in the worker.
// Usage: node build/build-sw.mjs [distDir]   (default dist; another folder for a side build)
import { mkdtemp, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { loadEnv } from 'vite';
import { injectManifest } from 'workbox-build';

const distDir = process.argv[2] ?? 'dist';
if (!existsSync(join(distDir, 'index.html'))) {
  console.error(`build-sw: ${distDir}/index.html is missing; run \`vite build\` first.`);
  process.exit(1);
}

const mode = 'production';
const importMetaEnv = { ...loadEnv(mode, process.cwd(), 'VITE_'), MODE: mode, PROD: true, DEV: false, SSR: false, BASE_URL: '/' };

const workDir = await mkdtemp(join(tmpdir(), 'chef-sw-'));
const bundled = join(workDir, 'sw.js');

try {
  await build({
    entryPoints: ['sw/sw.ts'],
    outfile: bundled,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    tsconfig: 'sw/tsconfig.json',
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env': JSON.stringify(importMetaEnv) },
    logLevel: 'warning',
  });

  const { count, size, warnings } = await injectManifest({
    swSrc: bundled,
    swDest: join(distDir, 'sw.js'),
    globDirectory: distDir,
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,mp3,woff2}'],
    // The manifest's store screenshots are for the install dialog, not for offline use. The build's
    // picture of the active orders is for a first load without the worker (the worker paints the
    // chef's own snapshot: sw/navigation.ts).
    globIgnores: ['sw.js', '**/*.map', 'screenshots/**', 'orders-active.html'], // ORDERS_PAGE_FILE (src/contract/prerendered-pages.ts)
    // The build's hashed files are kept under their own address (their name changes with their
    // content): the worker's static route looks them up there (sw/static-routes.ts).
    dontCacheBustURLsMatching: /^assets\//,
  });
  for (const warning of warnings) console.warn(`build-sw: ${warning}`);
  console.log(`build-sw: ${join(distDir, 'sw.js')} precaches ${count} files, ${(size / 1024).toFixed(1)} KiB`);
} finally {
  await rm(workDir, { recursive: true, force: true });
}
