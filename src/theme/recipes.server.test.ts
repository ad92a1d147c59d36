// Every Chakra component the app imports has its recipes in the system (recipes.ts and
// later-recipes.ts): a missing recipe renders the component unstyled, silently. Reads the source,
// so a new screen that uses a new component fails here until its recipe is added. Which recipes a
// component draws is read from the installed Chakra (scripts/chakra-recipe-keys.ts).
import fs from 'node:fs';
import path from 'node:path';
import { defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { chakraImports, chakraRecipesOf } from '../../scripts/chakra-recipe-keys.ts';
import { system } from './system';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const src = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(file, 'utf8');

describe('the Chakra recipes in the system', () => {
  it('cover every component the app imports', () => {
    // Chakra's own theme has a recipe for each of these keys; a component's key without one there
    // (Text's `text`) draws nothing either way.
    const chakras = new Set([...Object.keys(defaultConfig.theme?.recipes ?? {}), ...Object.keys(defaultConfig.theme?.slotRecipes ?? {})]);
    const missing: string[] = [];
    for (const file of sourceFiles(src))
      for (const name of chakraImports(read(file)))
        for (const key of chakraRecipesOf(name)) if (chakras.has(key) && !system.hasRecipe(key)) missing.push(`${name} (${path.relative(src, file)}) needs the "${key}" recipe`);
    expect(missing).toEqual([]);
  });

  it('are read from Chakra with what a component draws inside it', () => {
    expect(chakraRecipesOf('Button')).toEqual(['button', 'spinner']); // its loading state
    expect(chakraRecipesOf('Checkbox')).toEqual(['checkbox', 'checkmark']);
    expect(chakraRecipesOf('Dialog')).toEqual(['dialog']);
    expect(chakraRecipesOf('Box')).toEqual([]);
    expect(chakraRecipesOf('createToaster')).toEqual([]); // Ark UI's, re-exported
    expect(chakraImports("import { Dialog, type DialogRootProps, Badge as Tagline } from '@chakra-ui/react';")).toEqual(['Dialog', 'Badge']);
  });

  it('leaves out what no screen uses', () => {
    const known = Object.keys(system._config.theme?.slotRecipes ?? {});
    expect(known).not.toContain('accordion');
    expect(known).not.toContain('colorPicker');
  });
});
