// A build-time change to Chakra's anatomies module (Vite plugin, build only): each of its
// top-level `const xAnatomy = ...` is marked pure, and `createAnatomy` is a pure function for
// the bundler (vite.config.ts), so the bundle keeps only the anatomies of the recipes it has. As
// installed, the module builds all 39 at load time and the bundler cannot tell that doing so has
// no effect: the sign-in screen's card and field recipes brought the anatomies of
// the colour picker, the date picker, the menus and 15 more, with the Ark and zag modules they
// extend (0.9 kB of Brotli). Only comments are added (chakra-pure-anatomies.test.ts).
import type { Plugin } from 'vite';

const ANATOMIES_MODULE = /\/@chakra-ui\/react\/dist\/esm\/anatomy\.js$/;

/** The anatomies module's source with every top-level `const x = call(...)` marked pure. */
export const withPureAnatomies = (source: string): string => source.replace(/^const (\w+) = (?=[\w$]+(?:\.\w+)?\()/gm, 'const $1 = /* @__PURE__ */ ');

export function chakraPureAnatomies(): Plugin {
  return {
    name: 'chef-chakra-pure-anatomies',
    apply: 'build',
    enforce: 'pre',
    transform(source, id) {
      if (!ANATOMIES_MODULE.test(id.split('?')[0] ?? '')) return null;
      return { code: withPureAnatomies(source), map: null };
    },
  };
}
