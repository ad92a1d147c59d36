// How far each upload in flight has got (a photo, an attachment, a logo), kept where every screen
// and every tab can read it (architecture rule 1): one kv row, `uploadProgress`, entry id ->
// fraction sent and when it was noted. The sender (the leader tab's outbox) writes it at most
// every PROGRESS_WRITE_MS, the last value always; each write drops what belongs to entries that
// have left the outbox, so the row never grows. A screen shows it only while the entry is claimed
// (being sent): after a failure the entry waits and the screen says when it is tried again
// (uploadStatus).
import type { ChefDb } from '@/db/chef-db';
import type { OutboxEntry, OutboxOperation } from '@/db/outbox-entry';
import { isUpload } from './transport';

export const UPLOAD_PROGRESS_KEY = 'uploadProgress';
export const PROGRESS_WRITE_MS = 500;

export type UploadProgress = Record<string, { fraction: number; at: number }>;

/** The row as stored (an empty record when there is none or it is not what we wrote). */
export function readUploadProgress(value: unknown): UploadProgress {
  return value && typeof value === 'object' ? (value as UploadProgress) : {};
}

/** The outbox's `onProgress`: writes the fractions it hears, throttled, into the kv row. */
export function uploadProgressRecorder(db: ChefDb, options: { intervalMs?: number; now?: () => number } = {}): (entry: OutboxEntry, fraction: number) => void {
  const intervalMs = options.intervalMs ?? PROGRESS_WRITE_MS;
  const now = options.now ?? Date.now;
  const heard = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastWrite = Number.NEGATIVE_INFINITY;

  const write = async () => {
    timer = null;
    lastWrite = now();
    const batch = [...heard];
    heard.clear();
    await db.transaction('rw', db.kv, db.outbox, async () => {
      const waiting = new Set((await db.outbox.orderBy('id').keys()).map(String));
      const before = readUploadProgress((await db.kv.get(UPLOAD_PROGRESS_KEY))?.value);
      const after: UploadProgress = {};
      for (const [id, progress] of Object.entries(before)) if (waiting.has(id)) after[id] = progress;
      for (const [id, fraction] of batch) if (waiting.has(id)) after[id] = { fraction, at: lastWrite };
      await db.kv.put({ key: UPLOAD_PROGRESS_KEY, value: after });
    });
  };

  return (entry, fraction) => {
    heard.set(entry.id, Math.min(1, Math.max(0, fraction)));
    if (timer) return;
    timer = setTimeout(() => {
      write().catch((error: unknown) => console.warn('Could not note how far an upload is', error));
    }, Math.min(intervalMs, Math.max(0, lastWrite + intervalMs - now()))); // a clock put back must not wait an hour
  };
}

export type UploadWhat = 'photo' | 'attachment' | 'logo';

/** Where an upload stands for the chef: being sent (how far), or failed and waiting for its next
 * try (when). Null for an entry that sends no file, or that simply waits its turn. */
export type UploadStatus = { what: UploadWhat; phase: 'sending'; percent: number } | { what: UploadWhat; phase: 'retrying'; at: number };

/** What file an operation sends, in the chef's words; null when it sends none. */
export function uploadWhat(operation: OutboxOperation): UploadWhat | null {
  if (!isUpload(operation)) return null;
  if (operation.kind === 'updateKitchen') return 'logo';
  if (operation.kind === 'createTicket' || operation.kind === 'replyToTicket') return 'attachment';
  return 'photo';
}

export function uploadStatus(entry: OutboxEntry | undefined, progress: UploadProgress, now: number): UploadStatus | null {
  const what = entry ? uploadWhat(entry.operation) : null;
  if (!entry || !what) return null;
  if (entry.claimedBy !== null && entry.claimedUntil > now) return { what, phase: 'sending', percent: Math.floor((progress[entry.id]?.fraction ?? 0) * 100) };
  if (entry.attempts > 0 && entry.nextAttemptAt > now) return { what, phase: 'retrying', at: entry.nextAttemptAt };
  return null;
}
