// Opening a dialog made the browser compute the style of every element of the page twice
// (docs/architecture.md, "Changes to zag at build time"; docs/performance.md). A modal
// dialog writes two inherited properties at the top of the page, and an inherited property written
// there is computed again for each of its 2,000-4,000 elements: about 75 ms each at 4x CPU with 30
// orders on screen, the larger part of the Accept tap (and again when the dialog closes).
//
// - The scroll lock (@zag-js/remove-scroll) sets `--scrollbar-width` on `<html>`, for Chakra's
//   action bar recipe to centre itself; the app has no action bar. The lock itself (the body's
//   `overflow: hidden`, its padding in place of a desktop scrollbar) is kept: 1-3 ms.
// - A modal layer (@zag-js/dismissable) sets `pointer-events: none` on `<body>`, so that nothing
//   but the dialog takes a tap. Every dialog of the app has its backdrop and full-screen positioner
//   over the page, which already take those taps (a tap on them closes the dialog, as before); the
//   body keeps its `data-inert` mark.
//
// Each patch is pinned to the installed version (scripts/zag-patches.ts): another version fails the
// build. On an upgrade, check whether upstream still writes these, and delete or update the patch.
import { replaceOnce, type ZagPatch } from './zag-patches.ts';

export const SCROLLBAR_WIDTH_ON_HTML = 'const setScrollbarWidthProperty = () => setStyleProperty(documentElement, "--scrollbar-width", `${scrollbarWidth}px`);';

export const BODY_POINTER_EVENTS_NONE = 'body.style.pointerEvents = "none";\n      body.setAttribute("data-inert", "");';

export const scrollLockWithoutHtmlProperty: ZagPatch = {
  name: 'scroll lock without --scrollbar-width',
  pkg: '@zag-js/remove-scroll',
  file: 'index.mjs',
  pin: '1.43.3',
  onUpgrade: 'check whether the lock still sets --scrollbar-width on <html>, then update or delete this patch (scripts/zag-whole-page-styles.ts)',
  apply: (source) => replaceOnce(source, SCROLLBAR_WIDTH_ON_HTML, 'const setScrollbarWidthProperty = () => void 0; // patched: scripts/zag-whole-page-styles.ts', 'the --scrollbar-width write'),
};

export const modalWithoutBodyPointerEvents: ZagPatch = {
  name: 'modal layer without pointer-events on body',
  pkg: '@zag-js/dismissable',
  file: 'pointer-event-outside.mjs',
  pin: '1.43.3',
  onUpgrade: "check whether a modal layer still sets the body's pointer-events, then update or delete this patch (scripts/zag-whole-page-styles.ts)",
  apply: (source) => replaceOnce(source, BODY_POINTER_EVENTS_NONE, 'body.setAttribute("data-inert", ""); // patched: scripts/zag-whole-page-styles.ts', "the body's pointer-events write"),
};
