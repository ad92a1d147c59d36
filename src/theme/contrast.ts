// WCAG 2 relative luminance and contrast ratio of hex colours, and the one rule every colour of the
// theme is picked by (firstReadable): text reaches AA (4.5:1) and focus rings and the edges of
// controls reach 3:1 (WCAG 2.2 1.4.3 and 1.4.11) on every background they are drawn on.

/** '#rgb' or '#rrggbb' (any case) -> [r, g, b] in 0..255, or null when it is not a hex colour. */
export function parseHex(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

/** [r, g, b] in 0..255 (rounded, clamped) -> '#rrggbb'. */
export function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** The theme compares the same few hundred colours thousands of times while it loads (status-colours.ts):
 * each luminance is computed once. */
const luminances = new Map<string, number>();

export function luminance(hex: string): number {
  const known = luminances.get(hex);
  if (known !== undefined) return known;
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
  const [r, g, b] = rgb.map(channel) as [number, number, number];
  const value = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  luminances.set(hex, value);
  return value;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal-size text. */
export const AA = 4.5;
/** WCAG 1.4.11: focus rings and the edges a control is recognised by. */
export const NON_TEXT = 3;

/** The text colour (of the two given) that reads best on `background`. */
export function bestText(background: string, light: string, dark: string): string {
  return contrastRatio(background, light) >= contrastRatio(background, dark) ? light : dark;
}

/** The first of `candidates` (hex colours, closest to the intended look first) that reaches
 * `ratio` against every one of `backgrounds`; the last candidate when none does. */
export function firstReadable(candidates: readonly string[], backgrounds: readonly string[], ratio: number): string {
  const found = candidates.find((colour) => backgrounds.every((ground) => contrastRatio(colour, ground) >= ratio));
  return found ?? candidates[candidates.length - 1]!;
}

/** color-mix(in srgb, a percent%, b) for opaque hex colours, as the browser computes it. */
export function mixSrgb(a: string, percent: number, b: string): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  if (!x || !y) throw new Error(`Not hex colours: ${a}, ${b}`);
  return toHex(x.map((c, i) => (c * percent + y[i]! * (100 - percent)) / 100));
}
