// Choosing a logo from the device: the ORIGINAL file is checked first (empty, over 5 MB, or not a
// JPG, PNG or WebP by its content: refused with the contract's message), then made into a logo on
// the device (src/lib/image, loaded only now). Each step is reported, so the progress bar shows
// where the work is; the previous choice stays until a new one is ready.
import { useCallback, useRef, useState } from 'react';
import { LOGO_SIGNATURE_BYTES, logoProblem, type LogoProblem } from '@/contract';
import type { LogoStep } from '@/lib/image/resize-logo';
import type { ChosenLogo } from './kitchen-draft';

export type LogoWork = { state: 'idle' } | { state: 'working'; step: 'checking' | LogoStep } | { state: 'refused'; problem: LogoProblem | 'unreadable' };

/** How far the preparation is, in percent, at the start of each step. */
export const stepProgress: Record<'checking' | LogoStep, number> = {
  checking: 5,
  decoding: 15,
  resizing: 40,
  compressing: 80,
};

export function useLogoChoice(onChosen: (logo: ChosenLogo) => void): {
  work: LogoWork;
  choose: (file: File) => Promise<void>;
} {
  const [work, setWork] = useState<LogoWork>({ state: 'idle' });
  const latest = useRef(0);

  const choose = useCallback(
    async (file: File) => {
      const attempt = ++latest.current;
      const still = () => attempt === latest.current;
      setWork({ state: 'working', step: 'checking' });
      try {
        const head = new Uint8Array(await file.slice(0, LOGO_SIGNATURE_BYTES).arrayBuffer());
        const problem = logoProblem({ size: file.size, head });
        if (problem) {
          if (still()) setWork({ state: 'refused', problem });
          return;
        }
        const { resizeLogo } = await import('@/lib/image/resize-logo');
        const resized = await resizeLogo(file, (step) => still() && setWork({ state: 'working', step }));
        if (!still()) return;
        onChosen({
          blob: resized.blob,
          name: resized.name,
          originalBytes: file.size,
          width: resized.size.width,
          height: resized.size.height,
        });
        setWork({ state: 'idle' });
      } catch (error) {
        console.error('Preparing the logo failed', error);
        if (still()) setWork({ state: 'refused', problem: 'unreadable' });
      }
    },
    [onChosen],
  );

  return { work, choose };
}
