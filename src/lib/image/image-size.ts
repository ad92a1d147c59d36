// Sizes for images prepared on the device (the kitchen logo, food photos): the long side brought
// down to a limit with the proportions kept (never enlarged, at least 1 px), the part of a photo
// kept by a crop to a fixed ratio (the food card's 4:3), and the prepared file's name.
export type Size = { width: number; height: number };
/** Where the crop frame sits along the side that is too long: 0 = start (left/top), 1 = end. */
export type CropBox = { x: number; y: number; width: number; height: number };

export function fitSize(original: Size, longSide: number): Size {
  const longest = Math.max(original.width, original.height);
  if (longest <= longSide) return { width: Math.max(1, original.width), height: Math.max(1, original.height) };
  const scale = longSide / longest;
  return { width: Math.max(1, Math.round(original.width * scale)), height: Math.max(1, Math.round(original.height * scale)) };
}

/** The largest part of `original` with the ratio `ratio` (width / height), placed at `position`
 * (0..1) along the side that is too long; the whole image when it already has the ratio. */
export function cropBox(original: Size, ratio: number, position = 0.5): CropBox {
  const at = Math.min(1, Math.max(0, Number.isFinite(position) ? position : 0.5));
  const { width, height } = original;
  if (width / height > ratio) {
    const kept = Math.max(1, Math.min(width, Math.round(height * ratio)));
    return { x: Math.round((width - kept) * at), y: 0, width: kept, height };
  }
  const kept = Math.max(1, Math.min(height, Math.round(width / ratio)));
  return { x: 0, y: Math.round((height - kept) * at), width, height: kept };
}

/** Which way the crop frame can move: along the width, the height, or not at all. */
export function cropAxis(original: Size, ratio: number): 'horizontal' | 'vertical' | 'none' {
  const box = cropBox(original, ratio);
  if (box.width < original.width) return 'horizontal';
  if (box.height < original.height) return 'vertical';
  return 'none';
}

/** The prepared file's name: the original's name with the new type's extension. */
export function imageFileName(originalName: string, type: 'image/webp' | 'image/jpeg', fallback = 'image'): string {
  const base =
    originalName
      .replace(/\.[^./\\]*$/, '')
      .replace(/[^\p{L}\p{N}._ -]+/gu, '')
      .trim() || fallback;
  return `${base}.${type === 'image/webp' ? 'webp' : 'jpg'}`;
}
