// "Test the alarm" on the active orders screen: one tap plays the alarm and opens a small dialog
// that says whether this phone can ring (notifications, push, sound) with the fix for each. Closing
// it stops the test.
import { Button, Stack, Text } from '@chakra-ui/react';
import { BellOff, BellRing } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRingCheck } from '@/lib/alarm/use-ring-check';
import { CenteredDialog } from '@/ui/CenteredDialog';
import { AlarmChecks } from './AlarmChecks';
import { ENABLE_MS, useAlarmTest } from './use-alarm-test';

export function TestAlarmButton() {
  const { t } = useTranslation('alarm');
  const { recheck, ...check } = useRingCheck();
  const { audioRef, file, ringing, blocked, start, stop } = useAlarmTest();
  const [open, setOpen] = useState(false);
  const close = () => {
    stop();
    setOpen(false);
  };

  return (
    <>
      <Button
        variant="outline"
        colorPalette="gray"
        size="sm"
        minH="11"
        alignSelf="start"
        onClick={() => {
          void start();
          setOpen(true);
        }}
      >
        <BellRing aria-hidden="true" />
        {t('test')}
      </Button>
      <audio ref={audioRef} data-testid="alarm-test-sound" src={file} preload="auto" loop />
      <CenteredDialog
        open={open}
        onClose={close}
        title={t('testDialog.title')}
        closeLabel={t('testDialog.close')}
        width="30rem"
        footer={
          <>
            {ringing ? (
              <Button variant="outline" colorPalette="gray" minH="11" flex={{ base: '1', sm: 'initial' }} onClick={stop}>
                <BellOff aria-hidden="true" />
                {t('stopTest')}
              </Button>
            ) : (
              <Button variant="outline" colorPalette="gray" minH="11" flex={{ base: '1', sm: 'initial' }} onClick={() => void start()}>
                <BellRing aria-hidden="true" />
                {t('test')}
              </Button>
            )}
            <Button colorPalette="primary" minH="11" flex={{ base: '1', sm: 'initial' }} onClick={close}>
              {t('testDialog.close')}
            </Button>
          </>
        }
      >
        <Stack gap="4">
          <Text role="status" fontSize="sm" fontWeight="medium" color={blocked ? 'orange.fg' : 'fg.muted'}>
            {ringing ? t('ringing') : blocked ? t('testBlocked') : ''}
          </Text>
          <AlarmChecks check={check} onEnableSound={() => void start(ENABLE_MS)} onAsked={recheck} />
        </Stack>
      </CenteredDialog>
    </>
  );
}
