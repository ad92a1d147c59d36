// The exit-animation fix (scripts/zag-presence-fix.ts) applies to the installed presence machine,
// once, and refuses any other version or source. What it does in a browser is shown by
// tests/e2e/overlay-exit.spec.ts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixPresenceMachine, installedPresenceVersion, UNMOUNT_AT_ONCE, ZAG_PRESENCE_PIN } from './zag-presence-fix.ts';

function installedMachineSource(): string {
  const ark = path.dirname(createRequire(import.meta.url).resolve('@ark-ui/react/package.json'));
  const presence = path.dirname(createRequire(path.join(ark, 'package.json')).resolve('@zag-js/presence/package.json'));
  return readFileSync(path.join(presence, 'dist/presence.machine.mjs'), 'utf8');
}

describe('the zag presence exit-animation fix', () => {
  it('is pinned to the installed version (from 1.47.0 on, the fix is upstream: delete the plugin)', () => {
    expect(installedPresenceVersion()).toBe(ZAG_PRESENCE_PIN);
  });

  it('adds the running-animation check to the one unmount condition, and the helper', () => {
    const fixed = fixPresenceMachine(installedMachineSource(), ZAG_PRESENCE_PIN);
    expect(fixed).not.toContain(UNMOUNT_AT_ONCE);
    expect(fixed).toContain('animationDuration === "0s" || !hasRunningAnimation(refs.get("node"), animationName)) {');
    expect(fixed).toContain('function hasRunningAnimation(node, animationName) {');
    expect(fixed.split('hasRunningAnimation(').length - 1).toBe(2);
  });

  it('refuses another version, and a source without the condition', () => {
    expect(() => fixPresenceMachine(installedMachineSource(), '1.47.0')).toThrow(/pinned to 1\.43\.3.*delete the plugin/);
    expect(() => fixPresenceMachine('export const machine = {};', ZAG_PRESENCE_PIN)).toThrow(/0 copies of the unmount condition/);
  });
});
