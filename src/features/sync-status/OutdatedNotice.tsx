// "Showing what this device had at 14:05 (3 min ago). Trying to refresh…": shown over a screen
// whose data (one pulled collection) is over a minute old and could not be refreshed, so a chef
// never takes a stale list for the current one. Reads the collection's `syncState` row.
import { Alert } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { useChefDb } from '@/db/use-chef-db';
import type { CollectionName } from '@/sync/pull/collections';
import { useNow } from '@/ui/use-now';
import { useOnline } from '@/ui/use-online';
import { outdatedView } from './outdated-view';


export function OutdatedNotice({ collection }: { collection: CollectionName }) {
  const { t } = useTranslation('sync');
  const db = useChefDb();
  const row = useLiveQuery(async () => (db ? await db.syncState.get(collection) : undefined), [db, collection]);
  const online = useOnline();
  const now = useNow(15_000, row !== undefined);
  const view = outdatedView(row, online, now);
  if (!view) return null;
  return (
    <Alert.Root data-testid="outdated-notice" status="warning" size="sm" alignItems="center">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">
        {t('outdated.shown', { time: view.time, count: view.minutes })} {t(`outdated.${view.next}`)}
      </Alert.Title>
    </Alert.Root>
  );
}
