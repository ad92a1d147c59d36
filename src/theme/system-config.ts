// The configuration of the app's Chakra system (system.ts creates it). Three things differ from
// Chakra's defaults:
// - only the recipes, colour palettes and keyframes the screens use are in it (recipes.ts, kept.ts),
//   to keep the first download and the start-up's work small; system.ts adds the recipes the
//   sign-in screen does not draw (later-recipes.ts);
// - dark mode is the `app-dark` class on <html> (spec section 2), not `.dark`;
// - `primary`, `surface` (and `gray`, so neutral UI follows the surface) are CSS variables set by
//   applyLayoutConfig(), so switching palette never rebuilds the system. The fallbacks are the
//   defaults (emerald on slate) for the instant before the variables exist.
// Every colour that carries text or marks focus or a control's edge is picked by the contrast rule
// (readable-colours.ts for the chef's palettes, status-colours.ts for Chakra's red, green...), and
// the few recipes that drew them weaker (input edges, the switch track, the toast's faded
// description) are adjusted below: WCAG 2.2 AA in light and dark on every palette.
import { defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { keptColours } from './kept';
import { SHADES, surfacePalettes, tailwindPalettes } from './palettes';
import { recipes, slotRecipes } from './recipes';
import { statusColourTokens } from './status-colours';

const fallbackPrimary = tailwindPalettes.emerald;
const fallbackSurface = surfacePalettes.slate;

function variableShades(prefix: string, fallback: Record<number, string>) {
  return Object.fromEntries(SHADES.map((shade) => [shade, { value: `var(--${prefix}-${shade}, ${fallback[shade]})` }]));
}

const mode = (light: string, dark: string) => ({ value: { _light: light, _dark: dark } });
const s = (shade: number | string) => `{colors.surface.${shade}}`;
const p = (shade: number) => `{colors.primary.${shade}}`;
/** A colour per mode from the variables applyLayoutConfig() sets (theme-variables.ts). */
const vars = (name: string, light: string, dark: string) => mode(`var(--${name}-light, ${light})`, `var(--${name}-dark, ${dark})`);
/** Input-like controls are recognised by their edge: at least 3:1 (border.emphasized). */
export const controlEdge = { borderColor: 'border.emphasized' };
/** A translucent primary layer: reads well on any dark surface. */
const glow = (percent: number) => `color-mix(in srgb, var(--primary-400, ${fallbackPrimary[400]}) ${percent}%, transparent)`;

const config = defineConfig({
  conditions: {
    dark: '.app-dark &, .app-dark .chakra-theme:not(.light) &',
    light: ':root &, .light &',
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
          muted: vars('surface-fg-muted', fallbackSurface[600], fallbackSurface[400]),
          subtle: vars('surface-fg-subtle', fallbackSurface[600], fallbackSurface[400]),
          inverted: mode(s(50), s(900)),
          error: { value: '{colors.red.fg}' },
          warning: { value: '{colors.orange.fg}' },
          success: { value: '{colors.green.fg}' },
          info: { value: '{colors.blue.fg}' },
        },
        border: {
          DEFAULT: mode(s(200), s(800)),
          muted: mode(s(100), s(900)),
          subtle: mode(s(50), s(950)),
          emphasized: vars('surface-control', fallbackSurface[500], fallbackSurface[600]),
          inverted: mode(s(800), s(200)),
        },
        primary: {
          solid: vars('primary-solid', fallbackPrimary[700], fallbackPrimary[400]),
          contrast: vars('primary-contrast', '#ffffff', fallbackSurface[950]),
          fg: vars('primary-fg', fallbackPrimary[700], fallbackPrimary[300]),
          subtle: mode(p(100), glow(16)),
          muted: mode(p(200), glow(24)),
          emphasized: mode(p(300), glow(32)),
          focusRing: vars('primary-focus', fallbackPrimary[700], fallbackPrimary[400]),
          border: vars('primary-focus', fallbackPrimary[700], fallbackPrimary[400]),
        },
        gray: {
          focusRing: vars('surface-focus', fallbackSurface[500], fallbackSurface[400]),
        },
        ...statusColourTokens(),
      },
    },
    recipes: {
      input: { variants: { variant: { outline: controlEdge } } },
    },
  },
});


/** Chakra's default theme (defaultThemeConfig) with the app's recipes instead of all of them, and
 * only the colour palettes the app uses (kept.ts). What only the global CSS needs (the reset, the
 * global styles, the keyframes) is in global-config.ts. */
const chakraTheme = defineConfig({
  cssVarsPrefix,
  cssVarsRoot,
  theme: {
    breakpoints,
    tokens: { ...tokens, colors: keptColours(tokens.colors, semanticTokens.colors) },
    semanticTokens: { ...semanticTokens, colors: keptColours(semanticTokens.colors, semanticTokens.colors) },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/** What the app's system is made of when it starts: everything but the later recipes and what only
 * the global CSS needs (global-config.ts), since the build writes that CSS into index.html
 * (scripts/chakra-css.ts). */
export const systemConfigs = [defaultBaseConfig, chakraTheme, config] as const;

