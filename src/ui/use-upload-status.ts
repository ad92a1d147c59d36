// How an upload stands, for the screens (architecture rule 1: read from Dexie, so every tab sees
// the sender's progress): the outbox entry and the progress row the sender writes
// (src/sync/engine/upload-progress.ts), as "Sending photo, 40 %" or "Upload failed, trying again in 2 min".
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import { useOutboxEntries } from '@/db/outbox-entries';
import type { OutboxEntry } from '@/db/outbox-entry';
import { readUploadProgress, uploadStatus, UPLOAD_PROGRESS_KEY, type UploadStatus } from '@/sync/engine/upload-progress';
import { useNow } from './use-now';

/** How the uploads among the outbox entries `matches` chooses stand: the one in flight, else the
 * first that failed and waits; null when none of them is either. Worked out at each render (a
 * filter of the entries in memory). */
export function useUploadStatus(db: ChefDb | null, matches: ((entry: OutboxEntry) => boolean) | null): UploadStatus | null {
  // The entries from the page's one outbox read (src/db/outbox-entries.ts); the progress row on
  // its own (a read of one key, woken only when the sender writes it).
  const entries = useOutboxEntries(matches ? db : null);
  const row = useLiveQuery(async () => (db && matches ? ((await db.kv.get(UPLOAD_PROGRESS_KEY)) ?? null) : null), [db, matches === null]);
  return uploadStatusOf(entries, row, matches);
}

function uploadStatusOf(entries: readonly OutboxEntry[] | undefined, row: { value: unknown } | null | undefined, matches: ((entry: OutboxEntry) => boolean) | null): UploadStatus | null {
  if (!entries || row === undefined || !matches) return null;
  const progress = readUploadProgress(row?.value);
  const now = Date.now();
  const statuses = entries.filter(matches).flatMap((entry) => uploadStatus(entry, progress, now) ?? []);
  return statuses.find((status) => status.phase === 'sending') ?? statuses[0] ?? null;
}

/** One entry's upload (the form that saved it). */
export function useEntryUpload(db: ChefDb | null, entryId: string | null): UploadStatus | null {
  return useUploadStatus(db, entryId ? (entry) => entry.id === entryId : null);
}

/** The chef's line for an upload: "Sending photo, 40 %", "Upload failed, trying again in 2 min". */
export function useUploadLine(status: UploadStatus | null): string | null {
  const { t } = useTranslation('sync');
  const now = useNow(1000, status?.phase === 'retrying');
  if (!status) return null;
  if (status.phase === 'sending') return t(`upload.sending.${status.what}`, { percent: status.percent });
  const seconds = Math.max(1, Math.ceil((status.at - now) / 1000));
  const when = seconds < 60 ? t('upload.inSeconds', { count: seconds }) : t('upload.inMinutes', { count: Math.ceil(seconds / 60) });
  return t(`upload.failed.${status.what}`, { when });
}
