// Create food (/foods/store) and Edit food (/foods/edit/{ref}): the food as this device has it
// (db.menu, found by client_id or slug), with the chef's 'food' draft on top when it is this
// food's. Works offline: the form reads Dexie and saves through the outbox.
import { Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import type { MenuRow } from '@/db/rows';
import { useChefDb } from '@/db/use-chef-db';
import { pullNow } from '@/sync/engine/chef-sync';
import { BackLink } from '@/ui/BackLink';
import { foodDraftOf, foodFormValues, nextDisplayOrder, type FoodDraft } from './food-draft';
import { FoodForm } from './FoodForm';
import { useFood, useInitialDraft, useMenu } from './queries';

export function FoodFormScreen({ foodRef }: { foodRef: string | null }) {
  const { t } = useTranslation('foodForm');
  const db = useChefDb();
  const food = useFood(db, foodRef);
  const menu = useMenu(db);
  const draft = useInitialDraft(db);
  const ready = db && food !== undefined && menu !== undefined && draft.loaded;
  useEffect(() => {
    void pullNow('menu');
  }, []);
  return (
    <Stack gap="5" as="section" aria-labelledby="screen-title" maxWidth="4xl" width="full">
      <BackLink to="/foods">{t('back')}</BackLink>
      <Stack gap="1">
        <Heading as="h1" id="screen-title" size="2xl">
          {foodRef === null ? t('createTitle') : t('editTitle')}
        </Heading>
        <Text color="fg.muted">{t('subtitle')}</Text>
      </Stack>
      {!ready ? (
        <Center py="10" gap="3" color="fg.muted">
          <Spinner size="sm" />
          {t('loading')}
        </Center>
      ) : foodRef !== null && food === null ? (
        <Text role="status">{t('notFound')}</Text>
      ) : (
        <StartedForm key={food?.key ?? 'new'} db={db} foodRef={foodRef} food={food ?? null} menu={menu} draft={draft.draft} />
      )}
    </Stack>
  );
}

/** The form starts from the food and draft of the moment it opens; later changes to the stored
 * food (its own save, a pull) do not overwrite what the chef is typing. */
function StartedForm({ db, foodRef, food, menu, draft }: { db: ChefDb; foodRef: string | null; food: MenuRow | null; menu: MenuRow[]; draft: unknown }) {
  const navigate = useNavigate();
  const [stored] = useState(() => foodFormValues(food, nextDisplayOrder(menu)));
  const [start] = useState<FoodDraft>(() => foodDraftOf(draft, foodRef, food, nextDisplayOrder(menu)));
  const onSaved = useCallback(
    (created: string | null) => void (created ? navigate({ to: '/foods/manage-options/$slug', params: { slug: created } }) : navigate({ to: '/foods' })),
    [navigate],
  );
  return <FoodForm db={db} food={food} menu={menu} start={start} stored={stored} photoWaiting={food !== null && food.id === 0} onSaved={onSaved} />;
}
