// Build time (startTheAppAfterThePicture, a Vite plugin of vite.config.ts): the app's module script and its modulepreloads leave index.html's
// markup for a small inline script at the end of <body> that adds them. On a page with a build's
// picture (the sign-in screen, the active orders: docs/architecture.md, "First load") it adds them
// once the picture has been painted (the browser's first-contentful-paint entry; at most
// START_AFTER_PAINT_LONGEST_MS later): the picture needs none of them, and on a slow phone the
// first paint no longer shares the network and the main thread with 230 kB of JS. Lighthouse's
// simulation also counts every script that arrived before the first paint as holding it up
// (https://github.com/GoogleChrome/lighthouse/issues/17163: module scripts are never recognised as not render-blocking), so a run's
// score depended on whether the local server was faster than the paint; scripts that start after it
// are never counted. Any other page (no picture, or the service worker's snapshot of a signed-in
// screen) starts them at once, as the markup did. So does a page whose picture is not shown (the
// active orders' picture is a phone's: a wider screen hides it by its CSS).
import type { Plugin } from 'vite';
import { SCREEN_SNAPSHOT_ID } from '../src/db/screen-snapshot.ts';

/** The id of the inline start script (tools/size.mjs reads the chunks it starts from it). */
export const START_SCRIPT_ID = 'app-start';
/** The longest the sign-in page waits for its first paint before starting the app anyway. */
export const START_AFTER_PAINT_LONGEST_MS = 1000;

const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The inline script: ES5, no module syntax (it runs as a classic script, allowed by its hash). */
function startScript(entry: string, preloads: string[]): string {
  return `
      (function (entry, preloads) {
        var started = false;
        function add(tag, properties) {
          var element = document.createElement(tag);
          for (var name in properties) element[name] = properties[name];
          element.crossOrigin = '';
          document.head.appendChild(element);
        }
        function start() {
          if (started) return;
          started = true;
          for (var i = 0; i < preloads.length; i++) add('link', { rel: 'modulepreload', href: preloads[i] });
          add('script', { type: 'module', src: entry });
        }
        var picture = document.getElementById(${JSON.stringify(SCREEN_SNAPSHOT_ID)});
        var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
        if (!picture || picture.getAttribute('data-until') !== 'rendered' || !types || types.indexOf('paint') < 0) return start();
        // Asked only of a build's picture: a style of the whole page computed now, before its paint.
        if (window.getComputedStyle && window.getComputedStyle(picture).display === 'none') return start();
        new PerformanceObserver(function (list, observer) {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          start();
        }).observe({ type: 'paint', buffered: true });
        setTimeout(start, ${START_AFTER_PAINT_LONGEST_MS});
      })(${JSON.stringify(entry)}, ${JSON.stringify(preloads)});
    `;
}

/** index.html as Vite wrote it -> the same page started by the inline script. */
export function startAfterPaint(html: string): string {
  const entries = [...html.matchAll(moduleScript)].map((match) => match[1] ?? '');
  const preloads = [...html.matchAll(modulePreload)].map((match) => match[1] ?? '');
  const [entry] = entries;
  if (entries.length !== 1 || !entry) throw new Error(`start script: index.html has ${entries.length} module scripts, expected 1`);
  if (!html.includes('</body>')) throw new Error('start script: index.html has no </body>');
  const started = html.replace(moduleScript, '').replace(modulePreload, '');
  return started.replace('</body>', () => `  <script id="${START_SCRIPT_ID}">${startScript(entry, preloads)}</script>\n  </body>`);
}

/**
 * The Vite plugin: the app's scripts start from the inline script instead of the markup. Runs
 * before the security headers are computed (build/security-headers-plugin.ts, `enforce: 'post'`),
 * so the CSP carries the inline script's hash.
 */
export function startTheAppAfterThePicture(): Plugin {
  return {
    name: 'chef-start-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => startAfterPaint(html) },
  };
}
