// Changes to zag, the state machines under Chakra's overlays, made in the bundle at build time
// (docs/architecture.md, "Changes to zag at build time"). Each is written for one installed version
// of its package and says when to delete it: another version, or a source without the exact text
// it changes, fails the build rather than shipping the overlay unchanged. The patches themselves
// live beside what they fix (scripts/zag-presence-fix.ts, scripts/zag-whole-page-styles.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

export type ZagPatch = {
  /** What it fixes, in a few words (the build's error messages name it). */
  name: string;
  /** The package, e.g. `@zag-js/presence`. */
  pkg: string;
  /** The module it changes, inside the package's `dist/`. */
  file: string;
  /** The version it was written for. */
  pin: string;
  /** Said when another version is installed: what to do then. */
  onUpgrade: string;
  /** The changed source; throws when the source is not the one it was written for. */
  apply: (source: string) => string;
};

const require = createRequire(path.resolve(import.meta.dirname, '..', 'package.json'));

/** The folder of `pkg` as Chakra (through Ark UI) resolves it. */
function installedPackageDir(pkg: string): string {
  const ark = path.dirname(require.resolve('@ark-ui/react/package.json'));
  return path.dirname(createRequire(path.join(ark, 'package.json')).resolve(`${pkg}/package.json`));
}

/** The version of `pkg` that Chakra (through Ark UI) uses. */
export function installedVersion(pkg: string): string {
  return (JSON.parse(readFileSync(path.join(installedPackageDir(pkg), 'package.json'), 'utf8')) as { version: string }).version;
}

/** The installed source of the module a patch changes (for its tests). */
export function installedSource(patch: ZagPatch): string {
  return readFileSync(path.join(installedPackageDir(patch.pkg), 'dist', patch.file), 'utf8');
}

/** `source` with its one copy of `from` replaced by `to`; throws when there is not exactly one. */
export function replaceOnce(source: string, from: string, to: string, what: string): string {
  const count = source.split(from).length - 1;
  if (count !== 1) throw new Error(`${count} copies of ${what}, expected 1`);
  return source.replace(from, () => to);
}

/** The patched source; throws on another version or source. */
export function applyPatch(patch: ZagPatch, source: string, version: string): string {
  if (version !== patch.pin) throw new Error(`${patch.pkg} is ${version}, the patch "${patch.name}" is pinned to ${patch.pin}: ${patch.onUpgrade}`);
  try {
    return patch.apply(source);
  } catch (error) {
    throw new Error(`${patch.pkg} ${patch.file}, patch "${patch.name}": ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

const moduleTest = (patch: ZagPatch) => (id: string) => id.split('?')[0]?.replaceAll('\\', '/').endsWith(`/${patch.pkg}/dist/${patch.file}`) === true;

/** The Vite plugin (build only): every patch applied in the bundle; the build fails when one did
 * not apply, or its module was not in the bundle. */
export function zagPatches(patches: readonly ZagPatch[]): Plugin {
  const applied = new Set<string>();
  const tests = patches.map((patch) => ({ patch, matches: moduleTest(patch) }));
  return {
    name: 'chef-zag-patches',
    apply: 'build',
    transform(code, id) {
      const hits = tests.filter(({ matches }) => matches(id));
      if (hits.length === 0) return null;
      try {
        const patched = hits.reduce((source, { patch }) => applyPatch(patch, source, installedVersion(patch.pkg)), code);
        for (const { patch } of hits) applied.add(patch.name);
        return { code: patched, map: null };
      } catch (error) {
        return this.error(error instanceof Error ? error.message : String(error));
      }
    },
    buildEnd(error) {
      const missing = patches.filter((patch) => !applied.has(patch.name)).map((patch) => `"${patch.name}" (${patch.pkg})`);
      if (!error && missing.length > 0) this.error(`zag patches: not applied, their module was not in the bundle: ${missing.join(', ')}`);
    },
  };
}
