// The screen's side of the screen snapshot (src/db/screen-snapshot.ts explains the idea): take one
// from the document as it is on screen and store it in Cache Storage for the service worker.
// Loaded with the screens that keep one; start-up needs only ./painted.ts.
import { neededCss, withoutUnusedCustomProperties } from './css';
import { CHAKRA_GLOBAL_STYLE_ID } from '@/theme/static-css';
import { HTML_ATTRIBUTES, SCREEN_SNAPSHOT_CACHE, SCREEN_SNAPSHOT_STYLE_ID, snapshotKey, type Picture, type ScreenSnapshot, type SnapshotPath } from '@/db/screen-snapshot';

/** Elements that mean nothing in a picture of the screen, or must not run in one. */
const DROPPED = 'script, style, iframe, audio, video, canvas, template';

/** The CSS rules of the page's own style elements (Chakra inserts its rules through the CSSOM)
 * that may match an element with one of `classes`. Chakra's global CSS is left out when index.html
 * carries it (<style id="chakra-global">, build/chakra-css/plugin.ts): the page the picture is painted on has it. */
function pageCss(doc: Document, classes: ReadonlySet<string>): string {
  const parts: string[] = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    if (sheet.ownerNode instanceof Element && (sheet.ownerNode.id === SCREEN_SNAPSHOT_STYLE_ID || sheet.ownerNode.id === CHAKRA_GLOBAL_STYLE_ID)) continue;
    try {
      parts.push(...neededCss(sheet.cssRules, classes));
    } catch {
      // A sheet from another origin cannot be read; the page has none, but it must not break this.
    }
  }
  return parts.join('\n');
}

/** A list's entries (the order cards) that a picture leaves out when no screen shows them. */
export const PICTURE_ITEM = '[data-snapshot="item"]';

/** How far down the page a picture can show: it is painted over a page at its top, on a screen as
 * tall as the longer side of this window (the phone may turn) or of the screen (a window made
 * taller). An entry starting lower never shows in it, and costs the next start its parse, style
 * and layout (with 30 orders, the offline warm start's page was parsed about 110 ms
 * sooner at 4x CPU: docs/performance.md, "Levers kept"). */
export function pictureDepth(win: Pick<Window, 'innerHeight' | 'innerWidth'> & { screen?: Pick<Screen, 'height' | 'width'> }): number {
  return Math.max(win.innerHeight, win.innerWidth, win.screen?.height ?? 0, win.screen?.width ?? 0);
}

/** The indexes of the entries that start `depth` or more below the top of the app's root. */
export function outOfSight(entryTops: readonly number[], depth: number): number[] {
  return entryTops.flatMap((top, index) => (top >= depth ? [index] : []));
}

/** Where each entry started below the app's root when last measured (React keeps an entry's
 * element across renders). */
const measuredTops = new WeakMap<Element, number>();

/** Measures where the page's entries start, for the pictures taken after. A layout when the page
 * changed since its last frame: done a second after a change (use-screen-snapshot.ts), not when
 * the app is hidden, where it would hold up the navigation or the switch away. */
export function measurePictureEntries(doc: Document = document): void {
  const root = doc.getElementById('root');
  if (!root) return;
  const rootTop = root.getBoundingClientRect().top;
  for (const entry of Array.from(root.querySelectorAll(PICTURE_ITEM))) measuredTops.set(entry, entry.getBoundingClientRect().top - rootTop);
}

/** Every class in the picture and on <html> and <body>. */
function classesOf(copy: Element, doc: Document): Set<string> {
  const classes = new Set<string>([...Array.from(doc.documentElement.classList), ...Array.from(doc.body.classList)]);
  for (const element of [copy, ...Array.from(copy.querySelectorAll('[class]'))]) for (const name of Array.from(element.classList)) classes.add(name);
  return classes;
}

/**
 * A picture of the app root as it is now (markup, the CSS that may match it, the <html>
 * attributes), or null when there is nothing to take. `alsoUnder` are classes <html> may carry
 * when the picture is shown (the build's pictures keep the dark theme's rules too). An `anonymous`
 * picture (the build's, shown to any chef) keeps nothing of what names the chef (`data-snapshot=
 * "personal"`, the initials): such an element keeps its place, empty and hidden. A list's entries
 * marked `data-snapshot="item"` that started below any screen's height (`pictureDepth`) when last
 * measured (`measurePictureEntries`) are left out.
 */
export function takePicture(doc: Document = document, alsoUnder: readonly string[] = [], anonymous = false): Picture | null {
  const root = doc.getElementById('root');
  if (!root || root.childElementCount === 0) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  // The copy's entries are the page's, in the same order; one not measured yet is kept.
  const entries = Array.from(copy.querySelectorAll(PICTURE_ITEM));
  const view = doc.defaultView;
  if (view && entries.length > 0) {
    const tops = Array.from(root.querySelectorAll(PICTURE_ITEM), (entry) => measuredTops.get(entry) ?? 0);
    for (const index of outOfSight(tops, pictureDepth(view))) entries[index]?.remove();
  }
  for (const element of Array.from(copy.querySelectorAll(DROPPED))) element.remove();
  // Ids and test ids are the live screen's: the picture must not answer to them.
  for (const element of Array.from(copy.querySelectorAll('[id]'))) element.removeAttribute('id');
  for (const element of Array.from(copy.querySelectorAll('[data-testid]'))) element.removeAttribute('data-testid');
  for (const image of Array.from(copy.querySelectorAll('img[src^="blob:"]'))) image.removeAttribute('src');
  // What is only true now (the connection, say) keeps its place in the picture but shows nothing.
  for (const element of Array.from(copy.querySelectorAll('[data-snapshot="blank"]'))) element.setAttribute('style', 'visibility:hidden');
  if (anonymous)
    for (const element of Array.from(copy.querySelectorAll('[data-snapshot="personal"]'))) {
      element.textContent = '';
      element.setAttribute('style', 'visibility:hidden');
    }
  const htmlElement = doc.documentElement;
  const htmlAttributes: Picture['htmlAttributes'] = {};
  for (const name of HTML_ATTRIBUTES) {
    const value = htmlElement.getAttribute(name);
    if (value !== null) htmlAttributes[name] = value;
  }
  const html = copy.innerHTML;
  const classes = classesOf(copy, doc);
  for (const name of alsoUnder) classes.add(name);
  return { html, css: withoutUnusedCustomProperties(pageCss(doc, classes), `${html} ${htmlAttributes.style ?? ''}`), htmlAttributes };
}

/** The chef's snapshot of the screen at `path`, or null when there is nothing to take. */
export function takeScreenSnapshot(path: SnapshotPath, chefId: number, doc: Document = document): ScreenSnapshot | null {
  const picture = takePicture(doc);
  return picture ? { version: 1, chefId, path, ...picture, savedAt: Date.now() } : null;
}

/** Keeps `snapshot` for the next start. Storage failing only costs the fast start. */
export async function storeScreenSnapshot(snapshot: ScreenSnapshot): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(SCREEN_SNAPSHOT_CACHE);
  const body = JSON.stringify(snapshot);
  await cache.put(snapshotKey(snapshot.path), new Response(body, { headers: { 'Content-Type': 'application/json' } }));
}
