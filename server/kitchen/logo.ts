// The kitchen logo (POST /chef/kitchen's optional `logo`): checked by the contract's rules (at most
// 5 MB -> 413, an image by its content -> 422), written under DATA_DIR/kitchen-logos/ with a new
// random name (so a new logo has a new URL and the old one may be cached for good), and served at
// /api/kitchen-logos/<name> to anyone who has the URL (customers see it too).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  englishMessage,
  LOGO_MAX_BYTES,
  LOGO_SIGNATURE_BYTES,
  logoMimeTypes,
  logoProblem,
  logoTypeOfContent,
  msg,
  type LogoType,
} from '../../src/contract/index.ts';
import { ApiError } from '../http/envelope.ts';
import { bytesUpTo, isChosenFile } from '../http/uploads.ts';

export const logoFolder = 'kitchen-logos';
/** The URL path the logos are served under (toKitchen's logo_url). */
export const logoUrlPrefix = '/api/kitchen-logos/';
/** A stored logo's name: what writeLogo makes, and all the route serves (no path ever). */
const logoName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

export interface CheckedLogo {
  type: LogoType;
  bytes: Uint8Array;
}

/** The body's logo, checked; null when none was chosen. Throws 413 or 422 with errors.logo. */
export async function checkLogo(body: Record<string, unknown>): Promise<CheckedLogo | null> {
  const file = body.logo;
  if (!isChosenFile(file)) return null;
  const bytes = await bytesUpTo(file, LOGO_MAX_BYTES);
  const problem = logoProblem({ size: file.size, head: bytes.subarray(0, LOGO_SIGNATURE_BYTES) });
  const type = logoTypeOfContent(bytes);
  if (problem || !type) {
    const message = englishMessage(msg(problem ?? 'logoType'));
    throw new ApiError(problem === 'logoTooLarge' ? 413 : 422, message, { logo: [message] });
  }
  return { type, bytes };
}

const logoPath = (dataDir: string, name: string) => path.join(dataDir, logoFolder, name);

/** Writes a logo under a new name and answers the name (kitchens.logo_path). */
export function writeLogo(dataDir: string, logo: CheckedLogo): string {
  fs.mkdirSync(path.join(dataDir, logoFolder), { recursive: true });
  const name = `${randomUUID()}.${logo.type}`;
  fs.writeFileSync(logoPath(dataDir, name), logo.bytes, { flag: 'wx' });
  return name;
}

export function removeLogo(dataDir: string, name: string | null): void {
  if (name && logoName.test(name)) fs.rmSync(logoPath(dataDir, name), { force: true });
}

/** The answer to GET /api/kitchen-logos/<name>: the image, or null when there is none by that name. */
export async function logoResponse(dataDir: string, name: string): Promise<Response | null> {
  const match = logoName.exec(name);
  if (!match) return null;
  const bytes = await fs.promises.readFile(logoPath(dataDir, name)).catch(() => null);
  if (!bytes) return null;
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': logoMimeTypes[match[1] as LogoType],
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
