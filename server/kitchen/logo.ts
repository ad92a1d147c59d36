// The kitchen logo (POST /chef/kitchen's optional `logo`): the shared image store
// (http/images.ts) under DATA_DIR/kitchen-logos/, served at /api/kitchen-logos/<name>.
import { englishMessage, msg } from '../../src/contract/index.ts';
import { imageStore, type CheckedImage } from '../http/images.ts';

export const logoFolder = 'kitchen-logos';
/** The URL path the logos are served under (toKitchen's logo_url). */
export const logoUrlPrefix = '/api/kitchen-logos/';

export type CheckedLogo = CheckedImage;

const logos = imageStore({
  folder: logoFolder,
  urlPrefix: logoUrlPrefix,
  field: 'logo',
  messages: { empty: englishMessage(msg('logoEmpty')), tooLarge: englishMessage(msg('logoTooLarge')), type: englishMessage(msg('logoType')) },
});

/** The body's logo, checked; null when none was chosen. Throws 413 or 422 with errors.logo. */
export const checkLogo = (body: Record<string, unknown>): Promise<CheckedLogo | null> => logos.check(body);
/** Writes a logo under a new name and answers the name (kitchens.logo_path). */
export const writeLogo = (dataDir: string, logo: CheckedLogo): string => logos.write(dataDir, logo);
export const removeLogo = (dataDir: string, name: string | null): void => logos.remove(dataDir, name);
/** The answer to GET /api/kitchen-logos/<name>: the image, or null when there is none by that name. */
export const logoResponse = (dataDir: string, name: string): Promise<Response | null> => logos.respond(dataDir, name);
