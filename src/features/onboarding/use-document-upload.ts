// Sending the two documents (online only, with progress). The files are checked again, then sent
// with the key of the last attempt when they are the same files (a retry after a lost answer is
// then recognised by the server), else a new key. On success the draft goes and the server's
// account is stored, which moves the chef on; on failure the files stay chosen for "Try again".
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentKinds, requiredDocumentMessage, type DocumentKind } from '@/contract';
import { uploadDocuments } from '@/api/documents';
import { describeError, isApiError } from '@/api/errors';
import type { ChefDb } from '@/db/chef-db';
import { clearDraft } from '@/db/drafts';
import { acceptServerProfile } from '@/sync/engine/chef-sync';
import { notify } from '@/ui/toaster';
import { bothChosen, checkDocument, uploadAttemptFor } from './document-files';
import type { DocumentErrors, useDocumentChoice } from './use-document-choice';

export type UploadState = { phase: 'idle' } | { phase: 'sending'; percent: number } | { phase: 'failed'; detail: string };

type Choice = ReturnType<typeof useDocumentChoice>;

/** What stops the upload before it starts: a missing file, or one the device check refuses. */
async function problemsOf(choice: Choice): Promise<DocumentErrors> {
  const problems: DocumentErrors = {};
  for (const kind of documentKinds) {
    const file = choice.files[kind];
    const problem = file ? await checkDocument(file) : null;
    if (!file) problems[kind] = `validation:${requiredDocumentMessage[kind]}`;
    else if (problem) problems[kind] = `validation:${problem}`;
  }
  return problems;
}

export function useDocumentUpload(db: ChefDb | null, choice: Choice) {
  const { t } = useTranslation('onboarding');
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  async function send(): Promise<void> {
    if (running.current) return;
    const problems = await problemsOf(choice);
    const files = choice.files;
    if (Object.keys(problems).length > 0 || !bothChosen(files)) {
      choice.showErrors(problems);
      return;
    }
    const attempt = uploadAttemptFor(files, choice.attempt, () => crypto.randomUUID());
    choice.rememberAttempt(attempt);
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: 'sending', percent: 0 });
    try {
      const user = await uploadDocuments(files, {
        idempotencyKey: attempt.key,
        signal: controller.signal,
        onProgress: (fraction) => setState({ phase: 'sending', percent: Math.min(100, Math.round(fraction * 100)) }),
      });
      if (db) await clearDraft(db, 'documents');
      notify.success(t('documents.uploaded'));
      await acceptServerProfile(user);
      setState({ phase: 'idle' });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (isApiError(error)) {
        const perKind: DocumentErrors = {};
        for (const kind of documentKinds as readonly DocumentKind[]) perKind[kind] = error.errors[kind]?.[0];
        choice.showErrors(perKind);
      }
      const detail = describeError(error);
      notify.error(detail);
      setState({ phase: 'failed', detail });
    } finally {
      if (running.current === controller) running.current = null;
    }
  }

  return { state, send };
}
