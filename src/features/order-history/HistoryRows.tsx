// The rows of one history page: a table on wide screens, stacked cards on a phone. Only the current
// page (HISTORY_PAGE_SIZE rows) is ever rendered, however many orders the chef has.
import { Badge, Box, HStack, Link as ChakraLink, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@/db/rows';
import { formatDateTime, formatMoney } from '@/lib/format';
import { historyStatusKey, statusTone } from './status-label';

export function HistoryRows({ orders }: { orders: OrderRow[] }) {
  const wide = useBreakpointValue({ base: false, md: true }, { ssr: false });
  return wide ? <HistoryTable orders={orders} /> : <HistoryCards orders={orders} />;
}

function StatusBadge({ order }: { order: OrderRow }) {
  const { t } = useTranslation('orderHistory');
  const key = historyStatusKey(order.status);
  return (
    <Badge colorPalette={statusTone[key]} variant="subtle" size="md">
      {t(`statusLabel.${key}`)}
    </Badge>
  );
}

/** The order's link. `stretched`: it covers its card (position: relative), so a tap anywhere on
 * the card opens the order, while keyboards and screen readers still meet one link. */
function OrderLink({ order, stretched = false }: { order: OrderRow; stretched?: boolean }) {
  const { t } = useTranslation('orderHistory');
  return (
    <ChakraLink
      asChild
      fontWeight="semibold"
      colorPalette="primary"
      color="colorPalette.fg"
      focusRingOffset="2px"
      _after={stretched ? { content: '""', position: 'absolute', inset: 0, rounded: 'md' } : undefined}
    >
      <Link to="/orders/$id" params={{ id: String(order.id) }}>
        {t('orderNumber', { number: order.number })}
      </Link>
    </ChakraLink>
  );
}

function HistoryTable({ orders }: { orders: OrderRow[] }) {
  const { t } = useTranslation('orderHistory');
  return (
    <Table.ScrollArea borderWidth="1px" borderColor="border" rounded="md" bg="bg.panel">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row bg="bg.muted">
            <Table.ColumnHeader>{t('columns.number')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.date')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.customer')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('columns.status')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('columns.total')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {orders.map((order) => (
            <Table.Row key={order.id} aria-label={t('orderLabel', { number: order.number })} data-status={order.status}>
              <Table.Cell>
                <OrderLink order={order} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDateTime(order.created_at)}</Table.Cell>
              <Table.Cell>{order.customer.name}</Table.Cell>
              <Table.Cell>
                <StatusBadge order={order} />
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {formatMoney(order.total)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function HistoryCards({ orders }: { orders: OrderRow[] }) {
  const { t } = useTranslation('orderHistory');
  return (
    <Stack as="ul" role="list" gap="2" listStyleType="none">
      {orders.map((order) => (
        <Box as="li" key={order.id}>
          <Box
            as="article"
            aria-label={t('orderLabel', { number: order.number })}
            data-status={order.status}
            borderWidth="1px"
            borderColor="border"
            rounded="md"
            bg="bg.panel"
            px="4"
            py="3"
            position="relative"
            _hover={{ borderColor: 'border.emphasized', bg: 'bg.subtle' }}
          >
            <HStack justify="space-between" align="baseline">
              <OrderLink order={order} stretched />
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {formatMoney(order.total)}
              </Text>
            </HStack>
            <HStack justify="space-between" align="center" mt="1" gap="3">
              <Box minW="0">
                <Text truncate>{order.customer.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {formatDateTime(order.created_at)}
                </Text>
              </Box>
              <StatusBadge order={order} />
            </HStack>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
