// The new-order alarm for the whole main layout: the looping alarm sound, the short cancellation
// alert, and — while an order rings — a prominent banner "New order #1042" with "Open order",
// "Stop alarm" and, when the browser blocked the sound, "Enable sound" (fixed at the bottom, in
// thumb reach and clear of the toasts). Also tells the chef when an order action was refused by
// the server (use-refused-action-toast.ts).
import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { BellOff, BellRing, Volume2 } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChefDb } from '@/db/use-chef-db';
import { useAlarmSound } from '@/lib/alarm/use-alarm-sound';
import { usePinnedToBottom } from '@/ui/pinned-bottom';
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
  const { alarmRef, cancelRef, ringing, soundBlocked, stop, enableSound } = useOrderAlarm(db);
  useRefusedActionToast(db);
  const alarmFile = useAlarmSound(alarmRef);
  const newest = ringing[0];

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
            py="4"
            rounded="l3"
            bg="orange.solid"
            color="orange.contrast"
            boxShadow="0 12px 32px rgba(0, 0, 0, 0.35)"
          >
            <HStack gap="3" flex="1" minW="0">
              <Box flexShrink={0} p="2.5" rounded="full" bg="blackAlpha.200" animation={`${ring} 1.2s ease-in-out infinite`} _motionReduce={{ animation: 'none' }} aria-hidden="true">
                <BellRing size={24} />
              </Box>
              <Stack gap="0" minW="0">
                <Text fontSize="xl" fontWeight="bold" lineHeight="short">
                  {t('alarm.newOrder', { number: newest.number })}
                </Text>
                <Text fontSize="sm" opacity={0.9} truncate>
                  {newest.customer.name}
                  {ringing.length > 1 && ` · ${t('alarm.more', { count: ringing.length - 1 })}`}
                </Text>
                {soundBlocked && (
                  <Text fontSize="sm" fontWeight="semibold">
                    {t('alarm.soundBlocked')}
                  </Text>
                )}
              </Stack>
            </HStack>
            <Grid templateColumns={{ base: '1fr 1fr', md: 'auto' }} gridAutoFlow={{ md: 'column' }} gap="2">
              {soundBlocked && (
                <Button size="lg" h="12" gridColumn={{ base: '1 / -1', md: 'auto' }} variant="surface" colorPalette="gray" onClick={enableSound}>
                  <Volume2 aria-hidden="true" />
                  {t('alarm.enableSound')}
                </Button>
              )}
              <Button asChild size="lg" h="12" variant="outline" color="inherit" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }}>
                <RouterLink to="/orders/$id" params={{ id: String(newest.id) }}>
                  {t('alarm.open')}
                </RouterLink>
              </Button>
              <Button size="lg" h="12" bg="white" color="orange.700" _hover={{ bg: 'orange.50' }} onClick={stop}>
                <BellOff aria-hidden="true" />
                {t('alarm.stop')}
              </Button>
            </Grid>
          </Stack>
        </AlarmBar>
      )}
    </>
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
