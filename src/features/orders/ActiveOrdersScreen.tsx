// The active orders screen (/orders/active): every order the chef still has to act on, from Dexie,
// what needs them first (sort-orders.ts), as cards in a responsive grid; counts per stage on top;
// "No active orders" only when the server said so: with none saved, a failed load says "Could not
// load your active orders" with "Try again" (pull-state.ts). Keeps the screen awake while open.
// A link under the heading opens today's prep sheet (/kitchen/prep). The screen keeps a snapshot of
// itself for a fast start (src/lib/screen-snapshot). The cards render in two steps
// (use-cards-in-steps.ts): the first screen's at once, the rest just after, and with them the
// action dialogs' styles are put in the page (ActionDialogsWarmUp.tsx). Asked to open an order's
// Accept dialog (`?accept=<id>`: the notification's tap, the alarm bar's Accept), it opens it on
// that order's card once the card is there, or lets the request go when the order was answered
// already (active-search.ts); `onAcceptHandled` then takes the parameter out of the address.
import { Box, Center, Heading, HStack, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { ChefHat, ClipboardList } from 'lucide-react';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@/db/rows';
import { useChefDb } from '@/db/use-chef-db';
import { useFirstScreenShown } from '@/lib/first-screen';
import { useScreenSnapshot } from '@/lib/screen-snapshot/use-screen-snapshot';
import { pullNow } from '@/sync/engine/chef-sync';
import { LoadProblem } from '@/ui/LoadProblem';
import { ActionDialogsWarmUp } from './ActionDialogsWarmUp';
import { acceptRequest } from './accept-request';
import { OrderCard } from './OrderCard';
import { ACTIVE_ORDERS_COLLECTION, useActiveOrders, useOrder, useWaitingOrderIds } from './queries';
import { useCardsInSteps } from './use-cards-in-steps';
import { useWakeLock } from '@/ui/use-wake-lock';

const stages = [
  { key: 'pending', palette: 'orange', match: (o: OrderRow) => o.status === 'pending' },
  { key: 'delivery_change_requested', palette: 'purple', match: (o: OrderRow) => o.status === 'delivery_change_requested' },
  { key: 'accepted', palette: 'blue', match: (o: OrderRow) => o.status === 'accepted' },
  { key: 'ready', palette: 'green', match: (o: OrderRow) => o.status === 'ready_for_pickup' || o.status === 'ready_for_delivery' },
] as const;

type Props = {
  /** Shown under the heading's links: the route's "Test the alarm" (src/features/alarm). */
  headerExtra?: ReactNode;
  /** The order whose Accept dialog to open (`?accept=`). */
  acceptOrderId?: number | undefined;
  /** The request was handled (opened, or let go): the route drops it from the address. */
  onAcceptHandled?: () => void;
};

export function ActiveOrdersScreen({ headerExtra, acceptOrderId, onAcceptHandled }: Props = {}) {
  const { t } = useTranslation('orders');
  const db = useChefDb();
  const asked = useAcceptRequest(db, acceptOrderId, onAcceptHandled);
  const list = useActiveOrders(db);
  useFirstScreenShown(list !== undefined);
  const orders = list?.rows;
  const load = list?.load;
  const waiting = useWaitingOrderIds(db);
  useWakeLock();
  const none = orders?.length === 0;
  const loading = orders === undefined || (none && load === 'loading');
  const cards = useCardsInSteps(orders);
  // What is on screen, for the picture the next start paints before the JS runs: taken once every
  // card is there.
  const shown = useMemo(() => ({ list, waiting }), [list, waiting]);
  useScreenSnapshot('/orders/active', db?.chefId, !loading, shown, cards.complete);

  return (
    <Stack gap="6" as="section" aria-labelledby="active-orders-title">
      <Stack gap="3" direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'start', md: 'end' }}>
        <Stack gap="1">
          <Heading as="h1" id="active-orders-title" size="2xl">
            {t('active.title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('active.subtitle')}
          </Text>
          <Link asChild fontSize="sm" color="primary.fg" alignSelf="start" minH="11" display="inline-flex" alignItems="center" gap="1.5">
            <RouterLink to="/kitchen/prep">
              <ClipboardList size={16} aria-hidden="true" />
              {t('screens:prepSheet')}
            </RouterLink>
          </Link>
          {headerExtra}
        </Stack>
        {orders && orders.length > 0 && (
          <HStack gap="2" wrap="wrap">
            {stages.map((stage) => {
              const count = orders.filter(stage.match).length;
              return (
                <HStack key={stage.key} gap="1.5" px="3" h="8" rounded="full" bg={count ? `${stage.palette}.subtle` : 'bg.muted'} color={count ? `${stage.palette}.fg` : 'fg.muted'} fontSize="sm" fontWeight="medium">
                  <Text as="span">{t(`active.counts.${stage.key}`)}</Text>
                  <Text as="span" fontWeight="bold" fontVariantNumeric="tabular-nums">
                    {count}
                  </Text>
                </HStack>
              );
            })}
          </HStack>
        )}
      </Stack>
      {loading ? (
        <Center py="16" gap="3" color="fg.muted">
          <Spinner size="sm" />
          <Text>{t('active.loading')}</Text>
        </Center>
      ) : none && (load === 'failed' || load === 'offline') ? (
        <LoadProblem title={t('active.loadFailed')} offline={load === 'offline'} onRetry={() => pullNow(ACTIVE_ORDERS_COLLECTION)} />
      ) : none ? (
        <Center flexDirection="column" gap="3" py="16" px="6" textAlign="center" rounded="l3" borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" bg="bg.panel">
          <Box p="4" rounded="full" bg="primary.subtle" color="primary.fg">
            <ChefHat size={32} aria-hidden="true" />
          </Box>
          <Text fontSize="lg" fontWeight="semibold">
            {t('active.empty')}
          </Text>
          <Text color="fg.muted" maxW="sm">
            {t('active.emptyHint')}
          </Text>
        </Center>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, '2xl': 3 }} gap={{ base: '4', md: '5' }} alignItems="start">
          {(cards.now ?? orders).map((order) => (
            <OrderCard key={order.id} order={order} waiting={waiting.has(order.id)} acceptAsked={order.id === acceptOrderId ? asked : undefined} />
          ))}
        </SimpleGrid>
      )}
      {orders?.[0] && <ActionDialogsWarmUp order={orders[0]} />}
    </Stack>
  );
}

/** `?accept=<id>`: the handler the named order's card calls once it opened its dialog; for an
 * order answered already, the request is let go at once; for one not on the device yet, it waits. */
function useAcceptRequest(db: ReturnType<typeof useChefDb>, orderId: number | undefined, handled: (() => void) | undefined): (() => void) | undefined {
  const order = useOrder(db, orderId ?? 0);
  const request = orderId === undefined || order === undefined ? 'wait' : acceptRequest(order ?? undefined);
  const done = useCallback(() => handled?.(), [handled]);
  useEffect(() => {
    if (request === 'drop') done();
  }, [request, done]);
  return request === 'open' ? done : undefined;
}
