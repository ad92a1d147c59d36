// Files a chef attaches to a support ticket or a reply (spec section 5): PDF, JPG, PNG, DOC or
// DOCX, at most 5 MB, the type read from the CONTENT, never from the name. One check for the app's
// form (before the upload) and the reference server. Like image.ts, each type is a signature; DOC
// and DOCX look past the first bytes (an OLE2 file holding a WordDocument stream, a zip holding
// word/), so the check takes the whole file (5 MB at most).
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

export const attachmentMimeTypes = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type AttachmentKind = keyof typeof attachmentMimeTypes;
export type AttachmentMimeType = (typeof attachmentMimeTypes)[AttachmentKind];
export const attachmentMimeTypeList = Object.values(attachmentMimeTypes) as AttachmentMimeType[];

/** What a file input offers: the names and the types the check accepts. */
export const attachmentAccept = ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx', ...attachmentMimeTypeList].join(',');

/** Images are shown inline; documents are downloaded. */
export const isImageAttachment = (type: string): boolean => type === attachmentMimeTypes.jpg || type === attachmentMimeTypes.png;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);

/** Where `needle` occurs in `bytes` at or after `from`, or -1. */
function indexOf(bytes: Uint8Array, needle: readonly number[], from = 0): number {
  const first = needle[0] ?? 0;
  for (let i = bytes.indexOf(first, from); i !== -1 && i <= bytes.length - needle.length; i = bytes.indexOf(first, i + 1)) {
    if (startsWith(bytes, needle, i)) return i;
  }
  return -1;
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const utf16le = (text: string) => [...text].flatMap((c) => [c.charCodeAt(0), 0]);

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const WORD_STREAM = utf16le('WordDocument');
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL = [0x50, 0x4b, 0x01, 0x02];
const WORD_FOLDER = ascii('word/');

/** A zip entry (local header: name at 30, central directory: name at 46) named word/…. */
function zipHoldsWordFolder(bytes: Uint8Array): boolean {
  for (const [signature, nameAt] of [[ZIP_LOCAL, 30], [ZIP_CENTRAL, 46]] as const) {
    for (let at = indexOf(bytes, signature); at !== -1; at = indexOf(bytes, signature, at + 4)) {
      if (startsWith(bytes, WORD_FOLDER, at + nameAt)) return true;
    }
  }
  return false;
}

/** The kind a file's content shows, or null when it is none of PDF, JPG, PNG, DOC, DOCX. */
export function attachmentKindOfContent(bytes: Uint8Array): AttachmentKind | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, OLE2)) return indexOf(bytes, WORD_STREAM, 512) !== -1 ? 'doc' : null;
  if (startsWith(bytes, ZIP_LOCAL)) return zipHoldsWordFolder(bytes) ? 'docx' : null;
  return null;
}

export type AttachmentProblem = 'attachmentEmpty' | 'attachmentTooLarge' | 'attachmentType';

/** Why a file's bytes cannot be attached (a message key), or null when they can. */
export function attachmentProblem(bytes: Uint8Array): AttachmentProblem | null {
  if (bytes.length === 0) return 'attachmentEmpty';
  if (bytes.length > ATTACHMENT_MAX_BYTES) return 'attachmentTooLarge';
  return attachmentKindOfContent(bytes) ? null : 'attachmentType';
}

/** The check for a File or Blob in the app: its MIME type by content, or the problem's key. */
export async function checkAttachment(file: Blob): Promise<{ type: AttachmentMimeType } | { problem: AttachmentProblem }> {
  if (file.size === 0) return { problem: 'attachmentEmpty' };
  if (file.size > ATTACHMENT_MAX_BYTES) return { problem: 'attachmentTooLarge' };
  const kind = attachmentKindOfContent(new Uint8Array(await file.arrayBuffer()));
  return kind ? { type: attachmentMimeTypes[kind] } : { problem: 'attachmentType' };
}
