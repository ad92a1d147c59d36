// A build-time change to Chakra's modules (Vite plugin, build only): where a Chakra component
// imports one of Ark UI's component namespaces (`import { Field } from '@ark-ui/react/field'`,
// then `Field.Root`, `Field.Label`), it imports the parts it uses by name instead (`FieldRoot`,
// `FieldLabel`). Ark's prebuilt namespace is one object holding every part, so a bundle that
// touches it keeps them all: the sign-in screen's field brought Ark's text area, select and
// auto-resize with it (1 kB of Brotli), and each dialog or menu of the signed-in screens all of
// theirs. A module is changed only when every use of the name is `Name.Part` and Ark exports each
// part as `NamePart`; anything else is left as it is (ark-named-imports.test.ts lists which).
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const require = createRequire(path.resolve(import.meta.dirname, '..', 'package.json'));
const arkRoot = path.dirname(require.resolve('@ark-ui/react/package.json'));
const CHAKRA_COMPONENTS = /\/@chakra-ui\/react\/dist\/esm\/components\//;

/** The source of Ark's entry for `@ark-ui/react/<component>` (its package's `./*` export), if any. */
export function arkEntry(component: string): string | undefined {
  const file = path.join(arkRoot, 'dist', 'components', component, 'index.js');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** The names an Ark entry exports, and those of them that are namespaces (`field_exports as Field`). */
function exportsOf(entry: string): { names: Set<string>; namespaces: Set<string> } {
  const names = new Set<string>();
  const namespaces = new Set<string>();
  for (const block of entry.matchAll(/export \{([^}]+)\}/g))
    for (const part of (block[1] ?? '').split(',')) {
      const [local = '', exported = local] = part.trim().split(/\s+as\s+/);
      names.add(exported.trim());
      if (/_exports$/.test(local.trim())) namespaces.add(exported.trim());
    }
  return { names, namespaces };
}

/** A Chakra module's source -> the same with Ark's namespaces imported part by part, or null. */
export function withArkPartsByName(source: string, entryOf: (component: string) => string | undefined = arkEntry): string | null {
  const code = new MagicString(source);
  let changed = false;
  for (const statement of source.matchAll(/import \{([^}]+)\} from '@ark-ui\/react\/([\w-]+)';/g)) {
    const entry = entryOf(statement[2] ?? '');
    if (!entry) continue;
    const { names, namespaces } = exportsOf(entry);
    const start = statement.index ?? 0;
    const end = start + (statement[0]?.length ?? 0);
    const specifiers = (statement[1] ?? '').split(',').map((part) => part.trim()).filter(Boolean);
    const rewritten = specifiers.map((name) => {
      if (!namespaces.has(name)) return { name };
      // Every other mention of the name: `Name.Part` (not a property `x.Name`, not part of a longer name).
      const uses = [...source.matchAll(new RegExp(`(?<![\\w$.])${name}(?![\\w$])(\\.(\\w+))?`, 'g'))].filter((use) => (use.index ?? 0) < start || (use.index ?? 0) >= end);
      const byName = uses.length > 0 && uses.every((use) => use[2] && names.has(`${name}${use[2]}`));
      return byName ? { name, uses, parts: [...new Set(uses.map((use) => use[2] ?? ''))] } : { name };
    });
    if (!rewritten.some((item) => item.parts)) continue;
    const list = rewritten.flatMap(({ name, parts }) => (parts ? parts.map((part) => `${name}${part} as Ark$${name}$${part}`) : [name]));
    code.overwrite(start, end, `import { ${list.join(', ')} } from '@ark-ui/react/${statement[2]}';`);
    for (const { name, uses } of rewritten) for (const use of uses ?? []) code.overwrite(use.index ?? 0, (use.index ?? 0) + use[0].length, `Ark$${name}$${use[2]}`);
    changed = true;
  }
  return changed ? code.toString() : null;
}

export function arkPartsByName(): Plugin {
  return {
    name: 'chef-ark-parts-by-name',
    apply: 'build',
    enforce: 'pre',
    transform(source, id) {
      if (!CHAKRA_COMPONENTS.test(id)) return null;
      const code = withArkPartsByName(source);
      return code === null ? null : { code, map: null };
    },
  };
}
