// Makes a chosen photo ready to send, on the device: decoded (turned upright by its EXIF
// orientation), optionally cropped to a ratio (the food card's 4:3) at a chosen position, resized
// to a long side (512 px for a logo, 1600 px for a food photo) with pica's quality filter, and
// compressed to WebP, or JPEG where the browser cannot encode WebP (Safari before 17). Loaded only
// when a file is chosen (a dynamic import), so pica stays out of the route's chunk.
//
// pica runs in plain JS here: the page's CSP allows workers from this origin only (worker-src
// 'self', no blob: workers) and no WebAssembly compilation ('wasm-unsafe-eval'). Its filter
// (mks2013 with sharpening) keeps thin lines and text crisp where the canvas' own downscale
// (drawImage, bilinear) blurs them.
import pica from 'pica';
import { cropBox, fitSize, imageFileName, type Size } from './image-size';

export type ImageStep = 'decoding' | 'resizing' | 'compressing';
export const imageSteps: readonly ImageStep[] = ['decoding', 'resizing', 'compressing'];

export type PreparedImage = {
  blob: Blob;
  name: string;
  type: 'image/webp' | 'image/jpeg';
  original: Size;
  size: Size;
};

export type PrepareOptions = {
  longSide: number;
  /** width / height to crop to; none keeps the whole image. */
  ratio?: number;
  /** Where the crop sits along the side that is too long, 0 (start) to 1 (end). */
  position?: number;
  /** The name when the original has none. */
  fallbackName: string;
  quality?: number;
};

let resizer: ReturnType<typeof pica> | null = null;
const picaResizer = () => (resizer ??= pica({ features: ['js'] }));

function canvasOf(size: Size): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  return canvas;
}

const encode = (canvas: HTMLCanvasElement, type: string, quality: number) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** JPEG has no transparency: a transparent image goes on white, as it shows on the app's cards. */
function onWhite(canvas: HTMLCanvasElement): HTMLCanvasElement {
  const flat = canvasOf(canvas);
  const context = flat.getContext('2d');
  if (!context) return canvas;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, flat.width, flat.height);
  context.drawImage(canvas, 0, 0);
  return flat;
}

/** The part of the bitmap the crop keeps, as its own canvas (the bitmap itself when uncropped). */
function cropped(bitmap: ImageBitmap, options: PrepareOptions): ImageBitmap | HTMLCanvasElement {
  if (options.ratio === undefined) return bitmap;
  const box = cropBox({ width: bitmap.width, height: bitmap.height }, options.ratio, options.position);
  if (box.width === bitmap.width && box.height === bitmap.height) return bitmap;
  const canvas = canvasOf(box);
  canvas.getContext('2d')?.drawImage(bitmap, box.x, box.y, box.width, box.height, 0, 0, box.width, box.height);
  return canvas;
}

/** Crops, resizes and compresses `file`; `onStep` hears each step as it starts. */
export async function prepareImage(file: Blob & { name?: string }, options: PrepareOptions, onStep: (step: ImageStep) => void = () => undefined): Promise<PreparedImage> {
  const quality = options.quality ?? 0.85;
  onStep('decoding');
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const original = { width: bitmap.width, height: bitmap.height };
    const source = cropped(bitmap, options);
    const size = fitSize({ width: source.width, height: source.height }, options.longSide);
    onStep('resizing');
    const canvas = await picaResizer().resize(source, canvasOf(size), { filter: 'mks2013' });
    onStep('compressing');
    const webp = await encode(canvas, 'image/webp', quality);
    if (webp?.type === 'image/webp') return { blob: webp, type: 'image/webp', name: imageFileName(file.name ?? '', 'image/webp', options.fallbackName), original, size };
    const jpeg = await encode(onWhite(canvas), 'image/jpeg', quality);
    if (!jpeg) throw new Error('This browser could not compress the image.');
    return { blob: jpeg, type: 'image/jpeg', name: imageFileName(file.name ?? '', 'image/jpeg', options.fallbackName), original, size };
  } finally {
    bitmap.close();
  }
}
