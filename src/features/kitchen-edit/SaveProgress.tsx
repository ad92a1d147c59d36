// How far a saved kitchen edit is: kept on this device and waiting to send (offline, or waiting for
// a retry), being sent (the outbox holds its claim), or done (the server has it). It reads the
// outbox itself, so after a reload it still shows an edit that waits to be sent.
import { Progress, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import { useOnline } from '@/ui/use-online';
import { useKitchenEditsSending } from './queries';

export function SaveProgress({ db, done }: { db: ChefDb; done: boolean }) {
  const { t } = useTranslation('kitchenEdit');
  const sending = useKitchenEditsSending(db);
  const online = useOnline();
  if (!done && sending === 'none') return null;
  // Offline an attempt may still hold its claim for a moment: nothing can be sent, so it waits.
  const phase = done ? 'done' : online ? sending : 'waiting';
  return (
    <Stack gap="1" role="status" aria-live="polite" data-testid="save-progress" data-phase={phase}>
      <Progress.Root value={phase === 'done' ? 100 : null} max={100} colorPalette={phase === 'waiting' ? 'gray' : 'primary'} size="md" width="full">
        <Progress.Label fontSize="sm" fontWeight="normal" marginBottom="1">
          {t(`progress.${phase}`)}
        </Progress.Label>
        <Progress.Track rounded="full" aria-label={t('progress.label')}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}
