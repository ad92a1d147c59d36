// What only Chakra's global CSS needs: the reset (preflight), the global styles (Chakra's and the
// app's) and the keyframes. An input of the CSS index.html carries (generate.ts adds these configs
// after the app's, src/theme/system-config.ts, in this order); the app's createSystem, patched at
// install, no longer computes that CSS, so the app never loads this module.
import { defineConfig } from '@chakra-ui/react';
import { globalCss, keyframes } from '@chakra-ui/react/theme';
import { keptKeyframes } from '../../src/theme/kept.ts';

/** Chakra's reset, global styles and the keyframes the app uses (src/theme/kept.ts). */
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
