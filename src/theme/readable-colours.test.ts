import { describe, expect, it } from 'vitest';
import { AA, NON_TEXT, contrastRatio, mixSrgb } from './contrast';
import { PRIMARY_NAMES, SURFACE_NAMES, surfacePalettes, type PrimaryName } from './palettes';
import { STATUS_PALETTES, chakraShades, statusColours } from './status-colours';
import { themeVariables } from './theme-variables';

const CUSTOM_COLOURS = ['#ffff00', '#777777', '#737373', '#6e6e6e', '#0000ff', '#ff8800', '#10b981', '#00ffff', '#000000', '#ffffff'];
const MODES = ['light', 'dark'] as const;

/** Every configurator choice: each palette on each surface, the custom one with several colours. */
const choices = PRIMARY_NAMES.flatMap((primary: PrimaryName) =>
  SURFACE_NAMES.flatMap((surface) => (primary === 'custom' ? CUSTOM_COLOURS : ['#10b981']).map((customColor) => ({ primary, surface, customColor }))),
);

/** What the app paints on in each mode: bg.panel, bg, bg.muted (system.ts). */
const groundsOf = (surface: (typeof SURFACE_NAMES)[number]) => {
  const s = surfacePalettes[surface];
  return { light: [s[0], s[50], s[100]], dark: [s[900], s[950], s[800]] };
};

const hover = (solid: string, on: string[]) => on.map((ground) => mixSrgb(solid, 90, ground));

/** Each colour below `ratio` on any of its grounds, as "name colour on ground = ratio". */
function failures(checks: { name: string; colour: string; on: string[]; ratio: number }[]): string[] {
  return checks.flatMap(({ name, colour, on, ratio }) =>
    on.filter((ground) => contrastRatio(colour, ground) < ratio).map((ground) => `${name} ${colour} on ${ground} = ${contrastRatio(colour, ground).toFixed(2)}`),
  );
}

describe('the colours of every palette of the theme configurator (WCAG 2.2 AA)', () => {
  it('text reaches 4.5:1 and focus rings and control edges 3:1, on every surface, light and dark', () => {
    const found: string[] = [];
    for (const choice of choices) {
      const vars = themeVariables(choice);
      const v = (name: string) => vars[name] ?? `missing ${name}`;
      const grounds = groundsOf(choice.surface);
      for (const mode of MODES) {
        const on = grounds[mode];
        // primary.subtle and .muted: shades 100 and 200 in light mode, 16% and 24% of shade 400
        // over the panel or page in dark mode (system.ts).
        const subtle =
          mode === 'light'
            ? [v('--primary-50'), v('--primary-100'), v('--primary-200')]
            : on.slice(0, 2).flatMap((ground) => [mixSrgb(v('--primary-400'), 16, ground), mixSrgb(v('--primary-400'), 24, ground)]);
        const where = `${choice.primary}${choice.primary === 'custom' ? ` ${choice.customColor}` : ''} on ${choice.surface}, ${mode}:`;
        const problems = failures([
          // At rest and under the pointer (Chakra's solid/90: 90% of the colour over the ground).
          { name: 'solid text', colour: v(`--primary-contrast-${mode}`), on: [v(`--primary-solid-${mode}`), ...hover(v(`--primary-solid-${mode}`), on)], ratio: AA },
          { name: 'primary.fg', colour: v(`--primary-fg-${mode}`), on: [...on, ...subtle], ratio: AA },
          { name: 'primary.focusRing', colour: v(`--primary-focus-${mode}`), on, ratio: NON_TEXT },
          { name: 'fg.muted', colour: v(`--surface-fg-muted-${mode}`), on, ratio: AA },
          { name: 'fg.subtle', colour: v(`--surface-fg-subtle-${mode}`), on, ratio: AA },
          { name: 'gray.focusRing', colour: v(`--surface-focus-${mode}`), on, ratio: NON_TEXT },
          { name: 'border.emphasized', colour: v(`--surface-control-${mode}`), on, ratio: NON_TEXT },
        ]);
        found.push(...problems.map((problem) => `${where} ${problem}`));
      }
    }
    expect(found).toEqual([]);
  });

  it("Chakra's red, orange, green... reach the same on every surface, light and dark", () => {
    const found: string[] = [];
    for (const palette of STATUS_PALETTES) {
      const colours = statusColours(palette);
      const shades = chakraShades(palette);
      for (const mode of MODES) {
        const on = SURFACE_NAMES.flatMap((surface) => groundsOf(surface)[mode]);
        const own = mode === 'light' ? [shades[50], shades[100], shades[200]] : [shades[800], shades[900], shades[950]];
        const problems = failures([
          { name: 'solid text', colour: colours.contrast[mode], on: [colours.solid[mode], ...hover(colours.solid[mode], on)], ratio: AA },
          { name: 'fg', colour: colours.fg[mode], on: [...on, ...own], ratio: AA },
          { name: 'focusRing', colour: colours.focusRing[mode], on, ratio: NON_TEXT },
        ]);
        found.push(...problems.map((problem) => `${palette} ${mode}: ${problem}`));
      }
    }
    expect(found).toEqual([]);
  });

  it('the review\'s colours are gone: white on green.600 and orange.600, red.500 text', () => {
    expect(statusColours('green').solid.light).not.toBe('#16a34a');
    expect(statusColours('orange').solid.light).not.toBe('#ea580c');
    expect(statusColours('red').fg.light).not.toBe('#ef4444');
    expect(themeVariables({ primary: 'emerald', surface: 'slate', customColor: '#10b981' })['--primary-focus-light']).not.toBe('#10b981');
  });
});
