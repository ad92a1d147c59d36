// The "not saved" list: actions the server refused for good. A button "Not saved (N)"
// opens them: what (the operation), when (the chef's tap, local time), why (the server's reason),
// what the chef wrote, when the action carried their words (a ticket reply: to copy into a new
// ticket), "Back to the form" for a refused new food (its fields and photo, back-to-form.ts), and
// Dismiss, which forgets the record on this device. Actions that could not be sent (StuckList) show
// beside it.
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NotSavedEntry } from '@/db/outbox-entry';
import { useChefDb } from '@/db/use-chef-db';
import { notify } from '@/ui/toaster';
import { ActionHeading, ActionRow, ActionsPopover } from './ActionsPopover';
import { canGoBackToForm, NEW_FOOD_PATH, restoreFoodDraft } from './back-to-form';
import { KeptText } from './KeptText';
import { StuckList } from './StuckList';
import { dismissNotSaved } from './mutations';

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
      <ActionsPopover
        testId="not-saved-button"
        label={label}
        count={entries.length}
        icon={<TriangleAlert aria-hidden="true" />}
        colorPalette="red"
        title={t('notSaved.title')}
        closeLabel={t('notSaved.close')}
        intro={t('notSaved.intro')}
      >
        {entries.map((entry) => (
          <ActionRow key={entry.id}>
            <HStack justify="space-between" align="start" gap="3">
              <Stack gap="1" minW="0">
                <ActionHeading operation={entry.operation} actionAt={entry.actionAt} />
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
          </ActionRow>
        ))}
      </ActionsPopover>
    </>
  );
}
