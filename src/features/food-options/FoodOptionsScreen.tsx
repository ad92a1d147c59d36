// Manage options (/foods/manage-options/{ref}): the food's option groups and their options from
// db.menu, added, edited, deleted and reordered through the outbox, so it works offline and for a
// food made on this device that the server has not seen yet (its ref is its client_id).
import { Center, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useChefDb } from '@/db/use-chef-db';
import type { ChefDb } from '@/db/chef-db';
import type { MenuRow } from '@/db/rows';
import { pullNow } from '@/sync/engine/chef-sync';
import { BackLink } from '@/ui/BackLink';
import { FoodHeader } from './FoodHeader';
import { GroupList } from './GroupList';
import { useFood } from './queries';

export function FoodOptionsScreen({ foodRef: ref }: { foodRef: string }) {
  const { t } = useTranslation('foodOptions');
  const db = useChefDb();
  const food = useFood(db, ref);
  useEffect(() => {
    void pullNow('menu').catch((error: unknown) => console.warn('Pulling the menu failed', error));
  }, []);
  return (
    <Stack gap="5" as="section" aria-labelledby="screen-title" maxWidth="4xl" width="full">
      <BackLink to="/foods">{t('back')}</BackLink>
      {food === undefined ? (
        <Center py="10" gap="3" color="fg.muted">
          <Spinner size="sm" />
          {t('loading')}
        </Center>
      ) : food === null ? (
        <>
          <Heading as="h1" id="screen-title" size="2xl">
            {t('title', { name: '' })}
          </Heading>
          <Text role="status">{t('notFound')}</Text>
        </>
      ) : (
        <FoodOptions key={food.key} db={db} food={food} />
      )}
    </Stack>
  );
}

function FoodOptions({ db, food }: { db: ChefDb | null; food: MenuRow }) {
  return (
    <>
      <FoodHeader db={db} food={food} />
      <GroupList db={db} food={food} />
    </>
  );
}
