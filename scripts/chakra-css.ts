// Chakra's global CSS at build time. `createSystem` turns every token into a CSS
// variable, the global styles and the reset into CSS objects, eagerly, on every start
// (`system._global`), and ChakraProvider's Emotion <Global> then serialises those ~49 kB again
// before inserting them: about half of createSystem's time, plus Emotion's. None of it depends on
// the chef: the chef's palettes are CSS variables set on <html> (src/theme/layout-config.ts).
//
// So the build does it once:
// - `chakraGlobalCss()` renders the app's real ChakraProvider on the server (react-dom/server):
//   Emotion writes the rules its <Global> would insert in the browser, in the same order and form
//   (the same cache, stylis and prefixer). That text is the CSS.
// - `chakraBuildTimeCss()`, a Vite plugin (build only), puts it into index.html as
//   <style id="chakra-global"> (inline: a stylesheet of its own would be one more render-blocking
//   request before the first paint) and patches Chakra's createSystem, in the bundle only, so that
//   `_global` is empty: the system no longer computes it and the provider no longer injects it.
//   getTokenCss(), getGlobalCss() and getPreflightCss() stay as they were (nothing in the app
//   calls them).
//
// The patch is pinned to one version of @chakra-ui/react (CHAKRA_VERSION_PIN): another version,
// or a system.js whose statement has changed, fails the build, and
// src/theme/chakra-css.server.test.ts checks the pin, that the patch applies, that the patched
// system computes nothing global yet styles as before, and that the CSS equals what Chakra would
// inject. On an upgrade: read the new createSystem and ChakraProvider, adjust PATCHED_STATEMENT,
// then the pin.
// The bundle also leaves out the configuration only that CSS needs (src/theme/global-config.ts:
// the reset, the global styles, the keyframes); the generator adds it back.
//
// `npm run dev` is left as Chakra does it (computed and injected at run time).
// Usage: tsx scripts/chakra-css.ts [--out file]   (the CSS; default: to stdout)
//        tsx scripts/chakra-css.ts --time [processes]   (createSystem's time, as installed and patched)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ReactElement } from 'react';
import type { Plugin } from 'vite';
import type { createSystem } from '@chakra-ui/react';
import { CHAKRA_GLOBAL_STYLE_ID } from '../src/theme/static-css.ts';

/** The version of @chakra-ui/react the patch was written for and checked against. */
export const CHAKRA_VERSION_PIN = '3.37.0';

/** The statement of createSystem (styled-system/system.js) that computes the global CSS. */
export const PATCHED_STATEMENT = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const REPLACEMENT = 'const _global = [] /* chef-pwa: built into index.html (scripts/chakra-css.ts) */;';
const SYSTEM_MODULE = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/;

const root = path.resolve(import.meta.dirname, '..');
const require = createRequire(path.join(root, 'package.json'));

