// The guard of the build-time global CSS (scripts/chakra-css.ts): a change to Chakra's internals,
// pinned to the installed version. Fails when an upgrade (or a change of the theme) breaks any of:
// the pin, the patch of createSystem, the patched system styling as before, the built CSS being
// what Chakra would compute and inject at run time, the provider no longer injecting it.
import { readFileSync } from 'node:fs';
import { Global } from '@emotion/react';
import { ChakraProvider, type createSystem } from '@chakra-ui/react';
import { createElement, Fragment } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHAKRA_VERSION_PIN,
  PATCHED_STATEMENT,
  chakraGlobalCss,
  fullConfigs,
  globalCssOf,
  installedChakra,
  loadPatchedCreateSystem,
  patchChakraSystem,
  patchProblem,
} from '../../scripts/chakra-css.ts';
import { globalConfigs } from './global-config';
import { laterConfigs } from './later-recipes';
import { system } from './system';
import { systemConfigs } from './system-config';

type System = ReturnType<typeof createSystem>;
/** As the build runs it: createSystem patched, without what only the global CSS needs. */
let patched: System;
/** Patched, with the whole configuration: its (lazy) getters compute what the build writes. */
let patchedFull: System;
let builtCss: string;

beforeAll(async () => {
  const createPatched = await loadPatchedCreateSystem();
  patched = createPatched(...systemConfigs, ...laterConfigs); // as src/theme/system.ts in the build
  patchedFull = createPatched(...(await fullConfigs()));
  builtCss = await chakraGlobalCss();
}, 60_000);

describe('Chakra global CSS at build time', () => {
  it('is pinned to the installed @chakra-ui/react', () => {
    expect(installedChakra().version).toBe(CHAKRA_VERSION_PIN);
    expect(patchProblem('3.99.0', PATCHED_STATEMENT)).toMatch(/pinned to/);
  });

  it("patches createSystem's one statement that computes the global CSS", () => {
    const { systemModule } = installedChakra();
    const source = readFileSync(systemModule, 'utf8');
    const result = patchChakraSystem(source);
    expect(result).not.toContain(PATCHED_STATEMENT);
    expect(result.length).toBeLessThan(source.length + 120);
    // `_global` is what ChakraProvider injects, and nothing else reads it.
    const provider = readFileSync(systemModule.replace(/system\.js$/, 'provider.js'), 'utf8');
    expect(provider).toContain('jsx(Global, { styles: sys._global })');
    expect(provider).toContain('jsx(Global, { styles: sys.layers.atRule })');
  });

  it('leaves the patched system computing nothing global, and styling as before', () => {
    // The tests run Chakra unpatched and with the whole configuration, as `npm run dev` does.
    expect(system._global.length).toBe(3);
    expect(system._config.preflight).toBe(true);
    expect(patched._global).toEqual([]);
    // Only the global CSS reads what the bundle leaves out: the token CSS is the same without it.
    expect(globalConfigs.flatMap((config) => Object.keys(config.theme ?? {}))).toEqual(['keyframes']);
    expect(patched.getTokenCss()).toEqual(system.getTokenCss());
    expect(Array.from(patched.tokens.cssVarMap.keys())).toEqual(Array.from(system.tokens.cssVarMap.keys()));
    const style = { bg: 'primary.solid', color: 'fg.muted', _dark: { borderColor: 'red.border' }, p: { base: '2', md: '4' }, animationStyle: 'slide-fade-in', textStyle: 'sm' };
    expect(patched.css(style)).toEqual(system.css(style));
    expect(patched.getRecipeFn('button')({ variant: 'outline', size: 'lg' })).toEqual(system.getRecipeFn('button')({ variant: 'outline', size: 'lg' }));
    expect(patched.getSlotRecipeFn('dialog')({ size: 'md' })).toEqual(system.getSlotRecipeFn('dialog')({ size: 'md' }));
  });

  it('is exactly what the run-time system computes and Emotion would insert', async () => {
    // What ChakraProvider's two <Global>s insert, from the patched system's own (lazy) functions.
    const runTime = await globalCssOf(
      createElement(
        Fragment,
        null,
        createElement(Global, { styles: patchedFull.layers.atRule }),
        createElement(Global, { styles: [patchedFull.getPreflightCss(), patchedFull.getGlobalCss(), patchedFull.getTokenCss()] }),
      ),
    );
    expect(builtCss).toBe(runTime);
    expect(builtCss.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    // Both modes: the light tokens on the root, the dark ones under the app's `app-dark` class.
    expect(builtCss).toMatch(/--chakra-colors-bg:var\(--chakra-colors-surface-50\)/);
    expect(builtCss).toMatch(/\.app-dark [^{]*\{[^}]*--chakra-colors-bg:var\(--chakra-colors-surface-950\)/);
    expect(builtCss).toContain('@keyframes spin');
    expect(builtCss).toContain('@layer reset{');
  });

  it('is no longer injected by the provider', async () => {
    const injected = await globalCssOf(createElement(ChakraProvider, { value: patched, children: null }));
    expect(injected).toBe('@layer reset,base,tokens,recipes;');
    // The same provider with Chakra as installed injects all of it: the test can tell.
    expect(await globalCssOf(createElement(ChakraProvider, { value: system, children: null }))).toBe(builtCss);
  });
});
