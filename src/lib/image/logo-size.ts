// The size a logo is resized to on the device: about 512 px on its long side, the proportions
// kept, never enlarged (a small logo keeps its pixels), at least 1 px each way.
import { fitSize, imageFileName, type Size } from './image-size';

export const LOGO_LONG_SIDE = 512;
export type { Size } from './image-size';

export const logoSize = (original: Size, longSide = LOGO_LONG_SIDE): Size => fitSize(original, longSide);

/** The file name of the resized logo: the original's name with the new type's extension. */
export const logoFileName = (originalName: string, type: 'image/webp' | 'image/jpeg'): string => imageFileName(originalName, type, 'logo');
