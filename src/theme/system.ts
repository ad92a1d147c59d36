// The Chakra system of the app. Three things differ from Chakra's defaults:
// - only the recipes the screens use are in it (recipes.ts), to keep the first download small;
// - dark mode is the `app-dark` class on <html> (spec section 2), not `.dark`;
// - `primary`, `surface` (and `gray`, so neutral UI follows the surface) are CSS variables set by
//   applyLayoutConfig(), so switching palette never rebuilds the system. The fallbacks are the
//   defaults (emerald on slate) for the instant before the variables exist.
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { SHADES, surfacePalettes, tailwindPalettes } from './palettes';
import { recipes, slotRecipes } from './recipes';

const fallbackPrimary = tailwindPalettes.emerald;
const fallbackSurface = surfacePalettes.slate;

function variableShades(prefix: string, fallback: Record<number, string>) {
  return Object.fromEntries(SHADES.map((shade) => [shade, { value: `var(--${prefix}-${shade}, ${fallback[shade]})` }]));
}

const mode = (light: string, dark: string) => ({ value: { _light: light, _dark: dark } });
const s = (shade: number | string) => `{colors.surface.${shade}}`;
const p = (shade: number) => `{colors.primary.${shade}}`;
/** A translucent primary layer: reads well on any dark surface. */
const glow = (percent: number) => `color-mix(in srgb, var(--primary-400, ${fallbackPrimary[400]}) ${percent}%, transparent)`;

const config = defineConfig({
  conditions: {
    dark: '.app-dark &, .app-dark .chakra-theme:not(.light) &',
    light: ':root &, .light &',
  },
  globalCss: {
    html: { colorPalette: 'primary' },
    // --pinned-bottom: room under the page for what is pinned to the bottom (src/ui/pinned-bottom.ts).
    body: { bg: 'bg', color: 'fg', minHeight: '100dvh', paddingBottom: 'var(--pinned-bottom, 0px)' },
  },
  theme: {
    tokens: {
      colors: {
        primary: variableShades('primary', fallbackPrimary),
        surface: { 0: { value: `var(--surface-0, ${fallbackSurface[0]})` }, ...variableShades('surface', fallbackSurface) },
        gray: variableShades('surface', fallbackSurface),
      },
    },
    semanticTokens: {
      radii: { l1: { value: '{radii.sm}' }, l2: { value: '{radii.md}' }, l3: { value: '{radii.lg}' } },
      colors: {
        bg: {
          DEFAULT: mode(s(50), s(950)),
          subtle: mode(s(50), s(900)),
          muted: mode(s(100), s(800)),
          emphasized: mode(s(200), s(700)),
          inverted: mode(s(900), s(50)),
          panel: mode(s(0), s(900)),
        },
        fg: {
          DEFAULT: mode(s(900), s(50)),
          muted: mode(s(600), s(400)),
          subtle: mode(s(400), s(500)),
          inverted: mode(s(50), s(900)),
        },
        border: {
          DEFAULT: mode(s(200), s(800)),
          muted: mode(s(100), s(900)),
          subtle: mode(s(50), s(950)),
          emphasized: mode(s(300), s(700)),
          inverted: mode(s(800), s(200)),
        },
        primary: {
          solid: mode(`var(--primary-solid-light, ${fallbackPrimary[700]})`, `var(--primary-solid-dark, ${fallbackPrimary[400]})`),
          contrast: mode(`var(--primary-contrast-light, #ffffff)`, `var(--primary-contrast-dark, ${fallbackSurface[950]})`),
          fg: mode(p(700), p(300)),
          subtle: mode(p(100), glow(16)),
          muted: mode(p(200), glow(24)),
          emphasized: mode(p(300), glow(32)),
          focusRing: mode(p(500), p(400)),
          border: mode(p(500), p(400)),
        },
      },
    },
  },
});

/** Chakra's default theme (defaultThemeConfig) with the app's recipes instead of all of them. */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: { breakpoints, keyframes, tokens, semanticTokens, recipes, slotRecipes, textStyles, layerStyles, animationStyles },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, config);
