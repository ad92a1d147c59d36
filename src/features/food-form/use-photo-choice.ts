// Choosing the food's photo from the device: the ORIGINAL file is checked first (empty, over 5 MB,
// or not a JPG, PNG or WebP by its content: refused with the contract's message), then prepared on
// the device (src/lib/image, loaded only now): cropped to the card's 4:3 at the chosen position,
// 1600 px on the long side, WebP or JPEG. The original stays in memory while the screen is open, so
// moving the crop (start, middle, end) prepares it again. Each step is reported for the progress bar.
import { useCallback, useRef, useState } from 'react';
import { foodImageProblem, IMAGE_SIGNATURE_BYTES, type FoodImageProblem } from '@/contract';
import type { ImageStep } from '@/lib/image/prepare-image';
import type { Size } from '@/lib/image/image-size';
import type { ChosenPhoto } from './food-draft';

export const PHOTO_LONG_SIDE = 1600;
export const CARD_RATIO = 4 / 3;
export type CropPosition = 0 | 0.5 | 1;

export type PhotoWork = { state: 'idle' } | { state: 'working'; step: 'checking' | ImageStep } | { state: 'refused'; problem: FoodImageProblem | 'unreadable' };

export const stepProgress: Record<'checking' | ImageStep, number> = { checking: 5, decoding: 15, resizing: 40, compressing: 80 };

export function usePhotoChoice(onChosen: (photo: ChosenPhoto) => void) {
  const [work, setWork] = useState<PhotoWork>({ state: 'idle' });
  const [original, setOriginal] = useState<{ file: File; size: Size } | null>(null);
  const [position, setPosition] = useState<CropPosition>(0.5);
  const latest = useRef(0);

  const prepare = useCallback(
    async (file: File, at: CropPosition) => {
      const attempt = ++latest.current;
      const still = () => attempt === latest.current;
      setWork({ state: 'working', step: 'checking' });
      try {
        const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
        const problem = foodImageProblem({ size: file.size, head }, true);
        if (problem) {
          if (still()) setWork({ state: 'refused', problem });
          return;
        }
        const { prepareImage } = await import('@/lib/image/prepare-image');
        const prepared = await prepareImage(file, { longSide: PHOTO_LONG_SIDE, ratio: CARD_RATIO, position: at, fallbackName: 'photo' }, (step) => still() && setWork({ state: 'working', step }));
        if (!still()) return;
        setOriginal({ file, size: prepared.original });
        setPosition(at);
        onChosen({ blob: prepared.blob, name: prepared.name, originalBytes: file.size, width: prepared.size.width, height: prepared.size.height });
        setWork({ state: 'idle' });
      } catch (error) {
        console.error('Preparing the photo failed', error);
        if (still()) setWork({ state: 'refused', problem: 'unreadable' });
      }
    },
    [onChosen],
  );

  const choose = useCallback((file: File) => prepare(file, 0.5), [prepare]);
  const move = useCallback((at: CropPosition) => (original ? prepare(original.file, at) : Promise.resolve()), [prepare, original]);
  const forget = useCallback(() => {
    latest.current++;
    setOriginal(null);
    setWork({ state: 'idle' });
  }, []);

  return { work, original: original?.size ?? null, position, choose, move, forget };
}
