// The exit-animation fix (scripts/zag-presence-fix.ts) applies to the installed presence machine,
// once, and refuses any other version or source. What it does in a browser is shown by
// tests/e2e/overlay-exit.spec.ts.
import { describe, expect, it } from 'vitest';
import { applyPatch, installedSource, installedVersion } from './zag-patches.ts';
import { presenceExitFix, UNMOUNT_AT_ONCE } from './zag-presence-fix.ts';

describe('the zag presence exit-animation fix', () => {
  it('is pinned to the installed version (from 1.47.0 on, the fix is upstream: delete the patch)', () => {
    expect(installedVersion(presenceExitFix.pkg)).toBe(presenceExitFix.pin);
  });

  it('adds the running-animation check to the one unmount condition, and the helper', () => {
    const fixed = applyPatch(presenceExitFix, installedSource(presenceExitFix), presenceExitFix.pin);
    expect(fixed).not.toContain(UNMOUNT_AT_ONCE);
    expect(fixed).toContain('animationDuration === "0s" || !hasRunningAnimation(refs.get("node"), animationName)) {');
    expect(fixed).toContain('function hasRunningAnimation(node, animationName) {');
    expect(fixed.split('hasRunningAnimation(').length - 1).toBe(2);
  });

  it('refuses another version, and a source without the condition', () => {
    expect(() => applyPatch(presenceExitFix, installedSource(presenceExitFix), '1.47.0')).toThrow(/pinned to 1\.43\.3.*delete this patch/);
    expect(() => applyPatch(presenceExitFix, 'export const machine = {};', presenceExitFix.pin)).toThrow(/0 copies of the unmount condition/);
  });
});
