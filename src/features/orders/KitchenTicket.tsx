// The kitchen ticket: what a receipt printer prints for the kitchen — the order number large, the
// time, the type, the customer, every item with its options and quantity, the customer's notes,
// the chef's own notes (given with accept, refuse or a pickup request) and the totals. Black on white in a receipt column (72 mm of print on 80 mm paper; the same column
// at the top of an A4 page). Shown on screen as a preview; PrintTicket prints only this.
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { movedMinutes, type Order } from '@/contract';
import { formatClock, formatDayTime, formatMoney } from '@/lib/format';

const Rule = () => <Box borderTop="1px dashed black" my="2" aria-hidden="true" />;

const Row = ({ left, right, strong = false }: { left: string; right: string; strong?: boolean }) => (
  <Flex justify="space-between" gap="2" fontWeight={strong ? 'bold' : 'normal'} fontSize={strong ? '15px' : '13px'}>
    <Text as="span">{left}</Text>
    <Text as="span" whiteSpace="nowrap">
      {right}
    </Text>
  </Flex>
);

export function KitchenTicket({ order, printedAt }: { order: Order; printedAt?: string }) {
  const { t } = useTranslation('orders');
  return (
    <Box
      className="kitchen-ticket"
      role="figure"
      aria-label={t('ticket.label')}
      w="72mm"
      maxW="100%"
      bg="white"
      color="black"
      p="4mm"
      fontFamily="'Courier New', ui-monospace, monospace"
      fontSize="13px"
      lineHeight="1.35"
      css={{ printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact', '& *': { color: 'black' } }}
    >
      <Text textAlign="center" fontSize="11px" letterSpacing="0.2em">
        {t('ticket.order')}
      </Text>
      <Text textAlign="center" fontSize="34px" fontWeight="bold" lineHeight="1.1">
        #{order.number}
      </Text>
      <Box my="1.5" py="1" textAlign="center" fontWeight="bold" fontSize="16px" letterSpacing="0.15em" bg="black" css={{ color: 'white !important' }}>
        {t(`type.${order.type}`).toUpperCase()}
      </Box>
      <Row left={t('ticket.placed')} right={formatDayTime(order.created_at)} />
      {order.estimated_ready_at && (
        <Row
          left={t('ticket.readyBy')}
          right={movedMinutes(order) > 0 ? t('ticket.readyMoved', { time: formatClock(order.estimated_ready_at), minutes: movedMinutes(order) }) : formatClock(order.estimated_ready_at)}
          strong
        />
      )}
      <Rule />
      <Text fontWeight="bold">{order.customer.name}</Text>
      {order.customer.phone && <Text>{order.customer.phone}</Text>}
      {order.type === 'delivery' && order.delivery_address && <Text>{order.delivery_address}</Text>}
      <Rule />
      <Stack gap="1.5">
        {order.items.map((item) => (
          <Box key={item.id}>
            <Flex justify="space-between" gap="2" fontWeight="bold" fontSize="15px">
              <Text as="span">
                {item.quantity} × {item.name}
              </Text>
              <Text as="span" whiteSpace="nowrap" fontWeight="normal" fontSize="13px">
                {formatMoney(item.total)}
              </Text>
            </Flex>
            {item.options.map((option, index) => (
              <Text key={`${option.name}-${index}`} ps="4">
                + {option.quantity > 1 ? `${option.quantity} × ` : ''}
                {option.name}
              </Text>
            ))}
          </Box>
        ))}
      </Stack>
      {order.customer_notes && (
        <>
          <Rule />
          <Text fontWeight="bold">{t('ticket.notes')}:</Text>
          <Box borderWidth="2px" borderColor="black" p="1.5" fontWeight="bold" whiteSpace="pre-wrap">
            {order.customer_notes}
          </Box>
        </>
      )}
      {order.chef_notes && (
        <>
          <Rule />
          <Text fontWeight="bold">{t('ticket.chefNotes')}:</Text>
          <Text whiteSpace="pre-wrap">{order.chef_notes}</Text>
        </>
      )}
      <Rule />
      <Row left={t('subtotal')} right={formatMoney(order.subtotal)} />
      {order.type === 'delivery' && <Row left={t('deliveryFee')} right={formatMoney(order.delivery_fee)} />}
      <Row left={t('total').toUpperCase()} right={formatMoney(order.total)} strong />
      {printedAt && (
        <>
          <Rule />
          <Text textAlign="center" fontSize="11px">
            {t('ticket.printed', { time: formatDayTime(printedAt) })}
          </Text>
        </>
      )}
    </Box>
  );
}
