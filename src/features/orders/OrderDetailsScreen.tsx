// The order details page (/orders/<id>): everything about one order from Dexie — status, type,
// times and countdown, the customer, items with options, notes, totals, refund and pickup request,
// the timeline of its status changes, the actions allowed now (the same dialogs as the cards) and
// "Print ticket". Opening it acknowledges the order's alarm; it asks the sync layer to fetch the
// order again (offline, the local copy stands). An order not on this device is "not found" only
// when the server says so (404); a fetch that failed says "Could not load this order" instead.
import { Box, Button, Center, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { MessageSquareWarning, Printer, SearchX } from 'lucide-react';
import { BackLink as UiBackLink } from '@/ui/BackLink';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/errors';
import { isActiveOrderStatus } from '@/contract';
import { useChefDb } from '@/db/use-chef-db';
import { useFirstScreenShown } from '@/lib/first-screen';
import { refreshOrder } from '@/sync/engine/chef-sync';
import { LoadProblem } from '@/ui/LoadProblem';
import { useOnline } from '@/ui/use-online';
import { KitchenTicket } from './KitchenTicket';
import { acknowledgeOrders } from './mutations';
import { ActionDialogsWarmUp } from './ActionDialogsWarmUp';
import { OrderActions } from './OrderActions';
import { StatusBadge, TypeBadge, WaitingBadge } from './OrderBadges';
import { OrderFacts, OrderSection } from './OrderFacts';
import { OrderItemsSection } from './OrderItemsSection';
import { OrderTimeline } from './OrderTimeline';
import { ReadyCountdown, TimeSince } from './OrderTimes';
import { ReadyTimeMoved, RunningLate } from './RunningLate';
import { PrintTicket } from './PrintTicket';
import { useOrder, useWaitingOrderIds } from './queries';
import { ReportedProblems } from './ReportedProblems';
import { formatDayTime } from '@/lib/format';

export function OrderDetailsScreen({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const db = useChefDb();
  const order = useOrder(db, orderId);
  useFirstScreenShown(order !== undefined);
  const waiting = useWaitingOrderIds(db).has(orderId);
  const online = useOnline();
  const [refreshed, setRefreshed] = useState<Refreshed | null>(null);
  const refresh = useCallback(() => refreshOnce(orderId), [orderId]);

  useEffect(() => {
    let current = true;
    void refresh().then((outcome) => current && setRefreshed(outcome));
    return () => {
      current = false;
    };
  }, [refresh]);

  const pending = order?.status === 'pending';
  useEffect(() => {
    if (db && pending) void acknowledgeOrders(db, [orderId]).catch(() => undefined);
  }, [db, orderId, pending]);

  if (!order) {
    if (order === undefined || !refreshed) {
      return (
        <Center py="16" gap="3" color="fg.muted">
          <Spinner size="sm" />
          <Text>{t('details.loading')}</Text>
        </Center>
      );
    }
    if (refreshed === 'failed') {
      return (
        <Stack gap="4">
          <BackLink />
          <LoadProblem title={t('details.loadFailed')} offline={!online} onRetry={() => refresh().then(setRefreshed)} />
        </Stack>
      );
    }
    return (
      <Stack gap="4" align="center" py="16" textAlign="center">
        <SearchX size={36} aria-hidden="true" />
        <Heading as="h1" size="xl">
          {t('details.notFound')}
        </Heading>
        <Text color="fg.muted" maxW="md">
          {t('details.notFoundText')}
        </Text>
        <BackLink />
      </Stack>
    );
  }

  const active = isActiveOrderStatus(order.status);
  return (
    <Stack gap="6" as="section" aria-labelledby="order-title">
      <BackLink />
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'stretch', md: 'start' }} gap="4">
        <Stack gap="2">
          <Heading as="h1" id="order-title" size="3xl" letterSpacing="tight">
            {t('orderLabel', { number: order.number })}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <StatusBadge status={order.status} size="lg" />
            <TypeBadge type={order.type} size="lg" />
            {waiting && <WaitingBadge />}
          </HStack>
          <HStack gap="1.5" color="fg.muted" fontSize="sm" wrap="wrap">
            <Text>{t('details.placed', { time: formatDayTime(order.created_at) })}</Text>
            <Text aria-hidden="true">·</Text>
            <TimeSince at={order.created_at} />
          </HStack>
        </Stack>
        <HStack gap="3" wrap="wrap">
          <Button size="lg" h="12" variant="outline" colorPalette="gray" onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            {t('details.print')}
          </Button>
          <Button asChild size="lg" h="12" variant="outline" colorPalette="gray">
            <Link to="/tickets/create" search={{ order: order.id }}>
              <MessageSquareWarning aria-hidden="true" />
              {t('details.reportProblem')}
            </Link>
          </Button>
        </HStack>
      </Stack>

      {active && (
        <OrderSection title={t('details.actions')}>
          <Stack gap="4">
            {order.status === 'accepted' && <ReadyCountdown readyAt={order.estimated_ready_at} size="lg" />}
            {order.status === 'accepted' && <ReadyTimeMoved delays={order.ready_delays} />}
            <RunningLate order={order} />
            <OrderActions order={order} />
            <ActionDialogsWarmUp order={order} />
          </Stack>
        </OrderSection>
      )}

      {/* minmax(0, …): the kitchen ticket's fixed width scrolls in its box, not the page (320 px, 200% zoom). */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6" alignItems="start">
        <Stack gap="6">
          <OrderItemsSection order={order} />
          <OrderSection title={t('details.timeline')}>
            <OrderTimeline order={order} />
          </OrderSection>
        </Stack>
        <Stack gap="6">
          <OrderFacts order={order} />
          <ReportedProblems order={order} />
          <OrderSection title={t('details.ticketPreview')}>
            <Box bg="bg.muted" rounded="l2" p="4" display="flex" justifyContent="center" overflowX="auto">
              <Box boxShadow="md">
                <KitchenTicket order={order} />
              </Box>
            </Box>
          </OrderSection>
        </Stack>
      </Grid>
      <PrintTicket order={order} />
    </Stack>
  );
}

/** How the fetch of the order ended: `done` (stored, or the server does not know it: 404). */
type Refreshed = 'done' | 'failed';

function refreshOnce(orderId: number): Promise<Refreshed> {
  return refreshOrder(orderId).then(
    () => 'done' as const,
    (error: unknown) => (isApiError(error) && error.status === 404 ? 'done' : 'failed'), // offline: the local copy stands
  );
}

function BackLink() {
  const { t } = useTranslation('orders');
  return (
    <UiBackLink to="/orders/active">{t('details.back')}</UiBackLink>
  );
}
