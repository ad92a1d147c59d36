// The onboarding documents (design/api.md): both files in one multipart POST, with progress.
import { userSchema, type DocumentKind, type User } from '@/contract';
import { upload } from './app-client';

export type ChosenDocument = Blob & { readonly name: string };

export type UploadDocumentsOptions = {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The same files sent again keep their key, so an answer lost on the way is not applied twice. */
  idempotencyKey?: string;
};

export function uploadDocuments(files: Record<DocumentKind, ChosenDocument>, options: UploadDocumentsOptions = {}): Promise<User> {
  const body = new FormData();
  for (const [kind, file] of Object.entries(files)) body.append(kind, file, file.name);
  return upload('chef/documents', { schema: userSchema, body, ...options });
}
