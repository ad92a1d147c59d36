// Chakra's global CSS, made outside Chakra, the same for every program. `createSystem` turns every
// token into a CSS variable, the global styles and the reset into CSS objects, eagerly, on every
// start (`system._global`), and ChakraProvider's Emotion <Global> then serialises those ~49 kB
// again before inserting them: about half of createSystem's time, plus Emotion's. None of it
// depends on the chef: the chef's palettes are CSS variables set on <html>
// (src/theme/layout-config.ts).
//
// So:
// - A patch applied at install (patches/@chakra-ui+react+3.37.0.patch, patches/README.md) makes
//   createSystem's `_global` empty in the installed package: `npm run dev`, vitest and the build
//   run the same createSystem, which no longer computes that CSS, and the provider no longer
//   injects it. Its public getTokenCss(), getGlobalCss() and getPreflightCss() are untouched.
// - `chakraGlobalCss()` makes the CSS from those public getters, with the app's whole
//   configuration (the later recipes and src/theme/global-config.ts, which only that CSS needs),
//   rendered on the server (react-dom/server) through Emotion's <Global> as ChakraProvider would:
//   the rules the browser would have been given, in the same order and form (the same cache,
//   stylis and prefixer).
// - `chakraGlobalCssInPage()`, a Vite plugin for `npm run dev` and the build alike, puts it into
//   index.html as <style id="chakra-global"> (inline: a stylesheet of its own would be one more
//   render-blocking request before the first paint). vitest.setup.ts puts it into the document of
//   a test that has one.
//
// src/theme/chakra-css.server.test.ts checks that the installed createSystem is the patched one,
// that the CSS equals what Chakra unpatched (the installed source with the patch's one line
// reverted) would inject, and that the patched system styles components as before.
// Usage: tsx scripts/chakra-css.ts [--out file]   (the CSS; default: to stdout)
//        tsx scripts/chakra-css.ts --time [processes]   (createSystem's time, unpatched and patched)
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { ReactElement } from 'react';
import type { Plugin } from 'vite';
import type { createSystem } from '@chakra-ui/react';
import { CHAKRA_GLOBAL_STYLE_ID } from '../src/theme/static-css.ts';

/** createSystem's statement (styled-system/system.js) that computes the global CSS, as Chakra ships it. */
export const ORIGINAL_STATEMENT = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
/** The same statement as the install-time patch leaves it (followed by a comment). */
export const PATCHED_STATEMENT = 'const _global = [] /*';

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'package.json'));

