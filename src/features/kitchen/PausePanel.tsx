// Pausing new orders while the kitchen is open: "Pause for 15 min / 30 min / 1 hour / until
// tomorrow's opening (10:00)". Paused by the chef: a countdown (or the clock time it ends) and
// "Resume now". Paused by the server because no device of the chef was connected (heartbeat) or
// because orders in a row were not answered: when and why, and "Resume" in one tap. A pause tapped
// but not sent yet says it has not started (customers can still order until the server has it)
// instead of counting down.
import { Alert, Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { kitchenClock, kitchenPauseEnd, type Kitchen, type KitchenPause, type PauseLength } from '@/contract';
import { useServerNow } from '@/ui/use-now';
import { clockWhen, pauseEndLook } from './kitchen-look';
import { whenText } from './when-text';

type Props = {
  /** What "until opening" ends at: the week (or the one opening time of a kitchen without one). */
  hours: Pick<Kitchen, 'schedule' | 'closures' | 'opening_time'>;
  /** The pause in force (one past its end is not passed), or null. */
  pause: KitchenPause | null;
  /** A pause or resume still waiting to be sent. */
  waiting: boolean;
  /** The pause shown is not in force yet: waiting to be sent while online, or offline. */
  notYet: 'sending' | 'offline' | null;
  onPause: (pauseFor: PauseLength) => Promise<void>;
  onResume: () => Promise<void>;
};

export function PausePanel({ hours, pause, waiting, notYet, onPause, onResume }: Props) {
  if (pause?.reason === 'offline' || pause?.reason === 'missed_orders') return <ServerPause pause={pause} waiting={waiting} onResume={onResume} />;
  if (pause) return <ChefPause pause={pause} waiting={waiting} notYet={notYet} onResume={onResume} />;
  return <PauseChoices hours={hours} onPause={onPause} />;
}

function PauseChoices({ hours, onPause }: Pick<Props, 'hours' | 'onPause'>) {
  const { t } = useTranslation('kitchen');
  const now = useServerNow(30_000);
  const end = kitchenPauseEnd(hours, 'until_opening', now);
  const opening = end === null ? null : clockWhen(end, now);
  // "15 min" under the heading "Pause new orders", named "Pause for 15 min" for screen readers.
  const choices: { length: PauseLength; label: string; name?: string }[] = [
    { length: '15_min', label: t('pause.short15'), name: t('pause.for15') },
    { length: '30_min', label: t('pause.short30'), name: t('pause.for30') },
    { length: '1_hour', label: t('pause.short60'), name: t('pause.for60') },
  ];
  if (opening)
    choices.push({
      length: 'until_opening',
      label: t(`pause.untilOpening.${opening.day}`, {
        time: opening.time,
        weekday: opening.weekday,
      }),
    });

  return (
    <Stack gap="3" as="section" aria-labelledby="pause-heading">
      <Stack gap="0.5">
        <Text as="h3" id="pause-heading" fontWeight="semibold">
          {t('pause.heading')}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t('pause.hint')}
        </Text>
      </Stack>
      <Grid templateColumns={{ base: 'repeat(3, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr)) minmax(0, 2fr)' }} gap="2">
        {choices.map(({ length, label, name }) => (
          <Button
            key={length}
            variant="outline"
            colorPalette="gray"
            minH="11"
            h="auto"
            py="2"
            whiteSpace="normal"
            gridColumn={length === 'until_opening' ? { base: 'span 3', md: 'auto' } : undefined}
            aria-label={name}
            onClick={() => void onPause(length)}
          >
            {label}
          </Button>
        ))}
      </Grid>
    </Stack>
  );
}

function ChefPause({ pause, waiting, notYet, onResume }: { pause: KitchenPause } & Pick<Props, 'waiting' | 'notYet' | 'onResume'>) {
  const { t } = useTranslation('kitchen');
  const now = useServerNow(1000);
  const end = pauseEndLook(pause.until, now);

  return (
    <Box rounded="l3" bg="orange.subtle" p={{ base: '4', md: '5' }} data-testid="kitchen-paused" data-in-force={notYet === null ? 'true' : 'false'}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" justify="space-between" align={{ base: 'stretch', sm: 'center' }}>
        <Stack gap="1">
          <Text as="h3" fontWeight="semibold" color="orange.fg">
            {notYet ? t('pause.notYetTitle') : t('pause.pausedTitle')}
          </Text>

          {notYet ? (
            <Text fontWeight="medium" data-testid="pause-not-yet">
              {notYet === 'offline' ? t('pause.notYetOffline') : t('pause.notYetSending')}
            </Text>
          ) : end.kind === 'countdown' ? (
            <HStack gap="2" align="baseline" wrap="wrap">
              <Text color="fg.muted">{t('pause.countdownLabel')}</Text>
              <Text
                role="timer"
                aria-label={t('pause.until', { when: whenText(t, end.at) })}
                fontSize="3xl"
                fontWeight="bold"
                fontVariantNumeric="tabular-nums"
                lineHeight="1"
                data-testid="pause-countdown"
              >
                {end.left}
              </Text>
            </HStack>
          ) : (
            <Text fontSize="xl" fontWeight="bold">
              {end.kind === 'clock' ? t('pause.until', { when: whenText(t, end.at) }) : t('pause.untilResume')}
            </Text>
          )}
          {waiting && (
            <Text fontSize="sm" color="fg.muted">
              {t('pause.waiting')}
            </Text>
          )}
        </Stack>
        <Button colorPalette="green" size="lg" minH="11" onClick={() => void onResume()}>
          <Play aria-hidden="true" />
          {t('pause.resumeNow')}
        </Button>
      </Stack>
    </Box>
  );
}

function ServerPause({ pause, waiting, onResume }: { pause: KitchenPause } & Pick<Props, 'waiting' | 'onResume'>) {
  const { t } = useTranslation('kitchen');
  const since = Date.parse(pause.since);
  const time = Number.isNaN(since) ? pause.since : kitchenClock(since);
  const missed = pause.reason === 'missed_orders';
  return (
    <Alert.Root
      status="warning"
      variant="subtle"
      rounded="l3"
      alignItems={{ base: 'stretch', sm: 'center' }}
      flexDirection={{ base: 'column', sm: 'row' }}
      data-testid={missed ? 'kitchen-missed-orders-pause' : 'kitchen-offline-pause'}
    >
      <HStack align="start" gap="3" flex="1">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('pause.offlineTitle')}</Alert.Title>
          <Alert.Description>
            <Text>{missed ? t('pause.missedMessage', { time, count: pause.missed_orders ?? 1 }) : t('pause.offlineMessage', { time })}</Text>
            <Text color="fg.muted" fontSize="sm">
              {missed ? t('pause.missedHint') : t('pause.offlineHint')}
            </Text>
            {waiting && (
              <Text fontSize="sm" color="fg.muted">
                {t('pause.waiting')}
              </Text>
            )}
          </Alert.Description>
        </Alert.Content>
      </HStack>
      <Button colorPalette="green" size="lg" minH="11" onClick={() => void onResume()}>
        <Play aria-hidden="true" />
        {t('pause.resume')}
      </Button>
    </Alert.Root>
  );
}
