// One active order as a card (<article aria-label="Order #1042">): a coloured edge by status,
// number, customer and time since it arrived, type, the countdown once accepted, items with their
// options, the customer's notes, the total, and the actions allowed now with a "Details" link.
// data-status and data-waiting let tests (and styles) see its state; data-snapshot="item" lets the
// screen's picture leave out a card no screen shows (src/lib/screen-snapshot/capture.ts).
import { Box, Button, Flex, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { ChevronRight, MessageSquareText } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@/db/rows';
import { useChefDb } from '@/db/use-chef-db';
import { acknowledgeOrders } from './mutations';
import { formatMoney } from '@/lib/format';
import { OrderActions } from './OrderActions';
import { StatusBadge, TypeBadge, WaitingBadge } from './OrderBadges';
import { OrderItems } from './OrderItems';
import { statusLook } from './order-look';
import { ReadyCountdown, TimeSince } from './OrderTimes';
import { ReadyTimeMoved, RunningLate } from './RunningLate';

type Props = {
  order: OrderRow;
  waiting: boolean;
  /** The screen was asked to open this order's Accept dialog (`?accept=`): open it, then call this. */
  acceptAsked?: (() => void) | undefined;
};

/** Every change of the orders table gives every row anew (a live query reads them again): a card
 * renders again only when its own order or its waiting state changed, so an accept among 200
 * cards redraws one card, not 200. */
export const OrderCard = memo(OrderCardView, (before, after) => before.waiting === after.waiting && before.acceptAsked === after.acceptAsked && sameOrder(before.order, after.order));

function sameOrder(a: OrderRow, b: OrderRow): boolean {
  return a === b || (a.updated_at === b.updated_at && asJson(a) === asJson(b));
}

/** A row's JSON, made once per row object: the row a card shows now is compared again, as the
 * previous one, at the next change (200 cards: 200 stringifications per change, not 400). */
const jsonOfRow = new WeakMap<OrderRow, string>();
function asJson(row: OrderRow): string {
  let json = jsonOfRow.get(row);
  if (json === undefined) {
    json = JSON.stringify(row);
    jsonOfRow.set(row, json);
  }
  return json;
}

function OrderCardView({ order, waiting, acceptAsked }: Props) {
  const { t } = useTranslation('orders');
  const db = useChefDb();
  const { palette } = statusLook(order.status);
  const label = t('orderLabel', { number: order.number });
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);

  return (
    <Flex
      as="article"
      aria-label={label}
      data-snapshot="item"
      data-status={order.status}
      data-waiting={waiting ? 'true' : 'false'}
      direction="column"
      bg="bg.panel"
      rounded="l3"
      borderWidth="1px"
      borderColor={order.status === 'pending' ? `${palette}.solid` : 'border'}
      borderTopWidth="4px"
      borderTopColor={`${palette}.solid`}
      boxShadow={order.status === 'pending' ? 'md' : 'xs'}
      overflow="hidden"
    >
      <Stack gap="3" p={{ base: '4', md: '5' }} flex="1">
        <HStack justify="space-between" align="start" gap="3">
          <Stack gap="0.5" minW="0">
            <Text fontSize="2xl" fontWeight="bold" lineHeight="1.1" letterSpacing="tight" fontVariantNumeric="tabular-nums">
              #{order.number}
            </Text>
            <Text fontWeight="medium" truncate>
              {order.customer.name}
            </Text>
          </Stack>
          <Stack gap="1.5" align="end" flexShrink={0}>
            <StatusBadge status={order.status} />
            <TimeSince at={order.created_at} />
          </Stack>
        </HStack>
        <HStack gap="2" wrap="wrap">
          <TypeBadge type={order.type} />
          {waiting && <WaitingBadge />}
        </HStack>
        {order.status === 'accepted' && <ReadyCountdown readyAt={order.estimated_ready_at} />}
        {order.status === 'accepted' && <ReadyTimeMoved delays={order.ready_delays} />}
        <RunningLate order={order} />
        <Separator />
        <OrderItems items={order.items} dense />
        {order.customer_notes && (
          <HStack align="start" gap="2" p="3" rounded="l2" bg="yellow.subtle" color="yellow.fg" fontSize="sm">
            <MessageSquareText size={16} aria-label={t('customerNotes')} style={{ flexShrink: 0, marginTop: 2 }} />
            <Text>{order.customer_notes}</Text>
          </HStack>
        )}
        <HStack justify="space-between" mt="auto" pt="1">
          <Text fontSize="sm" color="fg.muted">
            {t('itemCount', { count: itemCount })}
          </Text>
          <Text fontWeight="bold" fontSize="lg" fontVariantNumeric="tabular-nums">
            <Box as="span" srOnly>
              {t('total')}{' '}
            </Box>
            {formatMoney(order.total)}
          </Text>
        </HStack>
      </Stack>
      <Box px={{ base: '4', md: '5' }} py="3" bg="bg.subtle" borderTopWidth="1px" borderColor="border.muted">
        <OrderActions order={order} acceptAsked={acceptAsked}>
          <Button asChild variant="ghost" colorPalette="gray" size="lg" h="12" px="3" gridColumn="-2 / -1">
            <RouterLink to="/orders/$id" params={{ id: String(order.id) }} onClick={() => db && void acknowledgeOrders(db, [order.id])}>
              {t('actions.details')}
              <ChevronRight aria-hidden="true" />
            </RouterLink>
          </Button>
        </OrderActions>
      </Box>
    </Flex>
  );
}
