// The guard of Chakra's global CSS made outside Chakra (generate.ts): a change to
// Chakra's internals, made by the install-time patch (patches/@chakra-ui+react+3.37.0.patch).
// Fails when an upgrade (or a change of the theme) breaks any of: the installed createSystem being
// the patched one, the patched system styling as before, the CSS the page carries being what
// Chakra unpatched would inject, the provider no longer injecting it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ChakraProvider, type createSystem } from '@chakra-ui/react';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { system } from '../../src/theme/system.ts';
import { chakraGlobalCss, fullConfigs, globalCssOf, loadUnpatchedCreateSystem } from './generate.ts';
import { globalConfigs } from './global-config.ts';
import { ORIGINAL_STATEMENT, installedChakra, patchProblem } from './installed.ts';

type System = ReturnType<typeof createSystem>;
/** Chakra as it ships (the patch's line reverted), with the app's whole configuration. */
let unpatched: System;
let pageCss: string;

beforeAll(async () => {
  unpatched = (await loadUnpatchedCreateSystem())(...(await fullConfigs()));
  pageCss = await chakraGlobalCss();
}, 60_000);

describe("Chakra's global CSS, made outside Chakra", () => {
  it('the installed createSystem (ESM and CommonJS) is the patched one, and the patch reverts to Chakra as shipped', () => {
    const { version, systemModule, systemModuleCjs } = installedChakra();
    for (const file of [systemModule, systemModuleCjs]) expect(patchProblem(readFileSync(file, 'utf8')), file).toBeNull();
    expect(patchProblem(`  ${ORIGINAL_STATEMENT}\n`)).toMatch(/not applied/);
    // What the test reverts to is the line the patch removed from the package as published.
    const patch = readFileSync(path.resolve(import.meta.dirname, `../../patches/@chakra-ui+react+${version}.patch`), 'utf8');
    expect(patch.split(`\n-  ${ORIGINAL_STATEMENT}\n`).length - 1).toBe(2);
    // `_global` is what ChakraProvider injects, and nothing else reads it.
    const provider = readFileSync(systemModule.replace(/system\.js$/, 'provider.js'), 'utf8');
    expect(provider).toContain('jsx(Global, { styles: sys._global })');
    expect(provider).toContain('jsx(Global, { styles: sys.layers.atRule })');
  });

  it("leaves the app's system computing nothing global, and styling as before", () => {
    expect(system._global).toEqual([]);
    expect(unpatched._global.length).toBe(3);
    // Only the global CSS reads what the app leaves out: the token CSS is the same without it.
    expect(globalConfigs.flatMap((config) => Object.keys(config.theme ?? {}))).toEqual(['keyframes']);
    expect(system.getTokenCss()).toEqual(unpatched.getTokenCss());
    expect(Array.from(system.tokens.cssVarMap.keys())).toEqual(Array.from(unpatched.tokens.cssVarMap.keys()));
    const style = { bg: 'primary.solid', color: 'fg.muted', _dark: { borderColor: 'red.border' }, p: { base: '2', md: '4' }, animationStyle: 'slide-fade-in', textStyle: 'sm' };
    expect(system.css(style)).toEqual(unpatched.css(style));
    expect(system.getRecipeFn('button')({ variant: 'outline', size: 'lg' })).toEqual(unpatched.getRecipeFn('button')({ variant: 'outline', size: 'lg' }));
    expect(system.getSlotRecipeFn('dialog')({ size: 'md' })).toEqual(unpatched.getSlotRecipeFn('dialog')({ size: 'md' }));
  });

  it("is exactly what Chakra's provider, unpatched, would insert", async () => {
    expect(pageCss).toBe(await globalCssOf(createElement(ChakraProvider, { value: unpatched, children: null })));
    expect(pageCss.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    // Both modes: the light tokens on the root, the dark ones under the app's `app-dark` class.
    expect(pageCss).toMatch(/--chakra-colors-bg:var\(--chakra-colors-surface-50\)/);
    expect(pageCss).toMatch(/\.app-dark [^{]*\{[^}]*--chakra-colors-bg:var\(--chakra-colors-surface-950\)/);
    expect(pageCss).toContain('@keyframes spin');
    expect(pageCss).toContain('@layer reset{');
  });

  it("is no longer injected by the app's provider", async () => {
    expect(await globalCssOf(createElement(ChakraProvider, { value: system, children: null }))).toBe('@layer reset,base,tokens,recipes;');
  });
});
