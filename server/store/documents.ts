// Stored onboarding documents (migration 3): one row per uploaded file; the bytes live on disk
// under DATA_DIR/documents/<chef id>/ and `stored_path` is relative to DATA_DIR.
import type { DocumentKind, DocumentType } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';

export interface DocumentRow {
  id: number;
  chef_id: number;
  kind: DocumentKind;
  original_name: string;
  stored_path: string;
  type: DocumentType;
  size: number;
  sha256: string;
  uploaded_at: string;
}

export type NewDocument = Omit<DocumentRow, 'id'>;

export function insertDocument(db: Db, document: NewDocument): number {
  const info = db
    .prepare(
      `INSERT INTO documents (chef_id, kind, original_name, stored_path, type, size, sha256, uploaded_at)
       VALUES (@chef_id, @kind, @original_name, @stored_path, @type, @size, @sha256, @uploaded_at)`,
    )
    .run(document);
  return Number(info.lastInsertRowid);
}

/** Every document the chef uploaded, oldest first (a later upload of a kind supersedes an earlier one). */
export function listDocuments(db: Db, chefId: number): DocumentRow[] {
  return db.prepare('SELECT * FROM documents WHERE chef_id = ? ORDER BY id').all(chefId) as DocumentRow[];
}
