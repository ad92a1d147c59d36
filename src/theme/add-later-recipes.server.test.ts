// The guard of the later recipes (add-later-recipes.ts): a change to Chakra's internals, pinned to
// the installed version. A system started without them and given them afterwards must style every
// later component exactly as a system created with them, in the recipes it compiles and in what a
// render writes; fails when an upgrade stops Chakra reading its theme's recipes on use.
import { Badge, ChakraProvider, createSystem, mergeConfigs, Tag } from '@chakra-ui/react';
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CHAKRA_VERSION_PIN, installedChakra } from '../../scripts/chakra-css.ts';
import { addRecipes } from './add-later-recipes';
import { laterConfigs } from './later-recipes';
import { LATER_RECIPES, LATER_SLOT_RECIPES, STARTING_RECIPES, STARTING_SLOT_RECIPES } from './recipe-sets';
import { system } from './system';
import { systemConfigs } from './system-config';

/** A system as the build starts it: without the later recipes. */
const started = () => createSystem(...systemConfigs);

describe('the later recipes', () => {
  it('are written for the installed @chakra-ui/react', () => {
    expect(installedChakra().version).toBe(CHAKRA_VERSION_PIN);
  });

  it('are not in the system the build starts with, and join it as if it had been created with them', () => {
    const later = started();
    for (const key of LATER_RECIPES) expect(later.isRecipe(key), key).toBe(false);
    for (const key of LATER_SLOT_RECIPES) expect(later.isSlotRecipe(key), key).toBe(false);
    for (const key of [...STARTING_RECIPES, ...STARTING_SLOT_RECIPES]) expect(later.hasRecipe(key), key).toBe(true);

    addRecipes(later, mergeConfigs(...laterConfigs));
    // `system` (the tests') was created with every recipe, as `npm run dev` is.
    for (const key of LATER_RECIPES) expect(later.getRecipeFn(key)({}), key).toEqual(system.getRecipeFn(key)({}));
    for (const key of LATER_SLOT_RECIPES) expect(later.getSlotRecipeFn(key)({}), key).toEqual(system.getSlotRecipeFn(key)({}));
    // With the app's changes merged in: a switch's track, a select's and a text area's edge.
    expect(later.getSlotRecipeFn('switch')({ variant: 'solid' })).toEqual(system.getSlotRecipeFn('switch')({ variant: 'solid' }));
    expect(JSON.stringify(later.getSlotRecipeFn('nativeSelect')({ variant: 'outline' }))).toContain('--chakra-colors-border-emphasized');
    expect(JSON.stringify(later.getRecipeFn('textarea')({ variant: 'outline' }))).toContain('--chakra-colors-border-emphasized');
  });

  it('style what a screen renders after they joined exactly as from the start', () => {
    const screen = () => createElement(Fragment, null, createElement(Badge, { colorPalette: 'green' }, 'Ready'), createElement(Tag.Root, null, createElement(Tag.Label, null, 'Vegan')));
    // Only the global CSS differs (the tests' systems inject it, the build's does not).
    const render = (value: ReturnType<typeof createSystem>) => renderToString(createElement(ChakraProvider, { value, children: screen() })).replace(/<style data-emotion="[^"]*-global[^"]*"[^>]*>[\s\S]*?<\/style>/g, '');
    const fromTheStart = render(system);
    const joined = started();
    addRecipes(joined, mergeConfigs(...laterConfigs));
    expect(render(joined)).toBe(fromTheStart);
    expect(render(started())).not.toBe(fromTheStart); // the test can tell a missing recipe
    // Chakra compiles a recipe on its first use and keeps it: one used before it joined stays
    // unstyled. Hence a module imports add-later-recipes before it draws (the build's plugin).
    const usedEarly = started();
    render(usedEarly);
    addRecipes(usedEarly, mergeConfigs(...laterConfigs));
    expect(render(usedEarly)).not.toBe(fromTheStart);
  });
});
