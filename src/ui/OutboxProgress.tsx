// How far a saved change is on its way to the server: kept on this device and waiting to send
// (offline, or waiting for a retry), being sent (an engine holds the entry's claim), or done (the
// server has it). A screen passes what the outbox says (useEntrySending) and its own texts; the
// bar reads the outbox live, so after a reload it still shows a change that waits to be sent. A
// change that carries a file shows how far it is ("Sending photo, 40 %", useEntryUpload) or, after
// a failed try, when it is tried again.
import { Progress, Stack } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ChefDb } from '@/db/chef-db';
import type { UploadStatus } from '@/sync/engine/upload-progress';
import { useOnline } from './use-online';
import { useUploadLine } from './use-upload-status';

export type SendingState = 'none' | 'waiting' | 'sending';
export type ProgressTexts = { label: string; waiting: string; sending: string; done: string };

/** Where one outbox entry stands: gone (none), waiting, or being sent right now. */
export function useEntrySending(db: ChefDb | null, entryId: string | null): SendingState {
  return (
    useLiveQuery(async () => {
      if (!db || !entryId) return 'none';
      const entry = await db.outbox.where('id').equals(entryId).first();
      if (!entry) return 'none';
      return entry.claimedBy !== null && entry.claimedUntil > Date.now() ? 'sending' : 'waiting';
    }, [db, entryId]) ?? 'none'
  );
}

export function OutboxProgress({
  sending,
  done,
  texts,
  upload = null,
  testId = 'save-progress',
}: {
  sending: SendingState;
  done: boolean;
  texts: ProgressTexts;
  /** The change's file, when it carries one (useEntryUpload). */
  upload?: UploadStatus | null;
  testId?: string;
}) {
  const online = useOnline();
  const uploadLine = useUploadLine(upload);
  if (!done && sending === 'none') return null;
  // Offline an attempt may still hold its claim for a moment: nothing can be sent, so it waits.
  const phase: 'done' | 'waiting' | 'sending' = done ? 'done' : online && sending === 'sending' ? 'sending' : 'waiting';
  const percent = phase === 'sending' && upload?.phase === 'sending' ? upload.percent : null;
  const label = phase !== 'done' && uploadLine && (upload?.phase === 'retrying' || percent !== null) ? uploadLine : texts[phase];
  return (
    <Stack gap="1" role="status" aria-live="polite" data-testid={testId} data-phase={phase} data-percent={percent ?? undefined}>
      <Progress.Root value={phase === 'done' ? 100 : percent} max={100} colorPalette={phase === 'waiting' ? 'gray' : 'primary'} size="md" width="full">
        <Progress.Label fontSize="sm" fontWeight="normal" marginBottom="1">
          {label}
        </Progress.Label>
        <Progress.Track rounded="full" aria-label={texts.label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
