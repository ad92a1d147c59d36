// Every Chakra component the app imports has its recipe in the system (recipes.ts): a missing
// recipe renders the component unstyled, silently. Reads the source, so a new screen that uses a
// new component fails here until its recipe is added (or it is listed as needing none).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { system } from './system';

/** Components (and helpers) that have no recipe of their own, or use another's. */
const noRecipe = new Set([
  'Box', 'Text', 'Stack', 'HStack', 'VStack', 'Center', 'Flex', 'Grid', 'GridItem', 'SimpleGrid', 'Portal', 'Image', 'Circle', 'Square',
  'Span', 'Container', 'Spacer', 'Wrap', 'AspectRatio', 'VisuallyHidden', 'ClientOnly', 'Show', 'For', 'Presence', 'AbsoluteCenter', 'Float', 'Group',
  'chakra', 'useBreakpointValue', 'defineConfig', 'defaultBaseConfig', 'createSystem', 'createToaster', 'ChakraProvider', 'useRecipe',
  'useSlotRecipe', 'useChakraContext', 'Toaster', 'LocaleProvider', 'useDatePicker', 'parseDate', 'LinkBox', 'LinkOverlay',
]);
/** Components whose recipe has another name. */
const recipeOf: Record<string, string[]> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  Checkbox: ['checkbox', 'checkmark'],
  RadioGroup: ['radioGroup', 'radiomark'],
  RadioCard: ['radioCard', 'radiomark'],
  Toast: ['toast'],
  InputAddon: ['inputAddon'],
  InputGroup: ['input', 'inputAddon'],
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function chakraImports(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of sourceFiles(path.resolve(import.meta.dirname, '..'))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]?.trim();
        if (name && !part.trim().startsWith('type ') && /^[A-Za-z]/.test(name)) used.set(name, path.relative(process.cwd(), file));
      }
    }
  }
  return used;
}

const camel = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

describe('the Chakra recipes in the system', () => {
  it('cover every component the app imports', () => {
    const known = new Set([...Object.keys(system._config.theme?.recipes ?? {}), ...Object.keys(system._config.theme?.slotRecipes ?? {})]);
    const missing: string[] = [];
    for (const [name, file] of chakraImports()) {
      if (noRecipe.has(name) || /^use[A-Z]|Props$|^define|^create/.test(name)) continue;
      const needed = recipeOf[name] ?? [camel(name)];
      for (const key of needed) if (!known.has(key)) missing.push(`${name} (${file}) needs the "${key}" recipe`);
    }
    expect(missing).toEqual([]);
  });

  it('leaves out what no screen uses', () => {
    const known = Object.keys(system._config.theme?.slotRecipes ?? {});
    expect(known).not.toContain('accordion');
    expect(known).not.toContain('colorPicker');
  });
});
