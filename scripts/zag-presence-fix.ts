// A closed popover, dialog or menu that never leaves the page (docs/architecture.md, "The exit
// animation fix"). Chakra's overlays unmount through zag's presence machine: on close it reads the
// exit animation's name in a requestAnimationFrame callback, then waits for that animation's
// `animationend`. When the animation has already ended before the callback runs (WebKit, as on a
// chef's iPhone, starts it early: chakra-ui/zag#3349; any browser whose frame comes late, as under
// Playwright's clock), the machine waits for an event that will not come: the panel stays
// mounted, at opacity 0, over the page, and takes the chef's taps.
//
// @zag-js/presence 1.47.0 fixes it (it unmounts when no exit animation is running); Chakra 3.38
// brings that version, and 2.5 kB more of other changes on every screen. This patch applies the
// same fix to the installed version, in the bundle only (scripts/zag-patches.ts), pinned to that
// version: another one fails the build (from 1.47.0 on, delete the patch instead).
import { replaceOnce, type ZagPatch } from './zag-patches.ts';

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

export const presenceExitFix: ZagPatch = {
  name: 'exit animation',
  pkg: '@zag-js/presence',
  file: 'presence.machine.mjs',
  pin: '1.43.3',
  onUpgrade: 'from 1.47.0 on the fix is upstream, delete this patch (scripts/zag-presence-fix.ts)',
  apply: (source) => replaceOnce(source, UNMOUNT_AT_ONCE, UNMOUNT_AT_ONCE_FIXED, 'the unmount condition') + HAS_RUNNING_ANIMATION,
};
