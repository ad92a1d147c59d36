// The inline start script that replaces the markup's module script (build/start-script.ts): what it
// keeps, what it starts on a page with a picture and without one, and that the CSP can hash it.
import { describe, expect, it } from 'vitest';
import { inlineScripts } from '../shared/page-policy.ts';
import { START_SCRIPT_ID, startAfterPaint } from './start-script.ts';

const built = `<!doctype html>
<html lang="en">
  <head>
    <script>theme()</script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def.js">
    <link rel="modulepreload" crossorigin href="/assets/router-ghi.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('startAfterPaint', () => {
  const page = startAfterPaint(built);

  it('takes the module script and the modulepreloads out of the markup', () => {
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain('<script>theme()</script>');
  });

  it('starts them from one inline script after #root, preloads first', () => {
    const script = new RegExp(`<script id="${START_SCRIPT_ID}">([\\s\\S]*?)</script>`).exec(page)?.[1] ?? '';
    expect(page.indexOf('<div id="root"></div>')).toBeLessThan(page.indexOf(`<script id="${START_SCRIPT_ID}">`));
    expect(script).toContain('"/assets/index-abc.js", ["/assets/react-def.js","/assets/router-ghi.js"]');
    expect(script).toContain('first-contentful-paint');
    // A classic script the CSP allows by its hash (the page policy hashes every inline script).
    expect(inlineScripts(page)).toHaveLength(2);
  });

  it('runs: without the sign-in picture at once, with it after the first contentful paint', () => {
    const script = new RegExp(`<script id="${START_SCRIPT_ID}">([\\s\\S]*?)</script>`).exec(page)?.[1] ?? '';
    const run = (picture: { getAttribute: (name: string) => string | null; hidden?: boolean } | null) => {
      const added: Record<string, unknown>[] = [];
      let observer: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | null = null;
      let timer: (() => void) | null = null;
      class FakeObserver {
        static supportedEntryTypes = ['paint'];
        constructor(callback: typeof observer) {
          observer = callback;
        }
        observe() {}
      }
      const document = {
        getElementById: () => picture,
        createElement: (tag: string) => ({ tag }),
        head: { appendChild: (element: Record<string, unknown>) => added.push(element) },
      };
      const window = { PerformanceObserver: FakeObserver, getComputedStyle: (element: { hidden?: boolean }) => ({ display: element.hidden ? 'none' : 'block' }) };
      new Function('document', 'window', 'PerformanceObserver', 'setTimeout', script)(document, window, FakeObserver, (callback: () => void) => {
        timer = callback;
      });
      return { added, paint: (name: string) => observer?.({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }, { disconnect() {} }), timeout: () => timer?.() };
    };

    const plain = run(null);
    expect(plain.added.map((element) => [element.tag, element.rel ?? element.type, element.href ?? element.src, element.crossOrigin])).toEqual([
      ['link', 'modulepreload', '/assets/react-def.js', ''],
      ['link', 'modulepreload', '/assets/router-ghi.js', ''],
      ['script', 'module', '/assets/index-abc.js', ''],
    ]);
    expect(run({ getAttribute: () => null }).added).toHaveLength(3); // the service worker's snapshot: at once

    const signIn = run({ getAttribute: (name) => (name === 'data-until' ? 'rendered' : null) });
    expect(signIn.added).toHaveLength(0);
    signIn.paint('first-paint');
    expect(signIn.added).toHaveLength(0);
    signIn.paint('first-contentful-paint');
    expect(signIn.added).toHaveLength(3);
    signIn.timeout();
    expect(signIn.added).toHaveLength(3); // once

    // A build's picture the screen's width hides (the active orders' on a desktop): at once.
    expect(run({ getAttribute: (name) => (name === 'data-until' ? 'rendered' : null), hidden: true }).added).toHaveLength(3);

    const neverPainted = run({ getAttribute: () => 'rendered' });
    neverPainted.timeout();
    expect(neverPainted.added).toHaveLength(3);
  });

  it('refuses a page it does not understand', () => {
    expect(() => startAfterPaint('<html><body></body></html>')).toThrow(/0 module scripts/);
    expect(() => startAfterPaint(built.replace('</body>', ''))).toThrow(/no <\/body>/);
  });
});