/** The installed @chakra-ui/react: its version and the path of createSystem's module. */
export function installedChakra(): { version: string; esm: string; systemModule: string } {
  const manifest = require.resolve('@chakra-ui/react/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const esm = path.join(path.dirname(manifest), 'dist/esm');
  return { version, esm, systemModule: path.join(esm, 'styled-system/system.js') };
}

/** Why the patch cannot be applied to this version or source, or null when it can. */
export function patchProblem(version: string, source: string): string | null {
  if (version !== CHAKRA_VERSION_PIN)
    return `@chakra-ui/react is ${version}, the build-time CSS is pinned to ${CHAKRA_VERSION_PIN}: check createSystem and ChakraProvider (scripts/chakra-css.ts), then move the pin`;
  const count = source.split(PATCHED_STATEMENT).length - 1;
  if (count !== 1) return `createSystem's source has ${count} copies of \`${PATCHED_STATEMENT}\`, expected 1 (scripts/chakra-css.ts)`;
  return null;
}

/** createSystem's module without the global CSS computation; throws when it does not apply. */
export function patchChakraSystem(source: string, version: string = installedChakra().version): string {
  const problem = patchProblem(version, source);
  if (problem) throw new Error(problem);
  return source.replace(PATCHED_STATEMENT, REPLACEMENT);
}

/** The patched createSystem, loaded in Node (tests and --time): the patched module is written to
 * a file of its own whose relative imports point at the installed package. */
export async function loadPatchedCreateSystem(): Promise<typeof createSystem> {
  const { version, systemModule } = installedChakra();
  const dir = path.dirname(systemModule);
  const patched = patchChakraSystem(readFileSync(systemModule, 'utf8'), version).replace(
    /from '(\.{1,2}\/[^']+)'/g,
    (_match, spec: string) => `from '${pathToFileURL(path.resolve(dir, spec)).href}'`,
  );
  // Under node_modules, so its package imports (@pandacss/is-valid-prop) resolve as Chakra's do.
  const folder = path.join(root, 'node_modules/.cache/chef-pwa', `chakra-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `system-${version}.mjs`);
  writeFileSync(file, patched);
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

/** The app's configuration with the later recipes and what only the global CSS needs: the system as
 * Chakra would run it (as `npm run dev` does, src/theme/system.ts). */
export async function fullConfigs() {
  const [{ systemConfigs }, { laterConfigs }, { globalConfigs }] = await Promise.all([
    import('../src/theme/system-config.ts'),
    import('../src/theme/later-recipes.ts'),
    import('../src/theme/global-config.ts'),
  ]);
  return [...systemConfigs, ...laterConfigs, ...globalConfigs];
}

/** The global CSS Chakra's provider injects for the app's system (Chakra unpatched, in Node). */
export async function chakraGlobalCss(): Promise<string> {
  const [{ createElement }, { ChakraProvider, createSystem }, configs] = await Promise.all([import('react'), import('@chakra-ui/react'), fullConfigs()]);
  return globalCssOf(createElement(ChakraProvider, { value: createSystem(...configs), children: null }));
}

/** The CSS for a <style> element: no `<` is left, so it cannot end the element early. */
const safeCss = (css: string) => css.replace(/</g, '\\3c ');

/** The Vite plugin (build only): the CSS into index.html, createSystem without it. */
export function chakraBuildTimeCss(): Plugin {
  let css = '';
  let patched = false;
  return {
    name: 'chef-chakra-build-time-css',
    apply: 'build',
    buildStart() {
      const { version, systemModule } = installedChakra();
      const problem = patchProblem(version, readFileSync(systemModule, 'utf8'));
      if (problem) this.error(problem);
      // A process of its own: Chakra there is the installed one, unpatched, and the config's
      // process does not load React and Chakra.
      css = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/chakra-css.ts')], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
      if (!css.includes('--chakra-colors-')) this.error('chakra-css: the generated CSS has no tokens');
    },
    transform(code, id) {
      if (!SYSTEM_MODULE.test(id.split('?')[0] ?? '')) return null;
      try {
        const result = { code: patchChakraSystem(code), map: null };
        patched = true;
        return result;
      } catch (error) {
        return this.error(error instanceof Error ? error.message : String(error));
      }
    },
    buildEnd(error) {
      // The module must have gone through transform(): a bundle with Chakra computing the CSS
      // again at run time would pass unnoticed otherwise.
      if (!error && !patched) this.error("chakra-css: Chakra's createSystem module was not in the bundle; the patch did not run");
    },
    transformIndexHtml: {
      // 'post': after Vite's own processing of index.html, which would minify and reorder the CSS
      // of an inline <style>. At the end of <head>: after <meta charset>, before the <style> of a
      // screen picture (injectPicture).
      order: 'post',
      handler() {
        return [{ tag: 'style', attrs: { id: CHAKRA_GLOBAL_STYLE_ID }, children: safeCss(css), injectTo: 'head' }];
      },
    },
  };
}

/** One cold createSystem in this process (the first, as on a start), then warm ones: CPU ms. */
async function timeOnce(variant: 'installed' | 'patched', warmRuns: number): Promise<void> {
  const [{ createSystem: installed }, { systemConfigs }, full] = await Promise.all([import('@chakra-ui/react'), import('../src/theme/system-config.ts'), fullConfigs()]);
  // Installed: Chakra as it comes, with the whole configuration (as `npm run dev` runs it);
  // patched: as the build runs it, without what only the global CSS needs.
  const create = variant === 'patched' ? await loadPatchedCreateSystem() : installed;
  const configs = variant === 'patched' ? systemConfigs : full;
  const times: number[] = [];
  let system: ReturnType<typeof installed> | undefined;
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

/** createSystem's time, Chakra as installed and as patched: `processes` fresh processes each,
 * alternated so both see the same machine; the median of their first (cold) call and of the warm
 * calls after it. */
function timeCreateSystem(processes: number): void {
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  const results = { installed: [] as { cold: number; warm: number[]; tokens: number; variables: number }[], patched: [] as { cold: number; warm: number[]; tokens: number; variables: number }[] };
  for (let run = 0; run < processes; run += 1)
    for (const variant of ['installed', 'patched'] as const) {
      const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/chakra-css.ts'), '--time-once', variant], { cwd: root, encoding: 'utf8' });
      results[variant].push(JSON.parse(out));
    }
  const first = results.installed[0];
  console.log(`tokens ${first?.tokens}, CSS variables ${first?.variables}`);
  for (const variant of ['installed', 'patched'] as const) {
    const cold = median(results[variant].map((result) => result.cold));
    const warm = median(results[variant].flatMap((result) => result.warm));
    console.log(`createSystem, Chakra ${variant}: cold ${cold.toFixed(1)} ms CPU (median of ${processes} processes), warm ${warm.toFixed(1)} ms`);
  }
}

const invokedDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  const args = process.argv.slice(2);
  if (args[0] === '--time') timeCreateSystem(Number(args[1] ?? 9));
  else if (args[0] === '--time-once') await timeOnce(args[1] === 'patched' ? 'patched' : 'installed', 10);
  else {
    const css = await chakraGlobalCss();
    const out = args[0] === '--out' ? args[1] : undefined;
    if (out) writeFileSync(out, css);
    else process.stdout.write(css);
  }
}
