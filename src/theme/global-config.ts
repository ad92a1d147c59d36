// What only Chakra's global CSS needs: the reset (preflight), the global styles (Chakra's and the
// app's) and the keyframes. The build writes that CSS into index.html (scripts/chakra-css.ts) and
// the bundled createSystem no longer computes it, so the app's bundle leaves this module out;
// `npm run dev` (Chakra unpatched, computing and injecting the CSS at run time) and the build's
// generator add these configs after systemConfigs (system-config.ts), in this order.
import { defineConfig } from '@chakra-ui/react';
import { globalCss, keyframes } from '@chakra-ui/react/theme';
import { keptKeyframes } from './kept';

/** Chakra's reset, global styles and the keyframes the app uses (kept.ts). */
const chakraGlobal = defineConfig({ preflight: true, globalCss, theme: { keyframes: keptKeyframes(keyframes) } });

const appGlobal = defineConfig({
  globalCss: {
    html: { colorPalette: 'primary' },
    // The room under the page for what is pinned to the bottom is the body's own padding, set by
    // src/ui/pinned-bottom.ts.
    body: { bg: 'bg', color: 'fg', minHeight: '100dvh' },
  },
});

export const globalConfigs = [chakraGlobal, appGlobal] as const;
