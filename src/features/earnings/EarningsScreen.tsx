// Earnings (/earnings): the last 14 kitchen days' figures from the server, kept on this device and
// shown dated ("Figures from …"), offline too. The table comes first; the chart (its library in its
// own chunk) fills in above it once loaded; then the weeks with their CSV statements.
import { Box, Button, Center, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { CloudOff, TriangleAlert } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { DaysTable, WeeksTable } from './EarningsTables';
import { rateText } from './statement-csv';
import { useEarnings, type EarningsLoad } from './use-earnings';

const EarningsChart = lazy(() => import('./EarningsChart'));

export function EarningsScreen() {
  const { t } = useTranslation('earnings');
  const load = useEarnings();
  const earnings = load.saved?.earnings;
  return (
    <Stack gap="5" as="section" aria-labelledby="screen-title">
      <Heading as="h1" id="screen-title" size="2xl">
        {t('title')}
      </Heading>
      <StatusLine load={load} />
      {load.saved && earnings ? (
        <>
          <Text color="fg.muted" fontSize="sm">
            {t('intro', { rate: rateText(earnings.commission_percent) })}
          </Text>
          <Stack gap="2">
            <Heading as="h2" size="md">
              {t('chartTitle')}
            </Heading>
            <Box minH="48">
              <Suspense fallback={<Text color="fg.muted" fontSize="sm">{t('chartLoading')}</Text>}>
                <EarningsChart days={earnings.days} />
              </Suspense>
            </Box>
          </Stack>
          <DaysTable earnings={earnings} />
          <Heading as="h2" size="md">
            {t('weeksTitle')}
          </Heading>
          <WeeksTable earnings={earnings} />
        </>
      ) : load.saved === undefined ? (
        <Box minH="40" aria-busy="true" />
      ) : (
        <Empty load={load} />
      )}
    </Stack>
  );
}

function StatusLine({ load }: { load: EarningsLoad }) {
  const { t } = useTranslation('earnings');
  const savedAt = load.saved?.fetchedAt;
  return (
    <Stack gap="1" fontSize="sm" role="status">
      {savedAt !== undefined && (
        <Text color="fg.muted" data-testid="figures-from">
          {t('figuresFrom', { time: formatDateTime(savedAt) })}
        </Text>
      )}
      {!load.online && savedAt !== undefined && (
        <HStack gap="2" color="fg.muted">
          <CloudOff size={16} aria-hidden="true" />
          <Text>{t('offline')}</Text>
        </HStack>
      )}
      {load.running && savedAt !== undefined && (
        <HStack gap="2" color="fg.muted">
          <Spinner size="xs" />
          <Text>{t('updating')}</Text>
        </HStack>
      )}
      {load.error && savedAt !== undefined && (
        <HStack gap="2" color="fg.warning" flexWrap="wrap">
          <TriangleAlert size={16} aria-hidden="true" />
          <Text>{t('loadFailed', { reason: load.error })}</Text>
          <Button size="2xs" variant="ghost" onClick={load.retry}>
            {t('retry')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

function Empty({ load }: { load: EarningsLoad }) {
  const { t } = useTranslation('earnings');
  return (
    <Center flexDirection="column" gap="3" py="12" color="fg.muted" textAlign="center" borderWidth="1px" borderStyle="dashed" rounded="md" data-testid="earnings-empty">
      {load.running ? (
        <HStack gap="2">
          <Spinner size="sm" />
          <Text>{t('loading')}</Text>
        </HStack>
      ) : !load.online ? (
        <>
          <CloudOff size={32} aria-hidden="true" />
          <Text color="fg">{t('emptyOffline')}</Text>
        </>
      ) : (
        <>
          <TriangleAlert size={32} aria-hidden="true" />
          <Text color="fg">{t('emptyFailed', { reason: load.error ?? '' })}</Text>
          <Button size="sm" variant="outline" onClick={load.retry}>
            {t('retry')}
          </Button>
        </>
      )}
    </Center>
  );
}
