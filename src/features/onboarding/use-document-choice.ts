// The documents the chef has chosen, restored from the draft when the screen opens and saved back
// whenever they change (files included), each checked on the device as soon as it is chosen.
// Errors are contract keys (`validation:documentType`) or the server's own text.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { documentKinds, type DocumentKind } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { saveDraft } from '@/db/drafts';
import { checkDocument, restoreDocumentsDraft, storedDocumentsDraft, type DocumentFile, type DocumentsDraft, type UploadAttempt } from './document-files';
import { useInitialDraft } from './queries';

export type DocumentErrors = Partial<Record<DocumentKind, string>>;

const problemMessage = async (file: DocumentFile) => {
  const problem = await checkDocument(file);
  return problem ? `validation:${problem}` : undefined;
};

export function useDocumentChoice(db: ChefDb | null) {
  const stored = useInitialDraft(db, 'documents');
  const restored = useMemo(() => (stored.loaded ? restoreDocumentsDraft(stored.values) : null), [stored.loaded, stored.values]);
  const [changed, setDraft] = useState<DocumentsDraft | null>(null);
  const draft = changed ?? restored;
  const [errors, setErrors] = useState<DocumentErrors>({});
  const checking = useRef<Partial<Record<DocumentKind, DocumentFile>>>({});

  const check = useCallback(async (kind: DocumentKind, file: DocumentFile) => {
    checking.current[kind] = file;
    const message = await problemMessage(file).catch(() => 'validation:documentContent');
    // A newer choice for this document may have arrived while the file was being read.
    if (checking.current[kind] === file) setErrors((current) => ({ ...current, [kind]: message }));
  }, []);

  // The files of the draft are checked again (the rules may have changed since they were chosen).
  useEffect(() => {
    for (const kind of documentKinds) {
      const file = restored?.files[kind];
      if (file) void check(kind, file);
    }
  }, [restored, check]);

  const keep = useCallback(
    (next: DocumentsDraft) => {
      setDraft(next);
      if (db) void saveDraft(db, 'documents', storedDocumentsDraft(next)).catch((error: unknown) => console.error('Saving the documents draft failed', error));
    },
    [db],
  );

  const files = draft?.files ?? {};
  return {
    ready: draft !== null,
    files,
    errors,
    attempt: draft?.attempt ?? null,
    choose: (kind: DocumentKind, file: DocumentFile) => {
      keep({ files: { ...files, [kind]: file }, attempt: draft?.attempt ?? null });
      setErrors((current) => ({ ...current, [kind]: undefined }));
      void check(kind, file);
    },
    remove: (kind: DocumentKind) => {
      const rest = { ...files };
      delete rest[kind];
      delete checking.current[kind];
      keep({ files: rest, attempt: draft?.attempt ?? null });
      setErrors((current) => ({ ...current, [kind]: undefined }));
    },
    rememberAttempt: (attempt: UploadAttempt) => keep({ files, attempt }),
    showErrors: (shown: DocumentErrors) => setErrors((current) => ({ ...current, ...shown })),
  };
}
