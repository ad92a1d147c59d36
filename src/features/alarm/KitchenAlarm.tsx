// The kitchen screen's "Alarm" card (service mode): while the kitchen is open it keeps the screen
// awake; it says whether this phone can ring (notifications, push, sound, screen), with the fix for
// each, "Test the alarm" and the sound settings. A phone that cannot ring gets an orange card, and
// the warning at the top of the kitchen screen (RingWarning.tsx) points here.
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { BellOff, BellRing, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ringProblems } from '@/lib/alarm/ring-check';
import { useRingCheck } from '@/lib/alarm/use-ring-check';
import { useWakeLock } from '@/ui/use-wake-lock';
import { AlarmChecks } from './AlarmChecks';
import { ALARM_CARD_ID } from './RingWarning';
import { ENABLE_MS, useAlarmTest } from './use-alarm-test';

// The settings dialog (a slider, radio cards, a switch) loads when first opened: the kitchen screen
// is where the app opens, and its first download stays light.
const AlarmSettingsDialog = lazy(() => import('./AlarmSettingsDialog').then((module) => ({ default: module.AlarmSettingsDialog })));

export function KitchenAlarm({ kitchenOpen }: { kitchenOpen: boolean }) {
  const { t } = useTranslation('alarm');
  const awake = useWakeLock(kitchenOpen);
  const { recheck, ...check } = useRingCheck();
  const problems = ringProblems(check);
  const { audioRef, file, ringing, blocked, start, stop } = useAlarmTest();
  const [settingsOpen, setSettingsOpen] = useState(false);

  return (
    <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }} borderColor={problems.length > 0 ? 'orange.solid' : undefined} id={ALARM_CARD_ID} data-testid="kitchen-alarm" aria-labelledby="kitchen-alarm-title">
      <Card.Body gap="4">
        <Text as="h2" id="kitchen-alarm-title" tabIndex={-1} fontSize="lg" fontWeight="semibold">
          {t('heading')}
        </Text>
        <AlarmChecks check={check} awake={awake} onEnableSound={() => void start(ENABLE_MS)} onAsked={recheck} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ base: 'stretch', sm: 'center' }}>
          <HStack gap="2" wrap="wrap">
            {ringing ? (
              <Button colorPalette="primary" minH="11" flex={{ base: '1', sm: 'initial' }} onClick={stop}>
                <BellOff aria-hidden="true" />
                {t('stopTest')}
              </Button>
            ) : (
              <Button colorPalette="primary" minH="11" flex={{ base: '1', sm: 'initial' }} onClick={() => void start()}>
                <BellRing aria-hidden="true" />
                {t('test')}
              </Button>
            )}
            <Button variant="outline" colorPalette="gray" minH="11" flex={{ base: '1', sm: 'initial' }} onClick={() => setSettingsOpen(true)}>
              <SlidersHorizontal aria-hidden="true" />
              {t('settings')}
            </Button>
          </HStack>
          <Text role="status" fontSize="sm" color={blocked ? 'orange.fg' : 'fg.muted'}>
            {ringing ? t('ringing') : blocked ? t('testBlocked') : ''}
          </Text>
        </Stack>
        <audio ref={audioRef} data-testid="alarm-test-sound" src={file} preload="auto" loop />
      </Card.Body>
      {settingsOpen && (
        <Suspense fallback={null}>
          <AlarmSettingsDialog open onClose={() => setSettingsOpen(false)} onHear={() => void start(ENABLE_MS)} />
        </Suspense>
      )}
    </Card.Root>
  );
}
