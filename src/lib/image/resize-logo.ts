// Makes a chosen photo into the kitchen's logo on the device: decoded (turned upright by its EXIF
// orientation), resized to about 512 px on the long side with pica's quality filter, and compressed
// to WebP, or JPEG where the browser cannot encode WebP (Safari before 17). Loaded only when a
// file is chosen (a dynamic import), so pica stays out of the route's chunk.
//
// pica runs in plain JS here: the page's CSP allows workers from this origin only (worker-src
// 'self', no blob: workers) and no WebAssembly compilation ('wasm-unsafe-eval'), and a 512 px logo
// takes well under a second on the main thread. Its filter (mks2013 with sharpening) keeps thin
// lines and text of a logo crisp where the canvas' own downscale (drawImage, bilinear) blurs them.
import pica from 'pica';
import { logoFileName, logoSize, type Size } from './logo-size';

export type LogoStep = 'decoding' | 'resizing' | 'compressing';
export const logoSteps: readonly LogoStep[] = ['decoding', 'resizing', 'compressing'];

export type ResizedLogo = {
  blob: Blob;
  name: string;
  type: 'image/webp' | 'image/jpeg';
  original: Size;
  size: Size;
};

const WEBP_QUALITY = 0.85;
const JPEG_QUALITY = 0.85;

let resizer: ReturnType<typeof pica> | null = null;
const picaResizer = () => (resizer ??= pica({ features: ['js'] }));

function canvasOf(size: Size): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  return canvas;
}

const encode = (canvas: HTMLCanvasElement, type: string, quality: number) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));

/** JPEG has no transparency: a transparent logo goes on white, as it shows on the app's cards. */
function onWhite(canvas: HTMLCanvasElement): HTMLCanvasElement {
  const flat = canvasOf(canvas);
  const context = flat.getContext('2d');
  if (!context) return canvas;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, flat.width, flat.height);
  context.drawImage(canvas, 0, 0);
  return flat;
}

/** Resizes and compresses `file`; `onStep` hears each step as it starts. */
export async function resizeLogo(file: Blob & { name?: string }, onStep: (step: LogoStep) => void = () => undefined): Promise<ResizedLogo> {
  onStep('decoding');
  const bitmap = await createImageBitmap(file, {
    imageOrientation: 'from-image',
  });
  try {
    const original = { width: bitmap.width, height: bitmap.height };
    const size = logoSize(original);
    onStep('resizing');
    const canvas = await picaResizer().resize(bitmap, canvasOf(size), {
      filter: 'mks2013',
    });
    onStep('compressing');
    const webp = await encode(canvas, 'image/webp', WEBP_QUALITY);
    if (webp?.type === 'image/webp')
      return {
        blob: webp,
        type: 'image/webp',
        name: logoFileName(file.name ?? '', 'image/webp'),
        original,
        size,
      };
    const jpeg = await encode(onWhite(canvas), 'image/jpeg', JPEG_QUALITY);
    if (!jpeg) throw new Error('This browser could not compress the image.');
    return {
      blob: jpeg,
      type: 'image/jpeg',
      name: logoFileName(file.name ?? '', 'image/jpeg'),
      original,
      size,
    };
  } finally {
    bitmap.close();
  }
}
