// Which recipes a Chakra component draws, read from the installed Chakra's modules: the module
// that exports the name (dist/esm/index.js), every Chakra module it imports in turn, and each
// recipe key those name (`createRecipeContext({ key: "button" })`, `useRecipe({ key: ... })`).
// So a Button is `button` and `spinner` (its loading state draws a Spinner), a Field `field` and
// `icon`. Read as text: the build's config process does not load Chakra.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { installedChakra } from '../build/chakra-css/installed.ts';

const chakraDist = installedChakra().esm;

const relativeImports = (source: string) => [...source.matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1] ?? '');

let exportsByName: Map<string, string> | undefined;
/** Chakra's exported names -> the module (a path in dist/esm) that exports each. */
function chakraExports(): Map<string, string> {
  if (exportsByName) return exportsByName;
  const index = readFileSync(path.join(chakraDist, 'index.js'), 'utf8');
  const namespaces = new Map([...index.matchAll(/import \* as (\S+) from '([^']+)'/g)].map((match) => [match[1] ?? '', match[2] ?? '']));
  exportsByName = new Map();
  for (const match of index.matchAll(/export \{([^}]+)\}(?: from '([^']+)')?/g)) {
    for (const part of (match[1] ?? '').split(',')) {
      const [local = '', exported = local] = part.trim().split(/\s+as\s+/);
      const from = match[2] ?? namespaces.get(local);
      if (from?.startsWith('.')) exportsByName.set(exported.trim(), path.join(chakraDist, from));
    }
  }
  return exportsByName;
}

const modules = new Map<string, { keys: string[]; imports: string[] }>();
/** The recipe keys one Chakra module names, and the Chakra modules it imports (read once). */
function chakraModule(file: string): { keys: string[]; imports: string[] } {
  let module = modules.get(file);
  if (!module) {
    const source = readFileSync(file, 'utf8');
    module = {
      keys: [...source.matchAll(/\bkey:\s*"([A-Za-z]+)"/g)].map((match) => match[1] ?? ''),
      imports: relativeImports(source).map((imported) => path.resolve(path.dirname(file), imported)),
    };
    modules.set(file, module);
  }
  return module;
}

const keysByModule = new Map<string, Set<string>>();
/** The recipe keys a Chakra module and every Chakra module it imports, in turn, name. */
function keysOfModule(file: string): Set<string> {
  const known = keysByModule.get(file);
  if (known) return known;
  const keys = new Set<string>();
  const seen = new Set<string>();
  for (const queue = [file]; queue.length > 0; ) {
    const next = queue.pop() ?? '';
    if (seen.has(next)) continue;
    seen.add(next);
    const module = chakraModule(next);
    for (const key of module.keys) keys.add(key);
    queue.push(...module.imports);
  }
  keysByModule.set(file, keys);
  return keys;
}

/** The recipes `name`, imported from '@chakra-ui/react', draws: none for a layout component, a
 * hook, a helper, or a name Chakra only re-exports from another package (Ark UI's createToaster). */
export function chakraRecipesOf(name: string): string[] {
  const file = chakraExports().get(name);
  return file ? [...keysOfModule(file)].sort() : [];
}

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
