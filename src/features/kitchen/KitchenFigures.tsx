// How the kitchen is doing: total orders, completed, the amount of the completed ones and the
// rating, from this device's last copy (readable offline; "As of …" once it is over a minute old),
// and the last 30 days as a chart. The chart is its own chunk (React.lazy), loaded only here.
import { Box, Card, Center, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import { formatCount, formatDayTime, formatMoney } from '@/lib/format';
import { pullNow } from '@/sync/engine/chef-sync';
import { STALE_AFTER_MS } from '@/sync/pull/pull-state';
import { LoadProblem } from '@/ui/LoadProblem';
import { useNow } from '@/ui/use-now';
import { useAnalytics, type SavedAnalytics } from './queries';

const DailyChart = lazy(() => import('./DailyChart'));

export function KitchenFigures({ db }: { db: ChefDb }) {
  const { t } = useTranslation('kitchen');
  const analytics = useAnalytics(db);
  const saved = analytics?.rows[0];
  const load = analytics?.load;

  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} as="section" aria-labelledby="figures-heading" data-testid="kitchen-figures">
      <Card.Header>
        <Card.Title as="h2" id="figures-heading">
          {t('analytics.heading')}
        </Card.Title>
      </Card.Header>
      <Card.Body gap="6">
        {saved ? (
          <Figures analytics={saved} />
        ) : load === 'failed' || load === 'offline' ? (
          <LoadProblem size="sm" title={t('analytics.loadFailed')} offline={load === 'offline'} onRetry={() => pullNow('kitchenAnalytics')} />
        ) : (
          <Center py="8" gap="3" color="fg.muted" role="status">
            <Spinner size="sm" />
            <Text>{t('analytics.loading')}</Text>
          </Center>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Figures({ analytics }: { analytics: SavedAnalytics }) {
  const { t } = useTranslation('kitchen');
  const now = useNow(30_000);
  const old = now - analytics.fetchedAt > STALE_AFTER_MS;
  const anyOrders = analytics.daily.some((day) => day.orders > 0);
  const figures = [
    {
      key: 'totalOrders',
      label: t('analytics.totalOrders'),
      value: formatCount(analytics.total_orders),
    },
    {
      key: 'completed',
      label: t('analytics.completed'),
      value: formatCount(analytics.total_completed),
    },
    {
      key: 'totalAmount',
      label: t('analytics.totalAmount'),
      value: formatMoney(analytics.total_amount),
      help: t('analytics.amountHint'),
    },
    {
      key: 'rating',
      label: t('analytics.rating'),
      value: analytics.rating === null ? t('analytics.noRatings') : t('analytics.ratingValue', { rating: analytics.rating.toFixed(1) }),
      quiet: analytics.rating === null,
    },
  ];

  return (
    <>
      {old && (
        <Text fontSize="sm" color="fg.muted" data-testid="figures-as-of">
          {t('analytics.asOf', { when: formatDayTime(analytics.fetchedAt) })}
        </Text>
      )}
      <SimpleGrid columns={{ base: 2, sm: 4, lg: 2, '2xl': 4 }} gap="3">
        {figures.map((figure) => (
          <Stack key={figure.key} gap="0.5" borderWidth="1px" borderColor="border" rounded="l2" p="3" data-testid={`figure-${figure.key}`}>
            <Text fontSize="sm" color="fg.muted">
              {figure.label}
            </Text>
            <Text
              fontSize={figure.quiet ? 'md' : '2xl'}
              fontWeight="semibold"
              color={figure.quiet ? 'fg.muted' : undefined}
              fontVariantNumeric="tabular-nums"
              overflowWrap="anywhere"
            >
              {figure.value}
            </Text>
            {figure.help && (
              <Text fontSize="xs" color="fg.muted">
                {figure.help}
              </Text>
            )}
          </Stack>
        ))}
      </SimpleGrid>
      <Stack gap="3" as="section" aria-labelledby="chart-heading">
        <Text as="h3" id="chart-heading" fontWeight="semibold">
          {t('analytics.chartHeading')}
        </Text>
        {anyOrders ? (
          <Suspense
            fallback={
              <HStack gap="2" color="fg.muted" minH="48">
                <Spinner size="xs" />
                <Text>{t('analytics.chartLoading')}</Text>
              </HStack>
            }
          >
            <DailyChart daily={analytics.daily} />
          </Suspense>
        ) : (
          <Box rounded="l2" borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" p="4" color="fg.muted" data-testid="chart-empty">
            {t('analytics.noOrdersYet')}
          </Box>
        )}
      </Stack>
    </>
  );
}
