// Edit kitchen (/kitchen/edit): the kitchen as this device has it (db.kitchen), with the chef's
// draft on top when there is one. Works offline: the form reads Dexie and saves through the outbox.
import { Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChefDb } from '@/db/use-chef-db';
import { BackLink } from '@/ui/BackLink';
import { kitchenDraftOf, type KitchenDraft } from './kitchen-draft';
import { KitchenForm } from './KitchenForm';
import { useCities, useInitialDraft, useKitchen } from './queries';

export function KitchenEditScreen() {
  const { t } = useTranslation('kitchenEdit');
  const db = useChefDb();
  const kitchen = useKitchen(db);
  const cities = useCities(db);
  const draft = useInitialDraft(db);
  const ready = db && kitchen !== undefined && cities !== undefined && draft.loaded;
  return (
    <Stack gap="5" as="section" aria-labelledby="screen-title" maxWidth="4xl" width="full">
      <BackLink to="/kitchen">{t('back')}</BackLink>
      <Stack gap="1">
        <Heading as="h1" id="screen-title" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('subtitle')}</Text>
      </Stack>
      {!ready ? (
        <Center py="10" gap="3" color="fg.muted">
          <Spinner size="sm" />
          {t('loading')}
        </Center>
      ) : kitchen === null ? (
        <Text role="status">{t('noKitchen')}</Text>
      ) : (
        <StartedForm key={kitchen.id} db={db} kitchen={kitchen} cities={cities} draft={draft.draft} />
      )}
    </Stack>
  );
}

/** The form starts from the kitchen and draft of the moment it opens; later changes to the stored
 * kitchen (its own save, a pull) do not overwrite what the chef is typing. */
function StartedForm({
  draft,
  ...props
}: Omit<React.ComponentProps<typeof KitchenForm>, 'start'> & {
  draft: unknown;
}) {
  const [start] = useState<KitchenDraft>(() => kitchenDraftOf(draft, props.kitchen));
  return <KitchenForm {...props} start={start} />;
}
