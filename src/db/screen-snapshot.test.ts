import { describe, expect, it } from 'vitest';
import {
  injectScreenSnapshot,
  isPaintable,
  parseScreenSnapshot,
  SNAPSHOT_MAX_AGE_MS,
  snapshotKey,
  type ScreenSnapshot,
} from './screen-snapshot';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>Home Kitchen Chef</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index-abc.js"></script>
  </body>
</html>`;

const snapshot: ScreenSnapshot = {
  version: 1,
  chefId: 7,
  path: '/orders/active',
  html: '<main><h1>Active orders</h1><article aria-label="Order #101">Aoife &amp; Ben</article></main>',
  css: '.css-1 { color: red; }',
  htmlAttributes: {
    class: 'app-dark',
    'data-primary': 'emerald',
    style: '--x: "1"',
  },
  savedAt: 1_000_000,
};

describe('the screen snapshot', () => {
  it('is read back only when it has every field', () => {
    expect(parseScreenSnapshot(JSON.parse(JSON.stringify(snapshot)))).toEqual(snapshot);
    expect(parseScreenSnapshot({ ...snapshot, version: 2 })).toBeNull();
    expect(parseScreenSnapshot({ ...snapshot, path: '/orders/history' })).toBeNull();
    expect(parseScreenSnapshot({ ...snapshot, chefId: '7' })).toBeNull();
    expect(parseScreenSnapshot({ ...snapshot, html: 3 })).toBeNull();
    expect(parseScreenSnapshot({ ...snapshot, htmlAttributes: null })).toBeNull();
    expect(parseScreenSnapshot('nothing')).toBeNull();
    // Unknown attributes of <html> are not carried over.
    expect(
      parseScreenSnapshot({
        ...snapshot,
        htmlAttributes: { onload: 'x', class: 'a' },
      })?.htmlAttributes,
    ).toEqual({ class: 'a' });
  });

  it('is painted only for the chef who took it, and only while it is recent', () => {
    expect(isPaintable(snapshot, 7, snapshot.savedAt + 1000)).toBe(true);
    expect(isPaintable(snapshot, 8, snapshot.savedAt + 1000)).toBe(false);
    expect(isPaintable(snapshot, undefined, snapshot.savedAt + 1000)).toBe(false);
    expect(isPaintable(snapshot, 7, snapshot.savedAt + SNAPSHOT_MAX_AGE_MS)).toBe(true);
    expect(isPaintable(snapshot, 7, snapshot.savedAt + SNAPSHOT_MAX_AGE_MS + 1)).toBe(false);
    // A device clock set back: the picture's age is unknown.
    expect(isPaintable(snapshot, 7, snapshot.savedAt - 1)).toBe(false);
  });

  it('has a cache key the server never answers', () => {
    expect(snapshotKey('/orders/active')).toBe('/__screen-snapshot__/orders/active');
  });

  it('is painted into index.html as an inert, hidden layer before #root, with its styles and the <html> attributes', () => {
    const page = injectScreenSnapshot(INDEX, snapshot);
    expect(page).toContain('<html lang="en" class="app-dark" data-primary="emerald" style="--x: &quot;1&quot;">');
    expect(page).toContain('<style id="screen-snapshot-css">.css-1 { color: red; }</style></head>');
    expect(page).toContain(
      `<div id="screen-snapshot" inert aria-hidden="true" data-saved-at="1000000" style="position:fixed;inset:0;z-index:2147483000;overflow:hidden;pointer-events:none">${snapshot.html}</div><div id="root"></div>`,
    );
    // The app's own script is untouched.
    expect(page).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it('cannot end its style element early or add a script', () => {
    const page = injectScreenSnapshot(INDEX, {
      ...snapshot,
      css: 'a{}</style><script>alert(1)</script>',
      html: '<p>x</p><script>alert(2)</script>',
    });
    expect(page).not.toContain('<script>alert');
    expect(page.match(/<\/style>/g)).toHaveLength(1);
    expect(page).toContain('a{}\\3c /style>');
  });

  it('leaves a page without the expected places as it is', () => {
    const other = '<html><head></head><body><main></main></body></html>';
    expect(injectScreenSnapshot(other, snapshot)).toBe(other);
  });

  it('does not read `$` patterns in the snapshot as replacement patterns', () => {
    const page = injectScreenSnapshot(INDEX, {
      ...snapshot,
      html: "<p>€5 $& $' $1</p>",
      css: '.a::after{content:"$&"}',
    });
    expect(page).toContain("<p>€5 $& $' $1</p>");
    expect(page).toContain('.a::after{content:"$&"}');
  });
});
