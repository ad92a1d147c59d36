// Images uploaded by chefs (kitchen logos, food photos): checked by the contract's shared image
// rules (at most 5 MB -> 413, JPG/PNG/WebP by content -> 422), written under DATA_DIR/<folder>/
// with a new random name (a new image has a new URL, so every one may be cached for a year) and
// served to anyone who has the URL (customers see them too). Only names of that exact form are
// served, so no path can leave the folder.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_MAX_BYTES, IMAGE_SIGNATURE_BYTES, imageMimeTypes, imageProblem, imageTypeOfContent, type ImageProblem, type ImageType } from '../../src/contract/index.ts';
import { makeOwnerOnlyFolder, writeNewFile } from '../files.ts';
import { ApiError } from './envelope.ts';
import { bytesUpTo, isChosenFile } from './uploads.ts';

export interface CheckedImage {
  type: ImageType;
  bytes: Uint8Array;
}

const imageName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

export interface ImageStore {
  folder: string;
  /** The URL an image name is served at. */
  url(name: string): string;
  /** The body's file `field`, checked; null when none was chosen. Throws 413 or 422 on `field`. */
  check(body: Record<string, unknown>): Promise<CheckedImage | null>;
  /** Writes an image under a new name and answers the name. */
  write(dataDir: string, image: CheckedImage): string;
  remove(dataDir: string, name: string | null): void;
  /** The image of that name with its type and a year's cache, or null when there is none. */
  respond(dataDir: string, name: string): Promise<Response | null>;
}

export function imageStore(options: { folder: string; urlPrefix: string; field: string; messages: Record<ImageProblem, string> }): ImageStore {
  const fileOf = (dataDir: string, name: string) => path.join(dataDir, options.folder, name);
  return {
    folder: options.folder,
    url: (name) => `${options.urlPrefix}${name}`,
    async check(body) {
      const file = body[options.field];
      if (!isChosenFile(file)) return null;
      const bytes = await bytesUpTo(file, IMAGE_MAX_BYTES);
      const problem = imageProblem({ size: file.size, head: bytes.subarray(0, IMAGE_SIGNATURE_BYTES) });
      const type = imageTypeOfContent(bytes);
      if (problem || !type) {
        const message = options.messages[problem ?? 'type'];
        throw new ApiError(problem === 'tooLarge' ? 413 : 422, message, { [options.field]: [message] });
      }
      return { type, bytes };
    },
    write(dataDir, image) {
      makeOwnerOnlyFolder(path.join(dataDir, options.folder));
      const name = `${randomUUID()}.${image.type}`;
      writeNewFile(fileOf(dataDir, name), image.bytes);
      return name;
    },
    remove(dataDir, name) {
      if (name && imageName.test(name)) fs.rmSync(fileOf(dataDir, name), { force: true });
    },
    async respond(dataDir, name) {
      const match = imageName.exec(name);
      if (!match) return null;
      const bytes = await fs.promises.readFile(fileOf(dataDir, name)).catch(() => null);
      if (!bytes) return null;
      return new Response(new Uint8Array(bytes), {
        headers: {
          'Content-Type': imageMimeTypes[match[1] as ImageType],
          'Content-Length': String(bytes.byteLength),
          'Cache-Control': 'public, max-age=31536000, immutable',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  };
}
