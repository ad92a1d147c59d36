// Actions that could not be sent (src/sync/engine/stuck.ts): an action that kept failing
// is no longer sent on its own. A button "Could not send (N)" beside "Not saved" opens them: what
// (the operation), when (the chef's tap), why (the last error), what the chef wrote (Copy), and the
// chef's way out: "Try again" (back into the queue, due now) or "Discard" (removed; the screens go
// back to the server's version, pulled at once). An action a newer version of the app wrote, which
// waited days for it (a rollback: operation-versions.ts), is listed too, with that as its why and
// its kind as its name; only Discard helps there, after Copy.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '@/db/outbox-entry';
import { useOutboxEntries } from '@/db/outbox-entries';
import { useChefDb } from '@/db/use-chef-db';
import { pullNow } from '@/sync/engine/chef-sync';
import { understands } from '@/sync/engine/operation-versions';
import { discardStuck, stuckEntries, tryStuckAgain } from '@/sync/engine/stuck';
import { notify } from '@/ui/toaster';
import { useNow } from '@/ui/use-now';
import { ActionHeading, ActionRow, ActionsPopover } from './ActionsPopover';
import { KeptText } from './KeptText';

export function StuckList() {
  const { t } = useTranslation('sync');
  const db = useChefDb();
  const outbox = useOutboxEntries(db);
  // An entry this build does not understand becomes stuck with time alone: look again each minute.
  const now = useNow(60_000, (outbox ?? []).some((entry) => !understands(entry)));
  const entries = useMemo(() => stuckEntries(outbox ?? [], now), [outbox, now]);
  if (!db || entries.length === 0) return null;
  const label = t('stuck.button', { count: entries.length });
  const failed = (error: unknown) => notify.error(error instanceof Error ? error.message : String(error));
  const tryAgain = (entry: OutboxEntry) => void tryStuckAgain(db, entry.seq as number).catch(failed);
  const discard = (entry: OutboxEntry) =>
    void discardStuck(db, entry.seq as number, now)
      .then((collection) => (collection ? pullNow(collection) : undefined))
      .catch(failed);

  return (
    <ActionsPopover
      testId="stuck-button"
      label={label}
      count={entries.length}
      icon={<CircleAlert aria-hidden="true" />}
      colorPalette="orange"
      title={t('stuck.title')}
      closeLabel={t('stuck.close')}
      intro={t('stuck.intro')}
    >
      {entries.map(({ entry, why }) => (
        <ActionRow key={entry.id}>
          <Stack gap="1" minW="0">
            <ActionHeading operation={entry.operation} actionAt={entry.actionAt} />
            <Text fontSize="sm">
              {t('notSaved.why')}: {why === 'newerVersion' ? t('stuck.newerVersion') : (entry.lastError ?? t('stuck.noAnswer'))}
            </Text>
            <KeptText operation={entry.operation} opVersion={entry.opVersion} />
            <HStack gap="2" pt="1" flexWrap="wrap">
              {why === 'failed' && (
                <Button size="xs" colorPalette="orange" minH={{ base: '11', md: '8' }} onClick={() => tryAgain(entry)}>
                  {t('stuck.tryAgain')}
                </Button>
              )}
              <Button size="xs" variant="outline" colorPalette="gray" minH={{ base: '11', md: '8' }} onClick={() => discard(entry)}>
                {t('stuck.discard')}
              </Button>
            </HStack>
          </Stack>
        </ActionRow>
      ))}
    </ActionsPopover>
  );
}
