// What the app keeps of Chakra's default theme besides the recipes (recipes.ts): the colour
// palettes and keyframes the screens use. Every token becomes a CSS variable and every keyframe a
// global rule (index.html carries them, build/chakra-css/generate.ts), and each token is work for
// createSystem on every start. kept.server.test.ts fails when a screen names a palette, or a recipe
// or screen an animation, that is not kept here, and when something kept here is used nowhere.

/** Chakra's colour palettes (tokens and semantic tokens) the screens use: `colorPalette="red"`,
 * `bg="orange.subtle"`... `gray` is also the neutral of every recipe. Left out: teal, pink. */
export const COLOUR_PALETTES = ['gray', 'red', 'orange', 'yellow', 'green', 'blue', 'cyan', 'purple'] as const;

/** Chakra's keyframes the kept recipes, animation styles and tokens and the screens animate with.
 * Left out: circular-progress, expand-/collapse-height and -width, marqueeX, marqueeY. */
export const KEYFRAMES = [
  'spin', 'pulse', 'ping', 'bounce', 'bg-position', 'position', 'fade-in', 'fade-out', 'scale-in', 'scale-out',
  'slide-from-left-full', 'slide-from-right-full', 'slide-from-top-full', 'slide-from-bottom-full',
  'slide-to-left-full', 'slide-to-right-full', 'slide-to-top-full', 'slide-to-bottom-full',
  'slide-from-top', 'slide-from-bottom', 'slide-from-left', 'slide-from-right',
  'slide-to-top', 'slide-to-bottom', 'slide-to-left', 'slide-to-right',
] as const;

/** Chakra's colour palettes (those with semantic tokens such as `solid`), kept or not. */
export function isColourPalette(name: string, semanticColours: Record<string, unknown>): boolean {
  const tokens = semanticColours[name];
  return typeof tokens === 'object' && tokens !== null && 'solid' in tokens;
}

/** `record` without Chakra's colour palettes that are not kept. */
export function keptColours<T>(record: Record<string, T>, semanticColours: Record<string, unknown>): Record<string, T> {
  const kept: readonly string[] = COLOUR_PALETTES;
  return Object.fromEntries(Object.entries(record).filter(([name]) => kept.includes(name) || !isColourPalette(name, semanticColours)));
}

/** Only the kept keyframes of `keyframes`. */
export function keptKeyframes<T>(keyframes: Record<string, T>): Record<string, T> {
  const kept: readonly string[] = KEYFRAMES;
  return Object.fromEntries(Object.entries(keyframes).filter(([name]) => kept.includes(name)));
}
