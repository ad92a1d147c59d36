// The alarm's sound settings (src/lib/alarm/settings.ts), kept on this phone: volume (20 to 100 %,
// never silent), which sound, and vibration. Each change is saved at once; "Hear it" plays the
// alarm as it now is.
import { Box, Button, chakra, Dialog, Field, HStack, RadioGroup, Stack, Switch, Text } from '@chakra-ui/react';
import { Volume2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ALARM_SOUNDS, MIN_ALARM_VOLUME, saveAlarmSettings, useAlarmSettings, type AlarmSound } from '@/lib/alarm/settings';
import { CenteredDialog } from '@/ui/CenteredDialog';
import { coverInputStyle } from '@/ui/cover-input';

type Props = { open: boolean; onClose: () => void; /** Plays the alarm briefly as it is now set. */ onHear: () => void };

export function AlarmSettingsDialog({ open, onClose, onHear }: Props) {
  const { t } = useTranslation('alarm');
  const settings = useAlarmSettings();
  const percent = Math.round(settings.volume * 100);
  const volumeId = useId();

  return (
    <CenteredDialog
      open={open}
      onClose={onClose}
      title={t('settingsDialog.title')}
      closeLabel={t('settingsDialog.close')}
      footer={
        <>
          <Button variant="outline" colorPalette="gray" minH="11" flex={{ base: '1', sm: 'initial' }} onClick={onHear}>
            <Volume2 aria-hidden="true" />
            {t('settingsDialog.hear')}
          </Button>
          <Dialog.ActionTrigger asChild>
            <Button colorPalette="primary" minH="11" flex={{ base: '1', sm: 'initial' }}>
              {t('settingsDialog.done')}
            </Button>
          </Dialog.ActionTrigger>
        </>
      }
    >
      <Stack gap="5">
        <Dialog.Description color="fg.muted" fontSize="sm">
          {t('settingsDialog.description')}
        </Dialog.Description>
        <Field.Root>
          <HStack justify="space-between" w="full">
            <Field.Label htmlFor={volumeId}>{t('settingsDialog.volume')}</Field.Label>
            <Text fontSize="sm" fontVariantNumeric="tabular-nums" aria-hidden="true">
              {t('settingsDialog.volumeValue', { percent })}
            </Text>
          </HStack>
          <chakra.input
            id={volumeId}
            type="range"
            min={MIN_ALARM_VOLUME * 100}
            max={100}
            step={10}
            value={percent}
            aria-valuetext={t('settingsDialog.volumeValue', { percent })}
            onChange={(event) => saveAlarmSettings({ volume: Number(event.currentTarget.value) / 100 })}
            w="full"
            h="11"
            accentColor="primary.solid"
            cursor="pointer"
          />
        </Field.Root>
        <RadioGroup.Root value={settings.sound} onValueChange={(details) => details.value && saveAlarmSettings({ sound: details.value as AlarmSound })} colorPalette="primary">
          <RadioGroup.Label fontWeight="medium" fontSize="sm" mb="2" display="block">
            {t('settingsDialog.sound')}
          </RadioGroup.Label>
          <Stack gap="2">
            {ALARM_SOUNDS.map((sound) => (
              <RadioGroup.Item
                key={sound}
                value={sound}
                cursor="pointer"
                minH="11"
                px="3"
                rounded="l2"
                borderWidth="1px"
                borderColor={settings.sound === sound ? 'primary.solid' : 'border'}
                bg={settings.sound === sound ? 'primary.subtle' : 'transparent'}
              >
                <HStack gap="3">
                  <Box as="span" position="relative" display="inline-flex">
                    <RadioGroup.ItemHiddenInput style={coverInputStyle} />
                    <RadioGroup.ItemIndicator />
                  </Box>
                  <RadioGroup.ItemText fontSize="md">{t(`settingsDialog.sounds.${sound}`)}</RadioGroup.ItemText>
                </HStack>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        <Stack gap="1">
          <Switch.Root checked={settings.vibrate} onCheckedChange={(details) => saveAlarmSettings({ vibrate: details.checked })} colorPalette="primary" minH="11" position="relative">
            <Switch.HiddenInput style={coverInputStyle} aria-describedby="alarm-vibrate-hint" />
            <Switch.Control />
            <Switch.Label fontWeight="medium">{t('settingsDialog.vibrate')}</Switch.Label>
          </Switch.Root>
          <Text id="alarm-vibrate-hint" fontSize="sm" color="fg.muted">
            {t('settingsDialog.vibrateHint')}
          </Text>
        </Stack>
      </Stack>
    </CenteredDialog>
  );
}
