// The colours of the chef's chosen palettes that carry meaning, picked by one rule (contrast.ts:
// firstReadable) for each palette, surface and mode: text (links, ghost buttons, muted and subtle
// text, text on solid buttons) reaches 4.5:1 and focus rings and the edges of inputs, radios and
// checkboxes reach 3:1, on every background the app draws them on. Pure: theme-variables.ts turns
// them into CSS variables, and readable-colours.test.ts checks every palette on every surface.
import { AA, NON_TEXT, contrastRatio, firstReadable, mixSrgb } from './contrast';
import { surfacePalettes, type Shade, type Shades, type SurfaceName, type SurfaceShades } from './palettes';

export type Mode = 'light' | 'dark';
/** A colour per mode. */
export type ModeColour = Record<Mode, string>;

const WHITE = '#ffffff';
const BLACK = '#000000';

const pick = (shades: Shades, list: Shade[]) => list.map((shade) => shades[shade]);

/** What the app draws on, per mode: bg.panel, bg (and bg.subtle), bg.muted. */
export function grounds(surface: SurfaceShades): Record<Mode, string[]> {
  return { light: [surface[0], surface[50], surface[100]], dark: [surface[900], surface[950], surface[800]] };
}

/** Solid primary buttons and badges: the shade and its text colour per mode. */
export type SolidColours = { solidLight: string; contrastLight: string; solidDark: string; contrastDark: string };

/** A solid button under the pointer is Chakra's `solid/90`: 90% of the colour over what is
 * behind it. Its text must read on that too. */
export const hovered = (solid: string, behind: readonly string[]) => behind.map((ground) => mixSrgb(solid, 90, ground));

/** The lowest contrast of `text` on a solid colour and on its hovered look. */
const worstOnSolid = (solid: string, text: string, behind: readonly string[]) =>
  Math.min(...[solid, ...hovered(solid, behind)].map((ground) => contrastRatio(text, ground)));

/** The first candidate whose text reaches AA at rest and hovered over every ground. */
export function firstSolid(candidates: readonly string[], text: string, behind: readonly string[]): string {
  return candidates.find((solid) => worstOnSolid(solid, text, behind) >= AA) ?? candidates[candidates.length - 1]!;
}

/** A chef's own colour: itself (shade 500) with black or white text, whichever reads better, or
 * when neither reaches AA at rest and hovered, the nearest darker (light) or lighter (dark) shade. */
function customSolid(shades: Shades, list: Shade[], behind: string[]): { solid: string; text: string } {
  const options = list.map((shade) => {
    const solid = shades[shade];
    const text = worstOnSolid(solid, WHITE, behind) >= worstOnSolid(solid, BLACK, behind) ? WHITE : BLACK;
    return { solid, text, worst: worstOnSolid(solid, text, behind) };
  });
  return options.find((option) => option.worst >= AA) ?? options[options.length - 1]!;
}

/** Solid primary: the lightest shade under white text (light), the darkest under the surface's ink
 * (dark), both also when hovered; noir is the surface's ink; a custom colour: customSolid(). */
export function solidColours(primary: 'noir' | 'custom' | 'palette', shades: Shades, surface: SurfaceShades): SolidColours {
  const on = grounds(surface);
  if (primary === 'noir') return { solidLight: surface[900], contrastLight: WHITE, solidDark: surface[50], contrastDark: surface[950] };
  if (primary === 'custom') {
    const light = customSolid(shades, [500, 600, 700, 800, 900, 950], on.light);
    const dark = customSolid(shades, [500, 400, 300, 200, 100, 50], on.dark);
    return { solidLight: light.solid, contrastLight: light.text, solidDark: dark.solid, contrastDark: dark.text };
  }
  return {
    solidLight: firstSolid(pick(shades, [600, 700, 800, 900]), WHITE, on.light),
    contrastLight: WHITE,
    solidDark: firstSolid(pick(shades, [400, 300, 200, 100]), surface[950], on.dark),
    contrastDark: surface[950],
  };
}

/** Text, focus ring and edge colours of the primary palette. */
export type PrimaryColours = { fg: ModeColour; focusRing: ModeColour };

export function primaryColours(shades: Shades, surface: SurfaceShades): PrimaryColours {
  const on = grounds(surface);
  // primary.subtle and .muted (a subtle badge, an avatar): shades 100 and 200 (light), 16% and 24%
  // of shade 400 over the panel or the page (dark).
  const subtleLight = [shades[50], shades[100], shades[200]];
  const subtleDark = [surface[900], surface[950]].flatMap((ground) => [16, 24].map((percent) => mixSrgb(shades[400], percent, ground)));
  return {
    fg: {
      light: firstReadable(pick(shades, [700, 800, 900, 950]), [...on.light, ...subtleLight], AA),
      dark: firstReadable(pick(shades, [300, 200, 100, 50]), [...on.dark, ...subtleDark], AA),
    },
    focusRing: {
      light: firstReadable(pick(shades, [500, 600, 700, 800, 900, 950]), on.light, NON_TEXT),
      dark: firstReadable(pick(shades, [400, 300, 200, 100, 50]), on.dark, NON_TEXT),
    },
  };
}

/** The neutral colours of a surface: muted and subtle text, focus rings of neutral buttons, and
 * the edges of inputs, radios and checkboxes. */
export type SurfaceColours = { fgMuted: ModeColour; fgSubtle: ModeColour; focusRing: ModeColour; control: ModeColour };

export function surfaceColours(name: SurfaceName): SurfaceColours {
  const s = surfacePalettes[name];
  const on = grounds(s);
  const light = (list: Shade[], ratio: number) => firstReadable(pick(s, list), on.light, ratio);
  const dark = (list: Shade[], ratio: number) => firstReadable(pick(s, list), on.dark, ratio);
  return {
    fgMuted: { light: light([600, 700, 800, 900], AA), dark: dark([400, 300, 200, 100], AA) },
    fgSubtle: { light: light([500, 600, 700, 800], AA), dark: dark([500, 400, 300, 200], AA) },
    focusRing: { light: light([500, 600, 700, 800], NON_TEXT), dark: dark([400, 300, 200, 100], NON_TEXT) },
    control: { light: light([400, 500, 600, 700], NON_TEXT), dark: dark([600, 500, 400, 300], NON_TEXT) },
  };
}

