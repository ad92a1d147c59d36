// The kitchen overview (/kitchen), where an approved chef lands: whether customers can order now
// (open/closed, pause), the orders waiting and being prepared, the kitchen as customers see it,
// and how it is doing. Everything reads
// Dexie, so it shows offline; the kitchen and its figures are pulled again when the screen opens.
// A kitchen not on this device yet shows "Loading…", then what went wrong (LoadProblem). The screen
// keeps a snapshot of itself for a fast start (src/lib/screen-snapshot): the installed app opens here.
// Under the status, the route puts the alarm's card (src/features/alarm); at the top, the warning of
// a phone that cannot ring.
import { Button, Center, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ClipboardList, Pencil } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChefDb } from '@/db/use-chef-db';
import { useFirstScreenShown } from '@/lib/first-screen';
import { useScreenSnapshot } from '@/lib/screen-snapshot/use-screen-snapshot';
import { pullNow } from '@/sync/engine/chef-sync';
import { LoadProblem } from '@/ui/LoadProblem';
import { KitchenCard } from './KitchenCard';
import { KitchenFigures } from './KitchenFigures';
import { KitchenStatusCard } from './KitchenStatusCard';
import { OrderQueueLink } from './OrderQueueLink';
import { useKitchen } from './queries';

type Props = {
  /** The alarm's card (service mode), given by the route: whether the kitchen is open decides whether it keeps the screen awake. */
  alarm?: (kitchenOpen: boolean) => ReactNode;
  /** Shown first under the heading: the warning of a phone that cannot ring (src/features/alarm). */
  warning?: ReactNode;
};

export function KitchenOverviewScreen({ alarm, warning }: Props = {}) {
  const { t } = useTranslation('kitchen');
  const db = useChefDb();
  const state = useKitchen(db);
  useFirstScreenShown(state !== undefined);
  const kitchen = state?.rows[0];
  const load = state?.load;
  useScreenSnapshot('/kitchen', db?.chefId, Boolean(db && kitchen) || load === 'failed' || load === 'offline', state);

  useEffect(() => {
    if (!db) return;
    void pullNow('kitchen');
    void pullNow('kitchenAnalytics');
  }, [db]);

  return (
    <Stack gap="5" as="section" aria-labelledby="kitchen-title" maxW="7xl">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', md: 'end' }}>
        <Stack gap="1">
          <Heading as="h1" id="kitchen-title" size="2xl">
            {t('title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('subtitle')}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline" colorPalette="gray" minH="11" flex={{ base: '1', md: 'initial' }}>
            <Link to="/kitchen/prep">
              <ClipboardList aria-hidden="true" />
              {t('links.prep')}
            </Link>
          </Button>
          <Button asChild colorPalette="primary" minH="11" flex={{ base: '1', md: 'initial' }}>
            <Link to="/kitchen/edit">
              <Pencil aria-hidden="true" />
              {t('links.edit')}
            </Link>
          </Button>
        </HStack>
      </Stack>
      {warning}
      {/* The queue first: one tap from where the app opens to the orders waiting for an answer. */}
      {db && <OrderQueueLink db={db} />}
      {db && kitchen ? (
        <>
          <KitchenStatusCard db={db} kitchen={kitchen} />
          {alarm?.(kitchen.is_open)}
          <Grid
            templateColumns={{
              base: 'minmax(0, 1fr)',
              lg: 'minmax(0, 5fr) minmax(0, 6fr)',
            }}
            gap="5"
            alignItems="start"
          >
            <KitchenCard kitchen={kitchen} />
            <KitchenFigures db={db} />
          </Grid>
        </>
      ) : load === 'failed' || load === 'offline' ? (
        <LoadProblem title={t('loadFailed')} offline={load === 'offline'} onRetry={() => pullNow('kitchen')} />
      ) : (
        <Center py="16" gap="3" color="fg.muted" role="status">
          <Spinner size="sm" />
          <Text>{t('loading')}</Text>
        </Center>
      )}
    </Stack>
  );
}
