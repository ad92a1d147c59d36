// Order history (spec section 2, /orders/history): finished orders with filters kept in the
// address, read page by page from Dexie (a page seen before shows at once and offline) while the
// sync layer refreshes the page in the background.
import { Box, Button, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { ChevronLeft, SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@/db/rows';
import { useChefDb } from '@/db/use-chef-db';
import { historyPageKey } from '@/sync/operations/order-history';
import { HistoryFilters } from './HistoryFilters';
import { HistoryPagination } from './HistoryPagination';
import { HistoryRows } from './HistoryRows';
import { HistoryStatusLine } from './HistoryStatusLine';
import { useSavedHistoryPage } from './queries';
import { toHistoryQuery, withoutEmpty, type HistorySearch } from './search';
import { LoadProblem } from '@/ui/LoadProblem';
import { useOnline } from '@/ui/use-online';
import { usePageLoader } from './use-page-loader';

type Props = {
  search: HistorySearch;
  /** Writes new filters to the address (`replace` for each settled search text). */
  onSearch: (next: HistorySearch, options: { replace: boolean }) => void;
};

export function OrderHistoryScreen({ search, onSearch }: Props) {
  const { t } = useTranslation('orderHistory');
  const db = useChefDb();
  const online = useOnline();
  const query = useMemo(() => toHistoryQuery(search), [search]);
  const key = historyPageKey(query);
  const saved = useSavedHistoryPage(db, key, query);
  const load = usePageLoader(db !== null, online, key, query);

  const filter = (change: Partial<HistorySearch>) =>
    onSearch(withoutEmpty({ ...search, page: undefined, ...change }), { replace: 'q' in change });
  const goToPage = (page: number) => onSearch(withoutEmpty({ ...search, page: page > 1 ? page : undefined }), { replace: false });
  const filtered = Boolean(search.status || search.from || search.to || search.q);
  const page = saved?.page ?? null;

  return (
    <Stack gap="4" as="section" aria-labelledby="screen-title">
      <HStack justify="space-between" align="center" flexWrap="wrap" gap="2">
        <Heading as="h1" id="screen-title" size="2xl">
          {t('title')}
        </Heading>
        {filtered && (
          <Button size="sm" variant="ghost" colorPalette="primary" onClick={() => onSearch({}, { replace: false })}>
            {t('clearFilters')}
          </Button>
        )}
      </HStack>
      <HistoryFilters search={search} onChange={filter} />
      <Stack gap="2">
        <HistoryStatusLine online={online} running={load.running && page !== null} error={load.error} savedAt={page?.fetchedAt ?? null} onRetry={load.retry} />
        {page ? (
          <>
            {saved && saved.orders.length > 0 ? (
              <HistoryRows orders={saved.orders} />
            ) : (
              <Center flexDirection="column" gap="2" py="12" color="fg.muted" textAlign="center" borderWidth="1px" borderStyle="dashed" rounded="md">
                <SearchX size={32} aria-hidden="true" />
                <Text fontWeight="medium" color="fg">
                  {t('empty')}
                </Text>
                <Text fontSize="sm">{t('emptyHint')}</Text>
              </Center>
            )}
          </>
        ) : saved === undefined ? (
          // Reading this device's copy takes a few milliseconds: no "Loading" flash meanwhile.
          <Box minH="40" aria-busy="true" />
        ) : (
          <NoSavedPage online={online} running={load.running} error={load.error} onRetry={load.retry} onDevice={saved.onDevice ?? []} />
        )}
      </Stack>
      {page && (page.meta.total > 0 || query.page > 1) && (
        <HistoryPagination page={query.page} pages={page.meta.last_page} total={page.meta.total} onPage={goToPage} />
      )}
      {!page && query.page > 1 && (
        <HStack justify="flex-end">
          <Button size="sm" variant="outline" onClick={() => goToPage(query.page - 1)}>
            <ChevronLeft aria-hidden="true" />
            {t('previous')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/** This page was never saved on this device: loading, offline, or the load failed (never "No
 * orders match" for a page the server did not answer). Offline or failed, the matching orders the
 * device has are shown, said to be maybe incomplete; the page is fetched when the connection is back. */
function NoSavedPage({ online, running, error, onRetry, onDevice }: { online: boolean; running: boolean; error: string | null; onRetry: () => void; onDevice: OrderRow[] }) {
  const { t } = useTranslation('orderHistory');
  if ((!online || error) && onDevice.length > 0) {
    return (
      <Stack gap="2" data-testid="history-on-device">
        <Text fontSize="sm" color="fg.muted" role="status">
          {online ? t('onDeviceFailed') : t('onDevice')}
        </Text>
        <HistoryRows orders={onDevice} />
      </Stack>
    );
  }
  if (!online || error) {
    return <LoadProblem title={t('loadFailedTitle')} offline={!online} retrying={running} onRetry={async () => onRetry()} />;
  }
  return (
    <Center py="12" gap="3" color="fg.muted" role="status">
      {running && <Spinner size="sm" />}
      <Text>{t('loading')}</Text>
    </Center>
  );
}
