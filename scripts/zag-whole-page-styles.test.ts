// The two writes of inherited properties at the top of the page (scripts/zag-whole-page-styles.ts)
// are taken out of the installed modules, and only those: the rest of the scroll lock and of the
// modal layer stays. The build refuses another version, a changed source, or a patch whose module
// was not bundled (scripts/zag-patches.ts). What the chef gets is shown by the dialog e2e tests
// (tests/e2e/dialog-page-styles.spec.ts) and the tap's time by `npm run bench -- --only interaction`.
import type { Plugin } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { applyPatch, installedSource, installedVersion, zagPatches } from './zag-patches.ts';
import { BODY_POINTER_EVENTS_NONE, modalWithoutBodyPointerEvents, SCROLLBAR_WIDTH_ON_HTML, scrollLockWithoutHtmlProperty } from './zag-whole-page-styles.ts';

describe("the dialogs' whole-page style writes", () => {
  it('are pinned to the installed versions', () => {
    expect(installedVersion(scrollLockWithoutHtmlProperty.pkg)).toBe(scrollLockWithoutHtmlProperty.pin);
    expect(installedVersion(modalWithoutBodyPointerEvents.pkg)).toBe(modalWithoutBodyPointerEvents.pin);
  });

  it('the scroll lock no longer sets --scrollbar-width on <html>, and still hides the overflow', () => {
    const source = installedSource(scrollLockWithoutHtmlProperty);
    expect(source).toContain(SCROLLBAR_WIDTH_ON_HTML);
    const patched = applyPatch(scrollLockWithoutHtmlProperty, source, scrollLockWithoutHtmlProperty.pin);
    expect(patched).not.toContain('"--scrollbar-width"');
    expect(patched).toContain('overflow: "hidden"');
    expect(patched).toContain('body.setAttribute(LOCK_CLASSNAME, "")');
  });

  it("a modal layer no longer sets the body's pointer-events, and still marks it inert", () => {
    const source = installedSource(modalWithoutBodyPointerEvents);
    expect(source).toContain(BODY_POINTER_EVENTS_NONE);
    const patched = applyPatch(modalWithoutBodyPointerEvents, source, modalWithoutBodyPointerEvents.pin);
    expect(patched).not.toContain('body.style.pointerEvents = "none"');
    expect(patched).toContain('body.setAttribute("data-inert", "")');
    expect(patched).toContain('setStyle(el2, { pointerEvents: "auto" })'); // the layers' own, kept
  });

  it('refuses another version and a source without the write', () => {
    expect(() => applyPatch(scrollLockWithoutHtmlProperty, installedSource(scrollLockWithoutHtmlProperty), '1.44.0')).toThrow(/pinned to 1\.43\.3/);
    expect(() => applyPatch(modalWithoutBodyPointerEvents, 'export {};', modalWithoutBodyPointerEvents.pin)).toThrow(/0 copies of the body's pointer-events write/);
  });
});

describe('the build plugin', () => {
  type Hooks = { transform: (this: { error: (message: string) => never }, code: string, id: string) => { code: string } | null; buildEnd: (this: { error: (message: string) => never }, error?: Error) => void };
  const hooksOf = (plugin: Plugin) => plugin as unknown as Hooks;
  const context = () => ({ error: vi.fn((message: string): never => { throw new Error(message); }) });

  it('changes only the patched modules, and fails the build when a patched module was not bundled', () => {
    const plugin = hooksOf(zagPatches([scrollLockWithoutHtmlProperty, modalWithoutBodyPointerEvents]));
    const build = context();
    expect(plugin.transform.call(build, 'export const x = 1;', '/app/node_modules/@zag-js/dialog/dist/index.mjs')).toBeNull();
    const lock = plugin.transform.call(build, installedSource(scrollLockWithoutHtmlProperty), '/app/node_modules/@zag-js/remove-scroll/dist/index.mjs?v=1');
    expect(lock?.code).not.toContain('"--scrollbar-width"');
    expect(() => plugin.buildEnd.call(build)).toThrow(/not applied.*modal layer without pointer-events on body/);
  });

  it('fails the build on a source the patch was not written for', () => {
    const plugin = hooksOf(zagPatches([modalWithoutBodyPointerEvents]));
    expect(() => plugin.transform.call(context(), 'export {};', '/app/node_modules/@zag-js/dismissable/dist/pointer-event-outside.mjs')).toThrow(/0 copies/);
  });
});
