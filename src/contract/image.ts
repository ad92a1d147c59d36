// Images the chef uploads (the kitchen logo, food photos): JPG, PNG or WebP by their content, at
// most 5 MB. One check for the app's form (before the upload) and the reference server.
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export type ImageType = 'jpg' | 'png' | 'webp';
export const imageMimeTypes: Record<ImageType, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
/** Bytes of a file's start that `imageTypeOfContent` needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

/** The image type a file's first bytes show, or null when it is not a JPG, PNG or WebP. */
export function imageTypeOfContent(head: Uint8Array): ImageType | null {
  const at = (offset: number, bytes: number[]) => bytes.every((byte, i) => head[offset + i] === byte);
  if (at(0, [0xff, 0xd8, 0xff])) return 'jpg';
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return null;
}

export type ImageProblem = 'empty' | 'tooLarge' | 'type';

/** Why an image cannot be sent, or null when it can: empty, too large, or not an image by content. */
export function imageProblem(file: { size: number; head: Uint8Array }): ImageProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > IMAGE_MAX_BYTES) return 'tooLarge';
  if (!imageTypeOfContent(file.head)) return 'type';
  return null;
}
