// The installed @chakra-ui/react as files: where its modules are, and whether its createSystem is
// the one the install-time patch leaves (patches/@chakra-ui+react+3.37.0.patch: `_global` empty).
// Read as text, without loading Chakra: the Vite config's process (plugin.ts) and the tools that
// read Chakra's modules (tools/chakra-recipe-keys.ts) use it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** createSystem's statement (styled-system/system.js) that computes the global CSS, as Chakra ships it. */
export const ORIGINAL_STATEMENT = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
/** The same statement as the install-time patch leaves it (followed by a comment). */
export const PATCHED_STATEMENT = 'const _global = [] /*';

const root = path.resolve(import.meta.dirname, '../..');
const require = createRequire(path.join(root, 'package.json'));

/** The installed @chakra-ui/react: its version and the paths of createSystem's modules (ESM, CommonJS). */
export function installedChakra(): { version: string; esm: string; systemModule: string; systemModuleCjs: string } {
  const manifest = require.resolve('@chakra-ui/react/package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const dist = path.join(path.dirname(manifest), 'dist');
  return { version, esm: path.join(dist, 'esm'), systemModule: path.join(dist, 'esm/styled-system/system.js'), systemModuleCjs: path.join(dist, 'cjs/styled-system/system.cjs') };
}

/** Why this createSystem source is not the patched one, or null when it is. */
export function patchProblem(source: string): string | null {
  if (source.includes(ORIGINAL_STATEMENT) || source.split(PATCHED_STATEMENT).length !== 2)
    return "@chakra-ui/react's createSystem still computes the global CSS: the install-time patch is not applied (patches/README.md; run npm install)";
  return null;
}