/** The installed @chakra-ui/react: its version and the paths of createSystem's modules (ESM, CommonJS). */
export function installedChakra(): { version: string; esm: string; systemModule: string; systemModuleCjs: string } {
  const manifest = require.resolve('@chakra-ui/react/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const dist = path.join(path.dirname(manifest), 'dist');
  return { version, esm: path.join(dist, 'esm'), systemModule: path.join(dist, 'esm/styled-system/system.js'), systemModuleCjs: path.join(dist, 'cjs/styled-system/system.cjs') };
}

/** Why this createSystem source is not the patched one, or null when it is. */
export function patchProblem(source: string): string | null {
  if (source.includes(ORIGINAL_STATEMENT) || source.split(PATCHED_STATEMENT).length !== 2)
    return "@chakra-ui/react's createSystem still computes the global CSS: the install-time patch is not applied (patches/README.md; run npm install)";
  return null;
}

/** createSystem as Chakra ships it, loaded in Node (tests and --time): the installed module with
 * the patch's one line reverted, written to a file of its own whose relative imports point at the
 * installed package (so it shares its modules, ChakraProvider's context among them). */
export async function loadUnpatchedCreateSystem(): Promise<typeof createSystem> {
  const { version, systemModule } = installedChakra();
  const source = readFileSync(systemModule, 'utf8');
  const problem = patchProblem(source);
  if (problem) throw new Error(problem);
  const dir = path.dirname(systemModule);
  const unpatched = source
    .replace(/const _global = \[\] \/\*.*?\*\/;/, ORIGINAL_STATEMENT)
    .replace(/from '(\.{1,2}\/[^']+)'/g, (_match, spec: string) => `from '${pathToFileURL(path.resolve(dir, spec)).href}'`);
  // Under node_modules, so its package imports (@pandacss/is-valid-prop) resolve as Chakra's do.
  const folder = path.join(root, 'node_modules/.cache/chef-pwa', `chakra-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `system-${version}.mjs`);
  writeFileSync(file, unpatched);
  try {
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { createSystem: typeof createSystem };
    return module.createSystem;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** What <Global>s of Emotion write for `element`, rendered on the server: the CSS, in order. */
export async function globalCssOf(element: ReactElement): Promise<string> {
  const { renderToString } = await import('react-dom/server');
  const html = renderToString(element);
  return Array.from(html.matchAll(/<style data-emotion="[^"]*-global [^"]*"[^>]*>([\s\S]*?)<\/style>/g), (match) => match[1] ?? '').join('');
}

/** The app's configuration with the later recipes and what only the global CSS needs. */
export async function fullConfigs() {
  const [{ systemConfigs }, { laterConfigs }, { globalConfigs }] = await Promise.all([
    import('../src/theme/system-config.ts'),
    import('../src/theme/later-recipes.ts'),
    import('../src/theme/global-config.ts'),
  ]);
  return [...systemConfigs, ...laterConfigs, ...globalConfigs];
}

/** The global CSS for the app's system, from Chakra's public getters: what ChakraProvider's two
 * <Global>s (provider.js) would insert were `_global` computed. */
export async function chakraGlobalCss(): Promise<string> {
  const [{ createElement, Fragment }, { Global }, { createSystem }, configs] = await Promise.all([import('react'), import('@emotion/react'), import('@chakra-ui/react'), fullConfigs()]);
  const system = createSystem(...configs);
  return globalCssOf(
    createElement(
      Fragment,
      null,
      system._config.disableLayers ? null : createElement(Global, { styles: system.layers.atRule }),
      createElement(Global, { styles: [system.getPreflightCss(), system.getGlobalCss(), system.getTokenCss()] }),
    ),
  );
}

/** The CSS for a <style> element: no `<` is left, so it cannot end the element early. */
export const safeCss = (css: string) => css.replace(/</g, '\\3c ');

/** The CSS, made in a process of its own: the config's process does not load React and Chakra. */
async function generateInProcess(): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/chakra-css.ts')], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (!stdout.includes('--chakra-colors-')) throw new Error('chakra-css: the generated CSS has no tokens');
  return stdout;
}

/** The Vite plugin (dev server and build): the CSS into index.html, made once per start. */
export function chakraGlobalCssInPage(): Plugin {
  let css: Promise<string> | undefined;
  const cssOnce = () => (css ??= generateInProcess());
  return {
    name: 'chef-chakra-global-css',
    configResolved() {
      // A check, not a transform: with Chakra unpatched the page would get the CSS twice.
      const problem = patchProblem(readFileSync(installedChakra().systemModule, 'utf8'));
      if (problem) throw new Error(problem);
    },
    async buildStart() {
      await cssOnce();
    },
    transformIndexHtml: {
      // 'post': after Vite's own processing of index.html, which would minify and reorder the CSS
      // of an inline <style>. At the end of <head>: after <meta charset>, before the <style> of a
      // screen picture (injectPicture).
      order: 'post',
      async handler() {
        return [{ tag: 'style', attrs: { id: CHAKRA_GLOBAL_STYLE_ID }, children: safeCss(await cssOnce()), injectTo: 'head' }];
      },
    },
  };
}

/** One cold createSystem in this process (the first, as on a start), then warm ones: CPU ms. */
async function timeOnce(variant: 'unpatched' | 'patched', warmRuns: number): Promise<void> {
  const [{ createSystem: patched }, { systemConfigs }, { laterConfigs }, full] = await Promise.all([import('@chakra-ui/react'), import('../src/theme/system-config.ts'), import('../src/theme/later-recipes.ts'), fullConfigs()]);
  // Unpatched: Chakra as it ships, with the whole configuration; patched: as the app runs it
  // (src/theme/system.ts), without what only the global CSS needs.
  const create = variant === 'unpatched' ? await loadUnpatchedCreateSystem() : patched;
  const configs = variant === 'unpatched' ? full : [...systemConfigs, ...laterConfigs];
  const times: number[] = [];
  let system: ReturnType<typeof patched> | undefined;
  // CPU time of this process (user + system), not wall time: the same on a busy machine.
  for (let run = 0; run <= warmRuns; run += 1) {
    const start = process.cpuUsage();
    system = create(...configs);
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  const variables = system ? Array.from(system.tokens.cssVarMap.values()).reduce((sum, vars) => sum + vars.size, 0) : 0;
  process.stdout.write(JSON.stringify({ cold: times[0], warm: times.slice(1), tokens: system?.tokens.allTokens.length, variables }));
}

type Timing = { cold: number; warm: number[]; tokens: number; variables: number };

/** createSystem's time, Chakra unpatched and patched: `processes` fresh processes each,
 * alternated so both see the same machine; the median of their first (cold) call and of the warm
 * calls after it. */
function timeCreateSystem(processes: number): void {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const results = { unpatched: [] as Timing[], patched: [] as Timing[] };
  for (let run = 0; run < processes; run += 1)
    for (const variant of ['unpatched', 'patched'] as const) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/chakra-css.ts'), '--time-once', variant], { cwd: root, encoding: 'utf8' });
      results[variant].push(JSON.parse(out) as Timing);
    }
  const first = results.unpatched[0];
  console.log(`tokens ${first?.tokens}, CSS variables ${first?.variables}`);
  for (const variant of ['unpatched', 'patched'] as const) {
    const cold = median(results[variant].map((result) => result.cold));
    const warm = median(results[variant].flatMap((result) => result.warm));
    console.log(`createSystem, Chakra ${variant}: cold ${cold.toFixed(1)} ms CPU (median of ${processes} processes), warm ${warm.toFixed(1)} ms`);
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  const args = process.argv.slice(2);
  if (args[0] === '--time') timeCreateSystem(Number(args[1] ?? 9));
  else if (args[0] === '--time-once') await timeOnce(args[1] === 'patched' ? 'patched' : 'unpatched', 10);
  else {
    const css = await chakraGlobalCss();
    const out = args[0] === '--out' ? args[1] : undefined;
    if (out) writeFileSync(out, css);
    else process.stdout.write(css);
  }
}
