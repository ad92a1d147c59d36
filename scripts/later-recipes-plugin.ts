// The build's Vite plugin that brings the later Chakra recipes (src/theme/later-recipes.ts) to the
// modules that draw them: each app module that imports a Chakra component drawing one of them
// (scripts/chakra-recipe-keys.ts: a DatePicker draws `datePicker`, `button` and `spinner`) gets
// `import '@/theme/add-later-recipes'` as its first import. ES modules run what they import first,
// so the recipes are in the system before any such component renders, whichever screen loads the
// module first (docs/architecture.md, "Recipes that join the system later"); and the sign-in
// screen, which draws none of them, does not download them. `npm run dev` and the tests start
// with every recipe and do not need it.
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { LATER_RECIPES, LATER_SLOT_RECIPES } from '../src/theme/recipe-sets.ts';
import { chakraRecipesOf } from './chakra-recipe-keys.ts';

/** The module that adds the later recipes to the system. */
export const ADD_LATER_RECIPES = '@/theme/add-later-recipes';
/** Left alone: the theme's modules draw no component, and the system is made of them. */
const THEME_MODULES = /\/src\/theme\//;
const LATER: ReadonlySet<string> = new Set([...LATER_RECIPES, ...LATER_SLOT_RECIPES]);

/** The values a source imports from '@chakra-ui/react' (not its types). */
export function chakraImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s*\{([^}]+)\}\s*from\s*['"]@chakra-ui\/react['"]/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]?.trim();
      if (name && !part.trim().startsWith('type ') && /^[A-Za-z]/.test(name)) names.push(name);
    }
  }
  return names;
}

/** The later recipes a module's Chakra components draw. */
export const laterRecipesIn = (source: string): string[] => [...new Set(chakraImports(source).flatMap(chakraRecipesOf))].filter((key) => LATER.has(key)).sort();

/** An app module's source -> the same with the later recipes imported first, or null (unchanged). */
export function withLaterRecipes(source: string, id: string): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const file = id.split('?')[0] ?? '';
  if (!/\/src\/.*\.tsx?$/.test(file) || THEME_MODULES.test(file) || laterRecipesIn(source).length === 0) return null;
  const code = new MagicString(source);
  code.prepend(`import '${ADD_LATER_RECIPES}';\n`);
  return { code: code.toString(), map: code.generateMap({ hires: true, source: file }) };
}

export function laterRecipesWhereUsed(): Plugin {
  return {
    name: 'chef-later-recipes-where-used',
    apply: 'build',
    enforce: 'pre',
    transform(source, id) {
      return withLaterRecipes(source, id);
    },
  };
}
