// A snapshot of the last screen (the offline warm start; docs/architecture.md, "Screen
// snapshot"): the markup and styles of a screen as the chef last saw it, kept in Cache Storage.
// On the next start the service worker paints it into index.html (injectScreenSnapshot), so the
// chef sees their active orders before the app's JS has been parsed and run; the app replaces it
// with its own screen as soon as that has read the orders from Dexie. The snapshot is inert and
// hidden from assistive technology: it is a picture, never a second copy of the controls.
// This module is shared by the page (which takes and stores snapshots) and the service worker
// (which reads and paints them), so it uses no DOM API.

/** The Cache Storage cache holding the snapshots; deleted with the chef's data on sign-out. */
export const SCREEN_SNAPSHOT_CACHE = 'screen-snapshot';

/** The screens that are snapshotted: the ones a chef starts on (the installed app opens /kitchen),
 * read from the device. */
export const SNAPSHOT_PATHS = ['/orders/active', '/kitchen'] as const;
export type SnapshotPath = (typeof SNAPSHOT_PATHS)[number];

/** The element the snapshot is painted into, and its style element. */
export const SCREEN_SNAPSHOT_ID = 'screen-snapshot';
export const SCREEN_SNAPSHOT_STYLE_ID = 'screen-snapshot-css';

/** An older snapshot is not painted: the screen it shows would mislead more than help. */
export const SNAPSHOT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Attributes of <html> a snapshot carries (theme class, palette attributes, CSS variables). */
export const HTML_ATTRIBUTES = ['class', 'style', 'data-primary', 'data-surface', 'data-menu-mode'] as const;

export interface ScreenSnapshot {
  version: 1;
  chefId: number;
  path: SnapshotPath;
  /** The app root's markup (ids, scripts and blob images removed). */
  html: string;
  /** The CSS rules the page had (Chakra's runtime styles). */
  css: string;
  /** Attributes of <html> when it was taken. */
  htmlAttributes: Partial<Record<(typeof HTML_ATTRIBUTES)[number], string>>;
  /** Date.now() when it was taken. */
  savedAt: number;
}

/** What is painted: a screen's markup, its CSS and the <html> attributes of that moment. */
export type Picture = Pick<ScreenSnapshot, 'html' | 'css' | 'htmlAttributes'>;

export function isSnapshotPath(path: string): path is SnapshotPath {
  return (SNAPSHOT_PATHS as readonly string[]).includes(path);
}

/** The Cache Storage key of a path's snapshot (never a URL the server answers). */
export function snapshotKey(path: SnapshotPath): string {
  return `/__screen-snapshot__${path}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored snapshot, or null when it is not one (an older format, a damaged entry). */
export function parseScreenSnapshot(value: unknown): ScreenSnapshot | null {
  if (!isRecord(value) || value.version !== 1) return null;
  const { chefId, path, html, css, savedAt, htmlAttributes } = value;
  if (typeof chefId !== 'number' || !Number.isInteger(chefId)) return null;
  if (typeof path !== 'string' || !isSnapshotPath(path)) return null;
  if (typeof html !== 'string' || typeof css !== 'string' || typeof savedAt !== 'number') return null;
  if (!isRecord(htmlAttributes)) return null;
  const attributes: ScreenSnapshot['htmlAttributes'] = {};
  for (const name of HTML_ATTRIBUTES) {
    const attribute = htmlAttributes[name];
    if (typeof attribute === 'string') attributes[name] = attribute;
  }
  return {
    version: 1,
    chefId,
    path,
    html,
    css,
    savedAt,
    htmlAttributes: attributes,
  };
}

/** Whether the service worker should paint `snapshot` for `chefId` now. */
export function isPaintable(snapshot: ScreenSnapshot, chefId: number | undefined, now: number): boolean {
  return snapshot.chefId === chefId && now - snapshot.savedAt >= 0 && now - snapshot.savedAt <= SNAPSHOT_MAX_AGE_MS;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * index.html with a picture painted in: its CSS in a <style> at the end of <head> (the CSP
 * allows inline styles, not scripts), its markup in an inert, aria-hidden layer over the page
 * before #root (with `layerAttributes`), and its <html> attributes. Returns the page unchanged
 * when it lacks the places to put them.
 */
export function injectPicture(indexHtml: string, picture: Picture, layerAttributes: Record<string, string>): string {
  const root = /<div id="root"><\/div>/;
  const headEnd = /<\/head>/i;
  const htmlStart = /<html\b[^>]*>/i;
  if (!root.test(indexHtml) || !headEnd.test(indexHtml) || !htmlStart.test(indexHtml)) return indexHtml;
  // `</style` inside the CSS would end the element early: no `<` is left (`\3c ` is `<` in CSS).
  const css = picture.css.replace(/</g, '\\3c ');
  // Markup serialised by the browser cannot close this div early, but a stray `<script` is refused.
  const html = picture.html.replace(/<script\b/gi, '&lt;script');
  const attributesOf = (record: Record<string, string>) =>
    Object.entries(record)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
  const layer =
    `<div id="${SCREEN_SNAPSHOT_ID}" inert aria-hidden="true"${attributesOf(layerAttributes)} ` +
    `style="position:fixed;inset:0;z-index:2147483000;overflow:hidden;pointer-events:none">${html}</div>`;
  return indexHtml
    .replace(htmlStart, (tag) => `${tag.slice(0, -1)}${attributesOf(picture.htmlAttributes)}>`)
    .replace(headEnd, () => `<style id="${SCREEN_SNAPSHOT_STYLE_ID}">${css}</style></head>`)
    .replace(root, () => `${layer}<div id="root"></div>`);
}

/** index.html with the chef's snapshot painted in (injectPicture). */
export function injectScreenSnapshot(indexHtml: string, snapshot: ScreenSnapshot): string {
  return injectPicture(indexHtml, snapshot, { 'data-saved-at': String(snapshot.savedAt) });
}
