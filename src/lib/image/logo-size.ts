// The size a logo is resized to on the device: about 512 px on its long side, the proportions
// kept, never enlarged (a small logo keeps its pixels), at least 1 px each way.
export const LOGO_LONG_SIDE = 512;

export type Size = { width: number; height: number };

export function logoSize(original: Size, longSide = LOGO_LONG_SIDE): Size {
  const longest = Math.max(original.width, original.height);
  if (longest <= longSide)
    return {
      width: Math.max(1, original.width),
      height: Math.max(1, original.height),
    };
  const scale = longSide / longest;
  return {
    width: Math.max(1, Math.round(original.width * scale)),
    height: Math.max(1, Math.round(original.height * scale)),
  };
}

/** The file name of the resized logo: the original's name with the new type's extension. */
export function logoFileName(originalName: string, type: 'image/webp' | 'image/jpeg'): string {
  const base =
    originalName
      .replace(/\.[^./\\]*$/, '')
      .replace(/[^\p{L}\p{N}._ -]+/gu, '')
      .trim() || 'logo';
  return `${base}.${type === 'image/webp' ? 'webp' : 'jpg'}`;
}
