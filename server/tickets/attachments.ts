// Files attached to a ticket or a reply: checked by the contract's content check (at most 5 MB ->
// 413; PDF, JPG, PNG, DOC or DOCX by content -> 422), written under
// DATA_DIR/ticket-attachments/<chef id>/<uuid> and served ONLY to the chef who sent the ticket
// (another chef: 404), with the stored type, nosniff, and Content-Disposition: attachment for
// documents (a PDF is never rendered in the app's origin), inline for images.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentKindOfContent,
  attachmentMimeTypes,
  attachmentProblem,
  englishMessage,
  isImageAttachment,
  msg,
  type AttachmentMimeType,
} from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';
import { makeOwnerOnlyFolder, writeNewFile } from '../files.ts';
import { ApiError } from '../http/envelope.ts';
import { bytesUpTo, isChosenFile } from '../http/uploads.ts';
import { findAttachment, insertAttachment } from '../store/tickets.ts';

export const ticketAttachmentFolder = 'ticket-attachments';

export interface CheckedAttachment {
  name: string;
  type: AttachmentMimeType;
  bytes: Uint8Array;
}

/** A name safe in a header and on any disk: the last path part, no control characters or quotes. */
export function cleanFileName(name: string, type: AttachmentMimeType): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\p{Cf}"]/gu, '').trim().slice(0, 150);
  if (base !== '') return base;
  const extension = Object.entries(attachmentMimeTypes).find(([, mime]) => mime === type)?.[0] ?? 'bin';
  return `attachment.${extension}`;
}

/** The body's `attachment` file, checked; null when none was chosen. Throws 413 or 422. */
export async function checkAttachmentField(body: Record<string, unknown>): Promise<CheckedAttachment | null> {
  const file = body.attachment;
  if (!isChosenFile(file)) return null;
  const bytes = await bytesUpTo(file, ATTACHMENT_MAX_BYTES);
  const problem = file.size > ATTACHMENT_MAX_BYTES ? 'attachmentTooLarge' : attachmentProblem(bytes);
  const kind = attachmentKindOfContent(bytes);
  if (problem || !kind) {
    const message = englishMessage(msg(problem ?? 'attachmentType'));
    throw new ApiError(problem === 'attachmentTooLarge' ? 413 : 422, message, { attachment: [message] });
  }
  const type = attachmentMimeTypes[kind];
  return { name: cleanFileName(file.name, type), type, bytes };
}

/** A written file, not yet recorded: `record` stores its row (inside the change's transaction);
 * `discard` removes the file when the change failed or did not use it. */
export interface WrittenAttachment {
  record(db: Db, at: string): number;
  discard(): void;
}

export function writeAttachment(dataDir: string, chefId: number, attachment: CheckedAttachment): WrittenAttachment {
  const uuid = randomUUID();
  const storedPath = path.join(ticketAttachmentFolder, String(chefId), uuid);
  const file = path.join(dataDir, storedPath);
  makeOwnerOnlyFolder(path.join(dataDir, ticketAttachmentFolder));
  makeOwnerOnlyFolder(path.dirname(file));
  writeNewFile(file, attachment.bytes);
  return {
    record: (db, at) =>
      insertAttachment(db, { uuid, chef_id: chefId, name: attachment.name, type: attachment.type, size: attachment.bytes.byteLength, stored_path: storedPath, created_at: at }),
    discard: () => fs.rmSync(file, { force: true }),
  };
}

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
const disposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** The chef's own attachment `uuid`, or null (none, or another chef's). */
export async function respondAttachment(db: Db, dataDir: string, chefId: number, uuid: string): Promise<Response | null> {
  const row = findAttachment(db, uuid);
  if (!row || row.chef_id !== chefId) return null;
  const bytes = await fs.promises.readFile(path.join(dataDir, row.stored_path)).catch(() => null);
  if (!bytes) return null;
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': row.type,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': disposition(isImageAttachment(row.type) ? 'inline' : 'attachment', row.name),
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** Runs a change that may use `written`: the file goes again unless the change recorded it. */
export function withAttachment<T>(written: WrittenAttachment | null, work: (use: (db: Db, at: string) => number | null) => T): T {
  let used = false;
  try {
    const result = work((db, at) => {
      if (!written) return null;
      used = true;
      return written.record(db, at);
    });
    if (!used) written?.discard();
    return result;
  } catch (error) {
    written?.discard();
    throw error;
  }
}
