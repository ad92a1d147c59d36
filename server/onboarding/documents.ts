// The two onboarding documents of POST /chef/documents: checked by the contract's rules (size, the
// name's extension, the content's first bytes), then written under DATA_DIR/documents/<chef id>/
// with a random name and the extension of the type the content shows.
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_SIGNATURE_BYTES,
  documentKinds,
  documentProblem,
  documentTypeOfContent,
  englishMessage,
  msg,
  requiredDocumentMessage,
  type DocumentKind,
  type DocumentType,
} from '../../src/contract/index.ts';
import { makeOwnerOnlyFolder, writeNewFile } from '../files.ts';
import { ApiError, type FieldErrors } from '../http/envelope.ts';
import { bytesUpTo, isChosenFile } from '../http/uploads.ts';
import type { NewDocument } from '../store/documents.ts';

export interface CheckedDocument {
  kind: DocumentKind;
  original_name: string;
  type: DocumentType;
  bytes: Uint8Array;
  sha256: string;
}

/** Reads and checks both files; throws 413 when one is over 5 MB, else 422, with errors[kind]. */
export async function checkDocuments(body: Record<string, unknown>): Promise<CheckedDocument[]> {
  const errors: FieldErrors = {};
  const checked: CheckedDocument[] = [];
  let tooLarge = false;
  for (const kind of documentKinds) {
    const file = body[kind];
    if (!isChosenFile(file)) {
      errors[kind] = [englishMessage(msg(requiredDocumentMessage[kind]))];
      continue;
    }
    const bytes = await bytesUpTo(file, DOCUMENT_MAX_BYTES);
    const problem = documentProblem({ name: file.name, size: file.size, head: bytes.subarray(0, DOCUMENT_SIGNATURE_BYTES) });
    const type = documentTypeOfContent(bytes);
    if (problem || !type) {
      tooLarge ||= problem === 'documentTooLarge';
      errors[kind] = [englishMessage(msg(problem ?? 'documentContent'))];
      continue;
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    checked.push({ kind, original_name: file.name.slice(0, 255), type, bytes, sha256 });
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new ApiError(tooLarge ? 413 : 422, first, errors);
  return checked;
}

/** The chef's document folder, relative to DATA_DIR (as stored in `documents.stored_path`). */
export const chefDocumentFolder = (chefId: number): string => path.join('documents', String(chefId));

/**
 * Writes the files (owner-only permissions) and returns their rows. `written` collects the absolute
 * paths as they are written, so a caller whose transaction fails can remove them again.
 */
export function writeDocuments(dataDir: string, chefId: number, documents: CheckedDocument[], uploadedAt: string, written: string[]): NewDocument[] {
  const folder = chefDocumentFolder(chefId);
  makeOwnerOnlyFolder(path.join(dataDir, 'documents'));
  makeOwnerOnlyFolder(path.join(dataDir, folder));
  return documents.map((document) => {
    const storedPath = path.join(folder, `${document.kind}-${randomUUID()}.${document.type}`);
    const absolute = path.join(dataDir, storedPath);
    writeNewFile(absolute, document.bytes);
    written.push(absolute);
    return {
      chef_id: chefId,
      kind: document.kind,
      original_name: document.original_name,
      stored_path: storedPath,
      type: document.type,
      size: document.bytes.byteLength,
      sha256: document.sha256,
      uploaded_at: uploadedAt,
    };
  });
}

export function removeFiles(paths: string[]): void {
  for (const file of paths) fs.rmSync(file, { force: true });
}
