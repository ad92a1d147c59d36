// The palettes and keyframes kept of Chakra's theme (kept.ts) are exactly the ones used: a screen
// naming a palette that was left out would draw it without colours, a recipe or screen animating
// with a keyframe that was left out would not move; something kept but used nowhere is only cost.
// Reads the source, as recipes.server.test.ts does.
import fs from 'node:fs';
import path from 'node:path';
import { animationStyles, keyframes, layerStyles, semanticTokens, textStyles, tokens } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { globalConfigs } from './global-config';
import { COLOUR_PALETTES, KEYFRAMES, isColourPalette } from './kept';
import { laterRecipes, laterSlotRecipes } from './later-recipes';
import { recipes, slotRecipes } from './recipes';
import { STATUS_PALETTES } from './status-colours';
import { system } from './system';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const src = path.resolve(import.meta.dirname, '..');
/** The app's code outside the theme (the theme's own lists would count as uses). */
const screens = sourceFiles(src)
  .filter((file) => !file.startsWith(path.join(src, 'theme') + path.sep))
  .map((file) => ({ file: path.relative(src, file), text: fs.readFileSync(file, 'utf8') }));

const allPalettes = Object.keys(semanticTokens.colors).filter((name) => isColourPalette(name, semanticTokens.colors));

describe('the colour palettes kept of Chakra', () => {
  it('are the ones the screens name, and only those', () => {
    const used = new Map<string, string>();
    for (const { file, text } of screens)
      for (const palette of allPalettes)
        // 'red', "red", `red`, 'red.fg', "orange.700": a palette named in a string.
        if (new RegExp(`['"\`]${palette}(\\.[\\w.]+)?['"\`]`).test(text)) used.set(palette, file);
    const kept: readonly string[] = COLOUR_PALETTES;
    const missing = Array.from(used).filter(([palette]) => !kept.includes(palette)).map(([palette, file]) => `${palette} (${file})`);
    expect(missing, 'add them to COLOUR_PALETTES in kept.ts').toEqual([]);
    expect(kept.filter((palette) => !used.has(palette)), 'used nowhere: take them out of COLOUR_PALETTES').toEqual([]);
  });

  it('are the only ones in the system, and the status palettes are them but gray', () => {
    expect(allPalettes.filter((palette) => system.tokens.getByName(`colors.${palette}.500`)).sort()).toEqual([...COLOUR_PALETTES].sort());
    expect(system.tokens.getByName('colors.teal.solid')).toBeUndefined();
    expect([...STATUS_PALETTES].sort()).toEqual(COLOUR_PALETTES.filter((palette) => palette !== 'gray').sort());
  });
});

/** The words of every animation value (`animation`, `animationName`) under `node`. */
function animationWords(node: unknown, underAnimation = false, words = new Set<string>()): Set<string> {
  if (typeof node === 'string') {
    if (underAnimation) for (const word of node.split(/[\s,]+/)) words.add(word);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) animationWords(value, underAnimation || /^animation(Name)?$/i.test(key), words);
  }
  return words;
}

describe('the keyframes kept of Chakra', () => {
  it('are the ones the kept recipes, styles, tokens and the screens animate with, and only those', () => {
    const animations = Object.values(tokens.animations).map((token) => ({ animation: token.value }));
    const used = animationWords([recipes, slotRecipes, laterRecipes, laterSlotRecipes, animationStyles, layerStyles, textStyles, animations]);
    // The screens: a keyframe's name on a line that sets an animation.
    for (const { text } of screens)
      for (const line of text.split('\n')) if (/animation/i.test(line)) for (const word of line.split(/[^\w-]+/)) used.add(word);
    const wanted = Object.keys(keyframes).filter((name) => used.has(name));
    expect([...KEYFRAMES].sort()).toEqual(wanted.sort());
    const built = globalConfigs.flatMap((config) => Object.keys(config.theme?.keyframes ?? {}));
    expect(built.sort()).toEqual([...KEYFRAMES].sort());
  });
});
