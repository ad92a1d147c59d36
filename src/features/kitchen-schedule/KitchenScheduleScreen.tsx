// Opening hours (/kitchen/schedule): the week and the closures of the kitchen as this device has it
// (db.kitchen; offline too), saved through the outbox, so the kitchen's line ("Open until 21:00")
// changes at once and the server gets each change once when online.
import { Center, Heading, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { isoDay, zoneDay, type Kitchen } from '@/contract';
import type { ChefDb } from '@/db/chef-db';
import { useChefDb } from '@/db/use-chef-db';
import { BackLink } from '@/ui/BackLink';
import { useServerNow } from '@/ui/use-now';
import { Closures } from './Closures';
import { useScheduleSave } from './use-schedule-save';
import { WeekForm } from './WeekForm';

export function KitchenScheduleScreen() {
  const { t } = useTranslation('kitchenSchedule');
  const db = useChefDb();
  const kitchen = useLiveQuery(async () => (db ? ((await db.kitchen.toCollection().first()) ?? null) : undefined), [db]);
  return (
    <Stack gap="5" as="section" aria-labelledby="screen-title" maxWidth="4xl" width="full">
      <BackLink to="/kitchen">{t('back')}</BackLink>
      <Stack gap="1">
        <Heading as="h1" id="screen-title" size="2xl">
          {t('title')}
        </Heading>
        <Text color="fg.muted">{t('subtitle')}</Text>
      </Stack>
      {!db || kitchen === undefined ? (
        <Center py="10" gap="3" color="fg.muted">
          <Spinner size="sm" />
          {t('loading')}
        </Center>
      ) : kitchen === null ? (
        <Text role="status">{t('noKitchen')}</Text>
      ) : (
        <Schedule db={db} kitchen={kitchen} />
      )}
    </Stack>
  );
}

function Schedule({ db, kitchen }: { db: ChefDb; kitchen: Kitchen }) {
  const { t } = useTranslation('kitchenSchedule');
  const save = useScheduleSave(db);
  const today = isoDay(zoneDay(useServerNow(60_000)));
  return (
    <>
      {/* The form starts from the week as it is when the screen opens: a pull does not undo typing. */}
      <WeekForm key={kitchen.id} schedule={kitchen.schedule} onSave={(schedule) => save({ kind: 'saveSchedule', schedule }, t('saved'))} />
      <Separator />
      <Closures
        closures={kitchen.closures}
        today={today}
        onAdd={(closure) => save({ kind: 'addClosure', closure: { ...closure, client_id: crypto.randomUUID() } }, t('closureAdded'))}
        onRemove={(ref) => save({ kind: 'removeClosure', ref }, t('closureRemoved'))}
      />
    </>
  );
}
