// Actions that could not be sent (issue 27 point 6, src/sync/stuck.ts): an action that kept failing
// is no longer sent on its own. A button "Could not send (N)" beside "Not saved" opens them: what
// (the operation), when (the chef's tap), why (the last error), what the chef wrote (Copy), and the
// chef's way out: "Try again" (back into the queue, due now) or "Discard" (removed; the screens go
// back to the server's version, pulled at once).
import { Box, Button, CloseButton, HStack, Popover, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '@/db/outbox-entry';
import { useChefDb } from '@/db/use-chef-db';
import { formatDateTime } from '@/lib/format';
import { pullNow } from '@/sync/chef-sync';
import { operationSpec } from '@/sync/operations';
import { discardStuck, isStuck, tryStuckAgain } from '@/sync/stuck';
import { notify } from '@/ui/toaster';
import { TopBarPanel } from '@/ui/TopBarPanel';
import { fullTextStyle, shortTextStyle } from './compact';
import { KeptText } from './KeptText';

export function StuckList() {
  const { t } = useTranslation('sync');
  const db = useChefDb();
  const entries = useLiveQuery(async () => (db ? db.outbox.orderBy('seq').filter(isStuck).toArray() : []), [db]) ?? [];
  if (!db || entries.length === 0) return null;
  const label = t('stuck.button', { count: entries.length });
  const failed = (error: unknown) => notify.error(error instanceof Error ? error.message : String(error));
  const tryAgain = (entry: OutboxEntry) => void tryStuckAgain(db, entry.seq as number).catch(failed);
  const discard = (entry: OutboxEntry) =>
    void discardStuck(db, entry.seq as number)
      .then((collection) => (collection ? pullNow(collection) : undefined))
      .catch(failed);

  return (
    <Popover.Root positioning={{ placement: 'bottom-end', gutter: 6 }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button data-testid="stuck-button" aria-label={label} size="xs" variant="subtle" colorPalette="orange" rounded="full" px="2" gap="1">
          <CircleAlert aria-hidden="true" />
          <Box as="span" css={fullTextStyle}>
            {label}
          </Box>
          <Box as="span" aria-hidden="true" css={shortTextStyle(String(entries.length))} />
        </Button>
      </Popover.Trigger>
      <TopBarPanel
        title={t('stuck.title')}
        actions={
          <Popover.CloseTrigger asChild>
            <CloseButton size="sm" aria-label={t('stuck.close')} />
          </Popover.CloseTrigger>
        }
      >
        <Text fontSize="sm" color="fg.muted" px="4" pt="3">
          {t('stuck.intro')}
        </Text>
        <Stack as="ul" role="list" gap="0" py="2">
          {entries.map((entry) => (
            <Box as="li" key={entry.id} listStyleType="none" px="4" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
              <Stack gap="1" minW="0">
                <Text fontWeight="semibold" fontSize="sm">
                  {operationLabel(entry, t)}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t('notSaved.when')}: <time dateTime={entry.actionAt}>{formatDateTime(entry.actionAt)}</time>
                </Text>
                <Text fontSize="sm">
                  {t('notSaved.why')}: {entry.lastError ?? t('stuck.noAnswer')}
                </Text>
                <KeptText operation={entry.operation} />
                <HStack gap="2" pt="1" flexWrap="wrap">
                  <Button size="xs" colorPalette="orange" minH={{ base: '11', md: '8' }} onClick={() => tryAgain(entry)}>
                    {t('stuck.tryAgain')}
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="gray" minH={{ base: '11', md: '8' }} onClick={() => discard(entry)}>
                    {t('stuck.discard')}
                  </Button>
                </HStack>
              </Stack>
            </Box>
          ))}
        </Stack>
      </TopBarPanel>
    </Popover.Root>
  );
}

function operationLabel(entry: OutboxEntry, t: (key: string) => string): string {
  const spec = operationSpec(entry.operation) as ReturnType<typeof operationSpec> | undefined;
  return spec ? t(spec.label) : t('unknownOperation');
}
