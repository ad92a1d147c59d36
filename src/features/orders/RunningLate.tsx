// Running late: on an accepted order, "Running late? +5 / +10 / +20 min" moves
// its ready time (through the outbox, so offline too), twice at most; and `ReadyTimeMoved`, the
// line every screen showing the ready time adds once it moved: "Ready time moved +15 min".
import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { maxReadyDelays, movedMinutes, readyDelayMinutes, type ReadyDelay, type ReadyDelayMinutes } from '@/contract';
import type { OrderRow } from '@/db/rows';
import { mutate } from '@/sync/engine/mutate';
import { useOrderAction } from './use-order-action';

export function RunningLate({ order }: { order: OrderRow }) {
  const { t } = useTranslation('orders');
  const { run } = useOrderAction(order);
  if (order.status !== 'accepted' || (order.ready_delays?.length ?? 0) >= maxReadyDelays) return null;
  const delay = (minutes: ReadyDelayMinutes) => run('delayOrder', async (db) => void (await mutate(db, { kind: 'delayOrder', orderId: order.id, minutes })));
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t('late.label', { number: order.number })} data-testid="running-late">
      <Text fontSize="sm" color="fg.muted">
        {t('late.question')}
      </Text>
      {readyDelayMinutes.map((minutes) => (
        <Button key={minutes} size="sm" minH="11" variant="outline" colorPalette="orange" aria-label={t('late.add', { minutes })} onClick={() => void delay(minutes)}>
          {t('late.plus', { minutes })}
        </Button>
      ))}
    </HStack>
  );
}

/** "Ready time moved +15 min" once the ready time moved; nothing otherwise. */
export function ReadyTimeMoved({ delays }: { delays: readonly ReadyDelay[] | undefined }) {
  const { t } = useTranslation('orders');
  const minutes = movedMinutes({ ready_delays: delays });
  if (minutes === 0) return null;
  return (
    <Text fontSize="sm" fontWeight="medium" color="orange.fg" data-testid="ready-moved">
      {t('late.moved', { minutes })}
    </Text>
  );
}
