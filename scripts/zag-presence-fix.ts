// A closed popover, dialog or menu that never leaves the page (docs/architecture.md, "The exit
// animation fix"). Chakra's overlays unmount through zag's presence machine: on close it reads the
// exit animation's name in a requestAnimationFrame callback, then waits for that animation's
// `animationend`. When the animation has already ended before the callback runs (WebKit, as on a
// chef's iPhone, starts it early: chakra-ui/zag#3349; any browser whose frame comes late, as under
// Playwright's clock), the machine waits for an event that will not come: the panel stays
// mounted, at opacity 0, over the page, and takes the chef's taps.
//
// @zag-js/presence 1.47.0 fixes it (it unmounts when no exit animation is running); Chakra 3.38
// brings that version, and 2.5 kB more of other changes on every screen. This build plugin applies
// the same fix to the installed version, in the bundle only, and is pinned to that version: another
// one fails the build (from 1.47.0 on, delete this plugin instead).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The version of @zag-js/presence the fix was written for. */
export const ZAG_PRESENCE_PIN = '1.43.3';

/** The condition under which the machine unmounts at once instead of waiting for `animationend`. */
export const UNMOUNT_AT_ONCE =
  'if (animationName === "none" || animationName === context.get("prevAnimationName") || refs.get("styles")?.display === "none" || refs.get("styles")?.animationDuration === "0s") {';

/** Upstream's condition (1.47.0): also when no animation of that name is running any more. */
const UNMOUNT_AT_ONCE_FIXED = UNMOUNT_AT_ONCE.replace(/\) \{$/, ' || !hasRunningAnimation(refs.get("node"), animationName)) {');

/** Upstream's helper (1.47.0), unchanged. */
const HAS_RUNNING_ANIMATION = `
function hasRunningAnimation(node, animationName) {
  if (!node || typeof node.getAnimations !== "function") return true;
  const names = animationName.split(",").map((name) => name.trim());
  return node.getAnimations().some((animation) => {
    const name = animation.animationName;
    return animation.playState === "running" && (name == null || names.includes(name));
  });
}
`;

const MACHINE_MODULE = /[\\/]@zag-js[\\/]presence[\\/]dist[\\/]presence\.machine\.mjs$/;

const require = createRequire(path.resolve(import.meta.dirname, '..', 'package.json'));

/** The version of @zag-js/presence that Chakra (through Ark UI) uses. */
export function installedPresenceVersion(): string {
  const ark = path.dirname(require.resolve('@ark-ui/react/package.json'));
  const manifest = createRequire(path.join(ark, 'package.json')).resolve('@zag-js/presence/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The machine's module with the fix; throws when it does not apply (another version or source). */
export function fixPresenceMachine(source: string, version: string): string {
  if (version !== ZAG_PRESENCE_PIN)
    throw new Error(`@zag-js/presence is ${version}, the exit-animation fix is pinned to ${ZAG_PRESENCE_PIN} (scripts/zag-presence-fix.ts): from 1.47.0 on the fix is upstream, delete the plugin`);
  const count = source.split(UNMOUNT_AT_ONCE).length - 1;
  if (count !== 1) throw new Error(`the presence machine has ${count} copies of the unmount condition, expected 1 (scripts/zag-presence-fix.ts)`);
  return source.replace(UNMOUNT_AT_ONCE, UNMOUNT_AT_ONCE_FIXED) + HAS_RUNNING_ANIMATION;
}

/** The Vite plugin (build only): the fixed machine in the bundle; the build fails without it. */
export function zagPresenceFix(): Plugin {
  let fixed = false;
  return {
    name: 'chef-zag-presence-fix',
    apply: 'build',
    transform(code, id) {
      if (!MACHINE_MODULE.test(id.split('?')[0] ?? '')) return null;
      try {
        const result = { code: fixPresenceMachine(code, installedPresenceVersion()), map: null };
        fixed = true;
        return result;
      } catch (error) {
        return this.error(error instanceof Error ? error.message : String(error));
      }
    },
    buildEnd(error) {
      if (!error && !fixed) this.error('zag-presence-fix: the presence machine was not in the bundle; the fix did not run');
    },
  };
}
