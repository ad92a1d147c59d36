// The CSS variables behind the `primary` and `surface` colours of the Chakra system. Switching a
// palette only sets these on <html>; the system itself never changes. Pure, so it is unit-tested.
import { mixOklab } from './oklab';
import { SHADES, surfacePalettes, tailwindPalettes, type PrimaryName, type Shade, type Shades, type SurfaceName } from './palettes';
import { primaryColours, solidColours as solidOf, surfaceColours, type SolidColours } from './readable-colours';

export type ThemeColours = { primary: PrimaryName; surface: SurfaceName; customColor: string };
export type { SolidColours };

// How much of the chosen colour each shade keeps, mixed with white (lighter) or black (darker).
const customMix: Record<Shade, [number, 'white' | 'black']> = {
  50: [8, 'white'], 100: [16, 'white'], 200: [32, 'white'], 300: [52, 'white'], 400: [76, 'white'],
  500: [100, 'white'], 600: [84, 'black'], 700: [68, 'black'], 800: [54, 'black'], 900: [42, 'black'], 950: [28, 'black'],
};

/** Shades of a chef-picked colour: mixed with white or black in oklab (the colour itself at 500). */
export function customShades(colour: string): Shades {
  const entries = SHADES.map((shade) => {
    const [percent, other] = customMix[shade];
    return [shade, percent === 100 ? colour.toLowerCase() : mixOklab(colour, percent, other === 'white' ? '#ffffff' : '#000000')];
  });
  return Object.fromEntries(entries) as Shades;
}

export function primaryShades({ primary, surface, customColor }: ThemeColours): Shades {
  if (primary === 'noir') return surfacePalettes[surface];
  if (primary === 'custom') return customShades(customColor);
  return tailwindPalettes[primary];
}

/** The shade and text colour of solid primary buttons, per mode (readable-colours.ts). */
export function solidColours(colours: ThemeColours): SolidColours {
  const kind = colours.primary === 'noir' || colours.primary === 'custom' ? colours.primary : 'palette';
  return solidOf(kind, primaryShades(colours), surfacePalettes[colours.surface]);
}

export function themeVariables(colours: ThemeColours): Record<string, string> {
  const vars: Record<string, string> = {};
  const primary = primaryShades(colours);
  const ground = surfacePalettes[colours.surface];
  for (const shade of SHADES) vars[`--primary-${shade}`] = primary[shade];
  vars['--surface-0'] = ground[0];
  for (const shade of SHADES) vars[`--surface-${shade}`] = ground[shade];
  const solid = solidColours(colours);
  vars['--primary-solid-light'] = solid.solidLight;
  vars['--primary-contrast-light'] = solid.contrastLight;
  vars['--primary-solid-dark'] = solid.solidDark;
  vars['--primary-contrast-dark'] = solid.contrastDark;
  const readable = primaryColours(primary, ground);
  const neutral = surfaceColours(colours.surface);
  const modes = {
    'primary-fg': readable.fg,
    'primary-focus': readable.focusRing,
    'surface-fg-muted': neutral.fgMuted,
    'surface-fg-subtle': neutral.fgSubtle,
    'surface-focus': neutral.focusRing,
    'surface-control': neutral.control,
  };
  for (const [name, colour] of Object.entries(modes)) {
    vars[`--${name}-light`] = colour.light;
    vars[`--${name}-dark`] = colour.dark;
  }
  return vars;
}
