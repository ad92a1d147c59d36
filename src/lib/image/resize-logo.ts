// Makes a chosen photo into the kitchen's logo on the device: prepareImage (src/lib/image/
// prepare-image.ts) with the logo's long side, about 512 px, uncropped. Loaded only when a file is
// chosen (a dynamic import), so pica stays out of the route's chunk.
import { LOGO_LONG_SIDE } from './logo-size';
import { prepareImage, type ImageStep, type PreparedImage } from './prepare-image';

export type LogoStep = ImageStep;
export { imageSteps as logoSteps } from './prepare-image';
export type ResizedLogo = PreparedImage;

export const resizeLogo = (file: Blob & { name?: string }, onStep: (step: LogoStep) => void = () => undefined): Promise<ResizedLogo> =>
  prepareImage(file, { longSide: LOGO_LONG_SIDE, fallbackName: 'logo' }, onStep);
