// The two documents the chef chooses: each is checked on the device at once (size, name, first
// bytes, the same rules as the server), kept as a draft (IndexedDB stores the files themselves) and
// sent with an idempotency key that changes only when the files change, so a retry after a lost
// answer is recognised by the server instead of being applied twice.
import { DOCUMENT_SIGNATURE_BYTES, documentKinds, documentProblem, type DocumentKind, type DocumentProblem } from '@/contract';

/** A file as the upload needs it: its bytes and its name (a File, or a Blob restored with one). */
export type DocumentFile = Blob & { readonly name: string; readonly lastModified?: number };
export type ChosenDocuments = Partial<Record<DocumentKind, DocumentFile>>;

/** The last upload tried: which files (by fingerprint) under which key. */
export type UploadAttempt = { key: string; fingerprint: string };
export type DocumentsDraft = { files: ChosenDocuments; attempt: UploadAttempt | null };

export async function checkDocument(file: DocumentFile): Promise<DocumentProblem | null> {
  const head = new Uint8Array(await file.slice(0, DOCUMENT_SIGNATURE_BYTES).arrayBuffer());
  return documentProblem({ name: file.name, size: file.size, head });
}

const fileFingerprint = (file: DocumentFile | undefined) =>
  file ? [file.name, file.size, file.type, file.lastModified ?? 0].join('|') : '-';

/** Which files these are: name, size, type and date, per kind (a restored draft keeps all four). */
export const fingerprintOf = (files: ChosenDocuments): string => documentKinds.map((kind) => fileFingerprint(files[kind])).join('\n');

/** The key for sending these files: the last attempt's when they are the same files, else a new one. */
export function uploadAttemptFor(files: ChosenDocuments, last: UploadAttempt | null, newKey: () => string): UploadAttempt {
  const fingerprint = fingerprintOf(files);
  return last && last.fingerprint === fingerprint ? last : { key: newKey(), fingerprint };
}

/** Both documents chosen: the upload can go. */
export const bothChosen = (files: ChosenDocuments): files is Record<DocumentKind, DocumentFile> =>
  documentKinds.every((kind) => files[kind] !== undefined);

/** A file as the draft stores it: the bytes with the name and date beside them, since not every
 * IndexedDB keeps a File's name (a plain Blob comes back in some). */
type StoredFile = { blob: Blob; name: string; lastModified: number };

const toStoredFile = (file: DocumentFile): StoredFile => ({ blob: file, name: file.name, lastModified: file.lastModified ?? 0 });

/** What saveDraft('documents', ...) gets. */
export function storedDocumentsDraft(draft: DocumentsDraft): unknown {
  const files: Partial<Record<DocumentKind, StoredFile>> = {};
  for (const kind of documentKinds) {
    const file = draft.files[kind];
    if (file) files[kind] = toStoredFile(file);
  }
  return { files, attempt: draft.attempt };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function restoreFile(stored: unknown): DocumentFile | null {
  if (!isRecord(stored) || !(stored.blob instanceof Blob) || typeof stored.name !== 'string') return null;
  const lastModified = typeof stored.lastModified === 'number' ? stored.lastModified : 0;
  return new File([stored.blob], stored.name, { type: stored.blob.type, lastModified });
}

/** A stored draft read back (untrusted data): only real files and a well-formed attempt are taken. */
export function restoreDocumentsDraft(stored: unknown): DocumentsDraft {
  const draft: DocumentsDraft = { files: {}, attempt: null };
  if (!isRecord(stored)) return draft;
  const files = isRecord(stored.files) ? stored.files : {};
  for (const kind of documentKinds) {
    const file = restoreFile(files[kind]);
    if (file) draft.files[kind] = file;
  }
  const attempt = stored.attempt;
  if (isRecord(attempt) && typeof attempt.key === 'string' && typeof attempt.fingerprint === 'string') {
    draft.attempt = { key: attempt.key, fingerprint: attempt.fingerprint };
  }
  return draft;
}
