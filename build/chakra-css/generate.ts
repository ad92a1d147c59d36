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
// - `chakraGlobalCss()` (this module) makes the CSS from those public getters, with the app's whole
//   configuration (the later recipes and global-config.ts, which only that CSS needs), rendered on
//   the server (react-dom/server) through Emotion's <Global> as ChakraProvider would: the rules the
//   browser would have been given, in the same order and form (the same cache, stylis and
//   prefixer).
// - plugin.ts, a Vite plugin for `npm run dev` and the build alike, puts it into index.html as
//   <style id="chakra-global">. vitest draws no page (no test has a DOM) and needs none.
//
// chakra-css.test.ts checks that the installed createSystem is the patched one, that the CSS
// equals what Chakra unpatched (the installed source with the patch's one line reverted) would
// inject, and that the patched system styles components as before.
// Usage: tsx build/chakra-css/generate.ts [--out file]   (the CSS; default: to stdout)
//        tsx build/chakra-css/generate.ts --time [processes]   (createSystem's time, unpatched and patched)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ReactElement } from 'react';
import type { createSystem } from '@chakra-ui/react';
import { ORIGINAL_STATEMENT, installedChakra, patchProblem } from './installed.ts';

const root = path.resolve(import.meta.dirname, '../..');

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
    import('../../src/theme/system-config.ts'),
    import('../../src/theme/later-recipes.ts'),
    import('./global-config.ts'),
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

/** One cold createSystem in this process (the first, as on a start), then warm ones: CPU ms. */
async function timeOnce(variant: 'unpatched' | 'patched', warmRuns: number): Promise<void> {
  const [{ createSystem: patched }, { systemConfigs }, { laterConfigs }, full] = await Promise.all([import('@chakra-ui/react'), import('../../src/theme/system-config.ts'), import('../../src/theme/later-recipes.ts'), fullConfigs()]);
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
      const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'build/chakra-css/generate.ts'), '--time-once', variant], { cwd: root, encoding: 'utf8' });
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
