// The patches of installed packages (patches/*.patch, applied by patch-package after every install):
// each has its entry in patches/README.md, is written for the installed version (zag's where Chakra,
// through Ark UI, resolves it), and the modules installed there are the patched ones: what `npm run
// dev`, vitest and the build all load. What zag's fixes give the chef in a browser:
// tests/e2e/overlay-exit.spec.ts and tests/e2e/dialog-page-styles.spec.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machine } from '@zag-js/presence';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const patchesDir = path.join(root, 'patches');
const require = createRequire(path.join(root, 'package.json'));

/** The folder of `pkg` as the app resolves it; zag's as Chakra (through Ark UI) does. */
function packageDir(pkg: string): string {
  const from = pkg.startsWith('@zag-js/') ? createRequire(require.resolve('@ark-ui/react/package.json')) : require;
  return path.dirname(from.resolve(`${pkg}/package.json`));
}
const installedVersion = (pkg: string) => (JSON.parse(readFileSync(path.join(packageDir(pkg), 'package.json'), 'utf8')) as { version: string }).version;
/** The installed module `dist/<file>.mjs` and `.js` of `pkg`, as text. */
const bothBuilds = (pkg: string, file: string) => ['mjs', 'js'].map((ext) => readFileSync(path.join(packageDir(pkg), 'dist', `${file}.${ext}`), 'utf8'));

/** `@zag-js+presence+1.43.3.patch` -> the package and the version it was written for. */
const patches = readdirSync(patchesDir)
  .filter((file) => file.endsWith('.patch'))
  .map((file) => {
    const [, scope = '', name = '', version = ''] = /^(?:(@[^+]+)\+)?([^+]+)\+(.+)\.patch$/.exec(file) ?? [];
    return { file, pkg: scope ? `${scope}/${name}` : name, version };
  });

describe('the patches of installed packages', () => {
  it('each has its entry in patches/README.md and is written for the installed version', () => {
    const readme = readFileSync(path.join(patchesDir, 'README.md'), 'utf8');
    expect(patches.map((patch) => patch.pkg).sort()).toEqual(['@chakra-ui/react', '@zag-js/dismissable', '@zag-js/presence', '@zag-js/remove-scroll']);
    for (const patch of patches) {
      expect(readme, patch.file).toContain(`## \`${patch.file}\``);
      expect(installedVersion(patch.pkg), patch.file).toBe(patch.version);
    }
  });

  it('the presence machine vitest loads unmounts at once when no exit animation is running', () => {
    const syncPresence = String(machine.implementations?.actions?.syncPresence);
    expect(syncPresence).toContain('animationDuration === "0s" || !hasRunningAnimation(refs.get("node"), animationName)) {');
    for (const source of bothBuilds('@zag-js/presence', 'presence.machine')) {
      expect(source).toContain('function hasRunningAnimation(node, animationName) {');
      expect(source.split('hasRunningAnimation(').length - 1).toBe(2);
    }
  });

  it('the scroll lock no longer sets --scrollbar-width on <html>, and still hides the overflow', () => {
    for (const source of bothBuilds('@zag-js/remove-scroll', 'index')) {
      expect(source).not.toContain('"--scrollbar-width"');
      expect(source).toContain('overflow: "hidden"');
      expect(source).toContain('body.setAttribute(LOCK_CLASSNAME, "")');
    }
  });

  it("a modal layer no longer sets the body's pointer-events, and still marks it inert", () => {
    for (const source of bothBuilds('@zag-js/dismissable', 'pointer-event-outside')) {
      expect(source).not.toContain('body.style.pointerEvents = "none"');
      expect(source).toContain('body.setAttribute("data-inert", "")');
      expect(source).toMatch(/setStyle\)?\(el2, \{ pointerEvents: "auto" \}\)/); // the layers' own, kept
    }
  });

  it("Chakra's anatomies are marked pure, and its field and input import Ark's field parts by name", () => {
    // The modules the app's `import ... from '@chakra-ui/react'` loads (ESM; the size optimisation
    // is for the bundle, and nothing here loads Chakra's CommonJS build).
    const esm = path.dirname(fileURLToPath(import.meta.resolve('@chakra-ui/react')));
    const anatomy = readFileSync(path.join(esm, 'anatomy.js'), 'utf8');
    expect(anatomy.match(/^const \w+Anatomy = \/\* @__PURE__ \*\/ /gm)).toHaveLength(39);
    expect(anatomy).not.toMatch(/^const \w+ = (?!\/\* @__PURE__)[\w$]+(\.\w+)?\(/m); // no call left unmarked
    for (const file of ['components/field/field.js', 'components/input/input.js']) {
      const source = readFileSync(path.join(esm, file), 'utf8');
      expect(source, file).toMatch(/import \{ Field\w+ as ArkField\w+[^}]*\} from '@ark-ui\/react\/field';/);
      expect(source, file).not.toMatch(/\bField\.\w/);
    }
  });
});
