// The details page's panels: a titled section frame, and the facts about an order — the customer
// (name, phone, delivery address), preparation (time, estimated ready time), the pickup request
// and its answer, and the refusal with its refund.
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/contract';
import { formatClock, formatDayTime, formatMoney } from '@/lib/format';

export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="bg.panel" borderWidth="1px" borderColor="border" rounded="l3" p={{ base: '4', md: '5' }}>
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box>{children}</Box>
    </Stack>
  );
}

export function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const change = order.delivery_change;
  return (
    <OrderSection title={t('details.customer')}>
      <Stack gap="4">
        <Text fontWeight="semibold" fontSize="lg">
          {order.customer.name}
        </Text>
        {order.customer.phone && (
          <Fact label={t('details.phone')}>
            <Link href={`tel:${order.customer.phone}`} colorPalette="primary">
              {order.customer.phone}
            </Link>
          </Fact>
        )}
        {order.type === 'delivery' && order.delivery_address && (
          <Fact label={t('details.address')}>
            <Text>{order.delivery_address}</Text>
          </Fact>
        )}
        {order.preparation_time !== null && (
          <Fact label={t('details.preparation')}>
            <Text>{t('details.preparationTime', { count: order.preparation_time })}</Text>
            {order.estimated_ready_at && (
              <Text fontSize="sm" color="fg.muted">
                {t('details.readyAt', { time: formatClock(order.estimated_ready_at) })}
              </Text>
            )}
          </Fact>
        )}
        {change && (
          <Fact label={t('details.pickupRequest')}>
            <Text>{t(`pickup.reasons.${change.reason}`, { defaultValue: change.reason })}</Text>
            {change.notes && (
              <Text fontSize="sm" color="fg.muted">
                {change.notes}
              </Text>
            )}
            <Text fontSize="sm" fontWeight="medium" color="purple.fg">
              {t(`details.pickupStatus.${change.status}`, { defaultValue: change.status })}
            </Text>
          </Fact>
        )}
        {order.refuse_reason && (
          <Fact label={t('details.refuseReason')}>
            <Text>{t(`refuse.reasons.${order.refuse_reason}`, { defaultValue: order.refuse_reason })}</Text>
          </Fact>
        )}
        {order.refund && (
          <Box p="3" rounded="l2" bg="green.subtle" color="green.fg" fontSize="sm" fontWeight="medium">
            {t('details.refund', { amount: formatMoney(order.refund.amount) })} · {formatDayTime(order.refund.at)}
          </Box>
        )}
      </Stack>
    </OrderSection>
  );
}
