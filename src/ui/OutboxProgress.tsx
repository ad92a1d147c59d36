// How far a saved change is on its way to the server: kept on this device and waiting to send
// (offline, or waiting for a retry), being sent (an engine holds the entry's claim), or done (the
// server has it). A screen passes what the outbox says (useEntrySending) and its own texts; the
// bar reads the outbox live, so after a reload it still shows a change that waits to be sent.
import { Progress, Stack } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { ChefDb } from '@/db/chef-db';
import { useOnline } from './use-online';

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

export function OutboxProgress({ sending, done, texts, testId = 'save-progress' }: { sending: SendingState; done: boolean; texts: ProgressTexts; testId?: string }) {
  const online = useOnline();
  if (!done && sending === 'none') return null;
  // Offline an attempt may still hold its claim for a moment: nothing can be sent, so it waits.
  const phase: 'done' | 'waiting' | 'sending' = done ? 'done' : online && sending === 'sending' ? 'sending' : 'waiting';
  return (
    <Stack gap="1" role="status" aria-live="polite" data-testid={testId} data-phase={phase}>
      <Progress.Root value={phase === 'done' ? 100 : null} max={100} colorPalette={phase === 'waiting' ? 'gray' : 'primary'} size="md" width="full">
        <Progress.Label fontSize="sm" fontWeight="normal" marginBottom="1">
          {texts[phase]}
        </Progress.Label>
        <Progress.Track rounded="full" aria-label={texts.label}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
