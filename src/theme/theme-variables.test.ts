import { describe, expect, it } from 'vitest';
import { AA, contrastRatio } from './contrast';
import { PRIMARY_NAMES, SURFACE_NAMES } from './palettes';
import { customShades, solidColours, themeVariables } from './theme-variables';

describe('theme variables', () => {
  it('every palette on every surface gives solid buttons AA contrast in light and dark mode', () => {
    for (const primary of PRIMARY_NAMES.filter((name) => name !== 'custom')) {
      for (const surface of SURFACE_NAMES) {
        const solid = solidColours({ primary, surface, customColor: '#000000' });
        expect(contrastRatio(solid.solidLight, solid.contrastLight), `${primary}/${surface} light`).toBeGreaterThanOrEqual(AA);
        expect(contrastRatio(solid.solidDark, solid.contrastDark), `${primary}/${surface} dark`).toBeGreaterThanOrEqual(AA);
      }
    }
  });

  it('a custom colour gets whichever text colour reads on it', () => {
    for (const colour of ['#ffff00', '#777777', '#0000ff', '#ff8800', '#10b981', '#000000', '#ffffff']) {
      const solid = solidColours({ primary: 'custom', surface: 'slate', customColor: colour });
      expect(solid.solidLight).toBe(colour);
      expect(contrastRatio(solid.solidLight, solid.contrastLight), colour).toBeGreaterThanOrEqual(AA);
    }
  });

  it('a custom colour no text reads on when hovered gives way to its nearest shade that does', () => {
    // #737373: white reaches 4.74:1 at rest but 4.1:1 hovered (lighter), black 4.4:1 at rest.
    const solid = solidColours({ primary: 'custom', surface: 'slate', customColor: '#737373' });
    expect(solid.solidLight).not.toBe('#737373');
    expect(contrastRatio(solid.solidLight, solid.contrastLight)).toBeGreaterThanOrEqual(AA);
  });

  it('derives custom shades by mixing in oklab, the colour itself at 500', () => {
    const shades = customShades('#ff8800');
    expect(shades[500]).toBe('#ff8800');
    // What Chromium paints for color-mix(in oklab, #ff8800 8%, white) and (… 42%, black).
    expect(shades[50]).toBe('#fff6ef');
    expect(shades[900]).toBe('#4d2500');
    expect(customShades('#ffffff')[950]).toBe('#292929');
  });

  it('noir takes its shades from the surface', () => {
    const vars = themeVariables({ primary: 'noir', surface: 'stone', customColor: '#000000' });
    expect(vars['--primary-900']).toBe('#1c1917');
    expect(vars['--surface-0']).toBe('#ffffff');
    expect(Object.keys(vars).filter((k) => k.startsWith('--primary-') && /\d$/.test(k))).toHaveLength(11);
  });
});
