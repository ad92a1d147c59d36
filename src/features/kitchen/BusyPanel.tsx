// Busy mode on the kitchen screen: "Busy for 30 min / 1 hour / until I turn it
// off", adding 10 / 20 / 30 min to new orders (the kitchen's estimate customers see, and where the
// accept dialog starts). While busy: how much is added, how long is left (or "until you turn it
// off"), "Waiting to send" when the tap has not reached the server (then, honestly, that it is not
// on yet: new orders still take the usual time), and "Turn off busy mode".
import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { busyExtraMinutes, busyNow, type BusyExtraMinutes, type BusyLength, type KitchenBusy } from '@/contract';
import { useServerNow } from '@/ui/use-now';
import { countdown } from './kitchen-look';

type Props = {
  busy: KitchenBusy | null;
  /** A busy start or end still waiting to be sent. */
  waiting: boolean;
  /** The busy mode shown is not in force yet: waiting to be sent while online, or offline. */
  notYet: 'sending' | 'offline' | null;
  onBusy: (extraMinutes: BusyExtraMinutes, busyFor: BusyLength) => Promise<void>;
  onEnd: () => Promise<void>;
};

export function BusyPanel({ busy, waiting, notYet, onBusy, onEnd }: Props) {
  const now = useServerNow(1000);
  const inForce = busyNow(busy, now);
  return inForce ? <Busy busy={inForce} now={now} waiting={waiting} notYet={notYet} onEnd={onEnd} /> : <BusyChoices onBusy={onBusy} />;
}

function BusyChoices({ onBusy }: Pick<Props, 'onBusy'>) {
  const { t } = useTranslation('kitchen');
  const [extra, setExtra] = useState<BusyExtraMinutes>(20);
  const lengths: { length: BusyLength; label: string }[] = [
    { length: '30_min', label: t('busy.for30') },
    { length: '1_hour', label: t('busy.for60') },
    { length: 'until_off', label: t('busy.untilOff') },
  ];
  return (
    <Stack gap="3" as="section" aria-labelledby="busy-heading" data-testid="busy-choices">
      <Stack gap="0.5">
        <Text as="h3" id="busy-heading" fontWeight="semibold">
          {t('busy.heading')}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t('busy.hint')}
        </Text>
      </Stack>
      <HStack gap="2" role="group" aria-label={t('busy.extraLabel')}>
        {busyExtraMinutes.map((minutes) => (
          <Button
            key={minutes}
            minH="11"
            flex="1"
            variant={extra === minutes ? 'solid' : 'outline'}
            colorPalette={extra === minutes ? 'purple' : 'gray'}
            aria-pressed={extra === minutes}
            aria-label={t('busy.addMinutes', { minutes })}
            onClick={() => setExtra(minutes)}
          >
            {t('busy.plus', { minutes })}
          </Button>
        ))}
      </HStack>
      <Grid templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }} gap="2">
        {lengths.map(({ length, label }) => (
          <Button
            key={length}
            variant="outline"
            colorPalette="gray"
            minH="11"
            h="auto"
            py="2"
            whiteSpace="normal"
            gridColumn={length === 'until_off' ? { base: 'span 2', md: 'auto' } : undefined}
            aria-label={t('busy.start', { when: label, minutes: extra })}
            onClick={() => void onBusy(extra, length)}
          >
            {label}
          </Button>
        ))}
      </Grid>
    </Stack>
  );
}

function Busy({ busy, now, waiting, notYet, onEnd }: { busy: KitchenBusy; now: number } & Pick<Props, 'waiting' | 'notYet' | 'onEnd'>) {
  const { t } = useTranslation('kitchen');
  const until = busy.until === null ? null : Date.parse(busy.until);
  return (
    <Box rounded="l3" bg="purple.subtle" p={{ base: '4', md: '5' }} data-testid="kitchen-busy" data-extra={busy.extra_minutes} data-in-force={notYet === null ? 'true' : 'false'}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" justify="space-between" align={{ base: 'stretch', sm: 'center' }}>
        <Stack gap="1">
          <Text as="h3" fontWeight="semibold" color="purple.fg">
            {notYet ? t('busy.notYetTitle', { minutes: busy.extra_minutes }) : t('busy.busyTitle', { minutes: busy.extra_minutes })}
          </Text>
          {notYet && (
            <Text fontWeight="medium" data-testid="busy-not-yet">
              {notYet === 'offline' ? t('busy.notYetOffline') : t('busy.notYetSending')}
            </Text>
          )}
          {until === null ? (
            <Text fontSize="lg" fontWeight="bold">
              {t('busy.untilYouTurnOff')}
            </Text>
          ) : (
            <HStack gap="2" align="baseline" wrap="wrap">
              <Text color="fg.muted">{t('busy.endsIn')}</Text>
              <Text role="timer" fontSize="3xl" fontWeight="bold" fontVariantNumeric="tabular-nums" lineHeight="1" data-testid="busy-countdown">
                {countdown(until - now)}
              </Text>
            </HStack>
          )}
          {waiting && (
            <Text fontSize="sm" color="fg.muted">
              {t('pause.waiting')}
            </Text>
          )}
        </Stack>
        <Button variant="outline" colorPalette="purple" size="lg" minH="11" onClick={() => void onEnd()}>
          {t('busy.turnOff')}
        </Button>
      </Stack>
    </Box>
  );
}
