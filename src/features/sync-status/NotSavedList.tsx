// The "not saved" list (issue 3): actions the server refused for good. A button "Not saved (N)"
// opens them: what (the operation), when (the chef's tap, local time), why (the server's reason),
// what the chef wrote, when the action carried their words (a ticket reply: to copy into a new
// ticket), "Back to the form" for a refused new food (its fields and photo, back-to-form.ts), and
// Dismiss, which forgets the record on this device. Actions that could not be sent (StuckList) show
// beside it.
import { Badge, Box, Button, CloseButton, HStack, Popover, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TopBarPanel } from '@/ui/TopBarPanel';
import type { NotSavedEntry } from '@/db/outbox-entry';
import { useChefDb } from '@/db/use-chef-db';
import { operationSpec } from '@/sync/operations';
import { notify } from '@/ui/toaster';
import { fullTextStyle, shortTextStyle } from './compact';
import { canGoBackToForm, NEW_FOOD_PATH, restoreFoodDraft } from './back-to-form';
import { KeptText } from './KeptText';
import { StuckList } from './StuckList';
import { dismissNotSaved } from './mutations';
import { formatDateTime } from '@/lib/format';

export function NotSavedList() {
  const { t } = useTranslation('sync');
  const db = useChefDb();
  const navigate = useNavigate();
  const entries = useLiveQuery(async () => (db ? db.notSaved.orderBy('refusedAt').reverse().toArray() : []), [db]) ?? [];
  if (!db || entries.length === 0) return <StuckList />;
  const label = t('notSaved.button', { count: entries.length });
  const backToForm = (entry: NotSavedEntry) => {
    if (!canGoBackToForm(entry.operation)) return;
    void restoreFoodDraft(db, entry.operation)
      .then(() => navigate({ to: NEW_FOOD_PATH }))
      .catch((error: unknown) => notify.error(error instanceof Error ? error.message : String(error)));
  };
  const dismiss = (entry: NotSavedEntry) =>
    void dismissNotSaved(db, entry.id).catch((error: unknown) => notify.error(error instanceof Error ? error.message : String(error)));

  return (
    <>
      <StuckList />
      <Popover.Root positioning={{ placement: 'bottom-end', gutter: 6 }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <Button data-testid="not-saved-button" aria-label={label} size="xs" variant="subtle" colorPalette="red" rounded="full" px="2" gap="1">
          <TriangleAlert aria-hidden="true" />
          <Box as="span" css={fullTextStyle}>
            {label}
          </Box>
          <Box as="span" aria-hidden="true" css={shortTextStyle(String(entries.length))} />
        </Button>
      </Popover.Trigger>
      <TopBarPanel
        title={t('notSaved.title')}
        actions={
          <Popover.CloseTrigger asChild>
            <CloseButton size="sm" aria-label={t('notSaved.close')} />
          </Popover.CloseTrigger>
        }
      >
        <Text fontSize="sm" color="fg.muted" px="4" pt="3">
          {t('notSaved.intro')}
        </Text>
        <Stack as="ul" role="list" gap="0" py="2">
          {entries.map((entry) => (
            <Box as="li" key={entry.id} listStyleType="none" px="4" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
              <HStack justify="space-between" align="start" gap="3">
                <Stack gap="1" minW="0">
                  <Text fontWeight="semibold" fontSize="sm">
                    {operationLabel(entry, t)}
                  </Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t('notSaved.when')}: <time dateTime={entry.actionAt}>{formatDateTime(entry.actionAt)}</time>
                  </Text>
                  <Text fontSize="sm">
                    {t('notSaved.why')}: {entry.reason}
                    {entry.status !== null && (
                      <Badge ms="2" size="sm" colorPalette="gray" variant="outline">
                        {entry.status}
                      </Badge>
                    )}
                  </Text>
                  <KeptText operation={entry.operation} />
                </Stack>
                <Stack gap="2" flexShrink={0} align="end">
                  {canGoBackToForm(entry.operation) && (
                    <Button size="xs" colorPalette="gray" onClick={() => backToForm(entry)}>
                      {t('notSaved.backToForm')}
                    </Button>
                  )}
                  <Button size="xs" variant="outline" colorPalette="gray" onClick={() => dismiss(entry)}>
                    {t('notSaved.dismiss')}
                  </Button>
                </Stack>
              </HStack>
            </Box>
          ))}
        </Stack>
      </TopBarPanel>
      </Popover.Root>
    </>
  );
}

function operationLabel(entry: NotSavedEntry, t: (key: string) => string): string {
  // A record from an older app version may name a kind this version no longer has.
  const spec = operationSpec(entry.operation) as ReturnType<typeof operationSpec> | undefined;
  return spec ? t(spec.label) : t('unknownOperation');
}
