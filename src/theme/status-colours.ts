// Chakra's fixed colour palettes (red, orange, green, blue...: order statuses, toasts, alerts,
// "Refuse", "Logout") picked by the same rule as the chef's palettes (contrast.ts: firstReadable):
// text on a solid badge or button, coloured text and the error/warning/success texts reach 4.5:1,
// focus rings and borders 3:1, in light and dark mode, on every surface palette (these tokens do
// not change with the surface, so they must hold on all of them). Chakra's own choice put white on
// green.600 (3.29:1) and on orange.600 (3.55:1), and red.500 text on white (3.76:1).
import { tokens } from '@chakra-ui/react/theme';
import { AA, NON_TEXT, firstReadable } from './contrast';
import type { COLOUR_PALETTES } from './kept';
import { SHADES, SURFACE_NAMES, surfacePalettes, type Shade, type Shades } from './palettes';
import { firstSolid, grounds, type Mode, type ModeColour } from './readable-colours';

/** The kept colour palettes but gray (kept.ts). */
export const STATUS_PALETTES = ['red', 'orange', 'yellow', 'green', 'blue', 'cyan', 'purple'] as const satisfies readonly (typeof COLOUR_PALETTES)[number][];
export type StatusPalette = (typeof STATUS_PALETTES)[number];

const WHITE = '#ffffff';
/** Chakra's black. */
const INK = tokens.colors.black.value;

/** Dark text on the solid colour (white elsewhere): yellow and orange stay bright, as the chef knows
 * them (Chakra also darkens orange text-on-solid only in dark mode). */
const inkOnSolid: Partial<Record<StatusPalette, Mode[]>> = { yellow: ['light', 'dark'], orange: ['light', 'dark'] };

export type StatusColours = { solid: ModeColour; contrast: ModeColour; fg: ModeColour; focusRing: ModeColour };

export function chakraShades(palette: StatusPalette): Shades {
  const scale = tokens.colors[palette] as Record<Shade, { value: string }>;
  return Object.fromEntries(SHADES.map((shade) => [shade, scale[shade].value])) as Shades;
}

const allGrounds = (mode: Mode) => SURFACE_NAMES.flatMap((name) => grounds(surfacePalettes[name])[mode]);

export function statusColours(palette: StatusPalette): StatusColours {
  const shades = chakraShades(palette);
  const pick = (list: Shade[]) => list.map((shade) => shades[shade]);
  const contrast = (mode: Mode) => (inkOnSolid[palette]?.includes(mode) ? INK : WHITE);
  const solid = (mode: Mode) => firstSolid(pick(contrast(mode) === WHITE ? [600, 700, 800, 900] : [500, 400, 300, 200]), contrast(mode), allGrounds(mode));
  return {
    solid: { light: solid('light'), dark: solid('dark') },
    contrast: { light: contrast('light'), dark: contrast('dark') },
    // On the page, the panel, bg.muted, and the palette's own grounds: bg.error and the like
    // (50/950), subtle (100/900) and muted (200/800).
    fg: {
      light: firstReadable(pick([700, 800, 900, 950]), [...allGrounds('light'), shades[50], shades[100], shades[200]], AA),
      dark: firstReadable(pick([300, 200, 100, 50]), [...allGrounds('dark'), shades[950], shades[900], shades[800]], AA),
    },
    focusRing: {
      light: firstReadable(pick([500, 600, 700, 800]), allGrounds('light'), NON_TEXT),
      dark: firstReadable(pick([500, 400, 300, 200]), allGrounds('dark'), NON_TEXT),
    },
  };
}

const mode = (colour: ModeColour) => ({ value: { _light: colour.light, _dark: colour.dark } });

/** Chakra semantic tokens of every status palette (system.ts). */
export function statusColourTokens() {
  return Object.fromEntries(
    STATUS_PALETTES.map((palette) => {
      const colours = statusColours(palette);
      return [
        palette,
        { solid: mode(colours.solid), contrast: mode(colours.contrast), fg: mode(colours.fg), focusRing: mode(colours.focusRing), border: mode(colours.focusRing) },
      ];
    }),
  );
}
