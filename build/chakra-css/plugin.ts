// The Vite plugin, for `npm run dev` and the build alike: Chakra's global CSS into index.html as
// <style id="chakra-global"> (inline: a stylesheet of its own would be one more render-blocking
// request before the first paint), made once per server start or build by generate.ts in a
// process of its own, so that the config's process loads neither React nor Chakra nor the theme.
// Why the CSS is made outside Chakra: generate.ts.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';
import { CHAKRA_GLOBAL_STYLE_ID } from '../../src/theme/static-css.ts';
import { installedChakra, patchProblem } from './installed.ts';

const root = path.resolve(import.meta.dirname, '../..');

/** The CSS for a <style> element: no `<` is left, so it cannot end the element early. */
export const safeCss = (css: string) => css.replace(/</g, '\\3c ');

async function generateInProcess(): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(root, 'build/chakra-css/generate.ts')], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (!stdout.includes('--chakra-colors-')) throw new Error('chakra-css: the generated CSS has no tokens');
  return stdout;
}

export function chakraGlobalCssInPage(): Plugin {
  let css: Promise<string> | undefined;
  const cssOnce = () => (css ??= generateInProcess());
  return {
    name: 'chef-chakra-global-css',
    configResolved() {
      // A check, not a transform: with Chakra unpatched the page would get the CSS twice.
      const problem = patchProblem(readFileSync(installedChakra().systemModule, 'utf8'));
      if (problem) throw new Error(problem);
    },
    async buildStart() {
      await cssOnce();
    },
    transformIndexHtml: {
      // 'post': after Vite's own processing of index.html, which would minify and reorder the CSS
      // of an inline <style>. At the end of <head>: after <meta charset>, before the <style> of a
      // screen picture (injectPicture).
      order: 'post',
      async handler() {
        return [{ tag: 'style', attrs: { id: CHAKRA_GLOBAL_STYLE_ID }, children: safeCss(await cssOnce()), injectTo: 'head' }];
      },
    },
  };
}
