// The CSS variables behind the `primary` and `surface` colours of the Chakra system. Switching a
// palette only sets these on <html>; the system itself never changes. Pure, so it is unit-tested.
import { AA, bestText, contrastRatio } from './contrast';
import { SHADES, surfacePalettes, tailwindPalettes, type PrimaryName, type Shade, type Shades, type SurfaceName } from './palettes';

export type ThemeColours = { primary: PrimaryName; surface: SurfaceName; customColor: string };

/** What a solid primary button uses, per colour mode. */
export type SolidColours = { solidLight: string; contrastLight: string; solidDark: string; contrastDark: string };

const WHITE = '#ffffff';
const BLACK = '#000000';

// How much of the chosen colour each shade keeps, mixed with white (lighter) or black (darker).
const customMix: Record<Shade, [number, 'white' | 'black']> = {
  50: [8, 'white'], 100: [16, 'white'], 200: [32, 'white'], 300: [52, 'white'], 400: [76, 'white'],
  500: [100, 'white'], 600: [84, 'black'], 700: [68, 'black'], 800: [54, 'black'], 900: [42, 'black'], 950: [28, 'black'],
};

/** Shades of a chef-picked colour, derived by the browser with color-mix() in oklab. */
export function customShades(colour: string): Shades {
  const entries = SHADES.map((shade) => {
    const [percent, other] = customMix[shade];
    return [shade, percent === 100 ? colour : `color-mix(in oklab, ${colour} ${percent}%, ${other})`];
  });
  return Object.fromEntries(entries) as Shades;
}

function firstReadable(shades: Shades, candidates: Shade[], text: string): string {
  const shade = candidates.find((s) => contrastRatio(shades[s], text) >= AA) ?? candidates[candidates.length - 1]!;
  return shades[shade];
}

/** The shade and text colour of solid buttons: the lightest shade that passes AA. */
export function solidColours({ primary, surface, customColor }: ThemeColours): SolidColours {
  const ground = surfacePalettes[surface];
  if (primary === 'noir') {
    return { solidLight: ground[900], contrastLight: WHITE, solidDark: ground[50], contrastDark: ground[950] };
  }
  if (primary === 'custom') {
    const text = bestText(customColor, WHITE, BLACK);
    return { solidLight: customColor, contrastLight: text, solidDark: customColor, contrastDark: text };
  }
  const shades = tailwindPalettes[primary];
  return {
    solidLight: firstReadable(shades, [600, 700, 800], WHITE),
    contrastLight: WHITE,
    solidDark: firstReadable(shades, [400, 300, 200], ground[950]),
    contrastDark: ground[950],
  };
}

export function primaryShades({ primary, surface, customColor }: ThemeColours): Shades {
  if (primary === 'noir') return surfacePalettes[surface];
  if (primary === 'custom') return customShades(customColor);
  return tailwindPalettes[primary];
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
  return vars;
}
