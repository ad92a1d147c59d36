// The details page's order panel: the items with their options, the customer's and the chef's
// notes, and the totals (subtotal, delivery fee, total) in euros.
import { HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/contract';
import { formatMoney } from '@/lib/format';
import { OrderSection } from './OrderFacts';
import { OrderItems } from './OrderItems';

function Note({ label, text, palette }: { label: string; text: string; palette: string }) {
  return (
    <Stack gap="1" p="3" rounded="l2" bg={`${palette}.subtle`} color={`${palette}.fg`}>
      <HStack gap="1.5" fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide">
        <MessageSquareText size={14} aria-hidden="true" />
        <Text>{label}</Text>
      </HStack>
      <Text>{text}</Text>
    </Stack>
  );
}

function Line({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <HStack justify="space-between" fontWeight={strong ? 'bold' : 'normal'} fontSize={strong ? 'lg' : 'md'}>
      <Text>{label}</Text>
      <Text fontVariantNumeric="tabular-nums">{formatMoney(amount)}</Text>
    </HStack>
  );
}

export function OrderItemsSection({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  return (
    <OrderSection title={t('details.items')}>
      <Stack gap="4">
        <OrderItems items={order.items} />
        {order.customer_notes && <Note label={t('customerNotes')} text={order.customer_notes} palette="yellow" />}
        {order.chef_notes && <Note label={t('chefNotes')} text={order.chef_notes} palette="blue" />}
        <Separator />
        <Stack gap="1.5">
          <Line label={t('subtotal')} amount={order.subtotal} />
          {(order.type === 'delivery' || order.delivery_fee > 0) && <Line label={t('deliveryFee')} amount={order.delivery_fee} />}
          <Line label={t('total')} amount={order.total} strong />
        </Stack>
      </Stack>
    </OrderSection>
  );
}
