// The new-order alarm for the whole main layout: the looping alarm sound, the short cancellation
// alert, and — while an order rings — a prominent bar "New order #1042" with what was ordered
// (the first items, delivery or pickup, the total) and "Accept", "Open order", "Stop alarm" and,
// when the browser blocked the sound, "Enable sound" (fixed at the bottom, in thumb reach; the page
// keeps room under its last card for it, and the toasts show above it). "Accept" opens the order's
// Accept dialog on its card (/orders/active?accept=<id>), the dialog and path of the card's own
// Accept. Also tells the chef when an order action was refused by the server
// (use-refused-action-toast.ts).
import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { Link as RouterLink, useNavigate } from '@tanstack/react-router';
import { BellOff, BellRing, Check, Volume2 } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRow } from '@/db/rows';
import { useChefDb } from '@/db/use-chef-db';
import { useAlarmSound } from '@/lib/alarm/use-alarm-sound';
import { formatMoney } from '@/lib/format';
import { usePinnedToBottom } from '@/ui/pinned-bottom';
import { summarizeItems } from './alarm-summary';
import { typeIcons } from './type-icons';
import { useOrderAlarm } from './use-order-alarm';
import { useRefusedActionToast } from './use-refused-action-toast';
const ring = keyframes`
  0%, 100% { transform: rotate(0); }
  10%, 30% { transform: rotate(-12deg); }
  20%, 40% { transform: rotate(12deg); }
  50% { transform: rotate(0); }
`;

export function OrderAlarm() {
  const { t } = useTranslation('orders');
  const db = useChefDb();
  const navigate = useNavigate();
  const { alarmRef, cancelRef, ringing, soundBlocked, stop, enableSound } = useOrderAlarm(db);
  useRefusedActionToast(db);
  const alarmFile = useAlarmSound(alarmRef);
  const newest = ringing[0];
  const onBar = { size: 'lg', h: '12', px: '3', minW: '0', variant: 'outline', color: 'inherit', borderColor: 'whiteAlpha.700', _hover: { bg: 'whiteAlpha.200' } } as const;

  return (
    <>
      <audio ref={alarmRef} data-testid="order-alarm" src={alarmFile} preload="auto" loop />
      <audio ref={cancelRef} data-testid="order-cancel-alert" src="/alert.mp3" preload="auto" />
      {newest && (
        <AlarmBar>
          <Stack
            role="alert"
            data-testid="order-alarm-banner"
            direction={{ base: 'column', md: 'row' }}
            gap={{ base: '3', md: '4' }}
            align={{ base: 'stretch', md: 'center' }}
            px={{ base: '4', md: '5' }}
            py={{ base: '3', md: '4' }}
            rounded="l3"
            bg="orange.solid"
            color="orange.contrast"
            boxShadow="0 12px 32px rgba(0, 0, 0, 0.35)"
          >
            <HStack gap="3" flex="1" minW="0" align="start">
              <Box flexShrink={0} p="2.5" rounded="full" bg="blackAlpha.200" animation={`${ring} 1.2s ease-in-out infinite`} _motionReduce={{ animation: 'none' }} aria-hidden="true">
                <BellRing size={24} />
              </Box>
              <NewOrder order={newest} more={ringing.length - 1} soundBlocked={soundBlocked} />
            </HStack>
            <Grid templateColumns={{ base: 'repeat(3, minmax(0, 1fr))', md: 'auto' }} gridAutoFlow={{ md: 'column' }} gap="2">
              {soundBlocked && (
                <Button size="lg" h="12" gridColumn={{ base: '1 / -1', md: 'auto' }} variant="surface" colorPalette="gray" onClick={enableSound}>
                  <Volume2 aria-hidden="true" />
                  {t('alarm.enableSound')}
                </Button>
              )}
              <Button size="lg" h="12" px="3" minW="0" bg="white" color="green.700" _hover={{ bg: 'green.50' }} onClick={() => void navigate({ to: '/orders/active', search: { accept: newest.id } })}>
                <Check aria-hidden="true" />
                {t('actions.accept')}
                <Box as="span" srOnly>
                  {` ${t('orderLabel', { number: newest.number })}`}
                </Box>
              </Button>
              <Button asChild {...onBar}>
                <RouterLink to="/orders/$id" params={{ id: String(newest.id) }}>
                  {t('alarm.open')}
                </RouterLink>
              </Button>
              <Button {...onBar} onClick={stop}>
                <Box as="span" display={{ base: 'none', sm: 'inline' }}>
                  <BellOff aria-hidden="true" />
                </Box>
                {t('alarm.stop')}
              </Button>
            </Grid>
          </Stack>
        </AlarmBar>
      )}
    </>
  );
}

/** "New order #12 · €24.50", "Ana K. · Delivery", "2 × Cepelinai, 1 × Kibinai, +2 more". */
function NewOrder({ order, more, soundBlocked }: { order: OrderRow; more: number; soundBlocked: boolean }) {
  const { t } = useTranslation('orders');
  const items = summarizeItems(order.items);
  const TypeIcon = typeIcons[order.type];
  const itemWords = [...items.shown.map(({ quantity, name }) => t('alarm.item', { quantity, name })), ...(items.more > 0 ? [t('alarm.moreItems', { count: items.more })] : [])];
  return (
    <Stack gap="0.5" minW="0" flex="1">
      <HStack justify="space-between" align="baseline" gap="3">
        <Text fontSize="xl" fontWeight="bold" lineHeight="short">
          {t('alarm.newOrder', { number: order.number })}
        </Text>
        <Text fontSize="xl" fontWeight="bold" lineHeight="short" fontVariantNumeric="tabular-nums" flexShrink={0} data-testid="order-alarm-total">
          <Box as="span" srOnly>
            {`${t('total')} `}
          </Box>
          {formatMoney(order.total)}
        </Text>
      </HStack>
      <HStack gap="1.5" fontSize="sm" minW="0">
        <Text truncate>{order.customer.name}</Text>
        <Text aria-hidden="true">·</Text>
        <HStack gap="1" flexShrink={0} data-testid="order-alarm-type">
          <TypeIcon size={14} aria-hidden="true" />
          <Text>{t(`type.${order.type}`)}</Text>
        </HStack>
        {more > 0 && <Text flexShrink={0}>{`· ${t('alarm.more', { count: more })}`}</Text>}
      </HStack>
      <Text fontSize="sm" fontWeight="medium" lineClamp={2} data-testid="order-alarm-items">
        {itemWords.join(', ')}
      </Text>
      {soundBlocked && (
        <Text fontSize="sm" fontWeight="semibold">
          {t('alarm.soundBlocked')}
        </Text>
      )}
    </Stack>
  );
}

/** The bar's frame, fixed at the bottom; the page keeps room under the last card for it. */
function AlarmBar({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  usePinnedToBottom(ref);
  return (
    <Box ref={ref} position="fixed" bottom={{ base: '3', md: '5' }} left="50%" transform="translateX(-50%)" w="min(52rem, calc(100vw - 1.5rem))" zIndex="banner">
      {children}
    </Box>
  );
}
