// The confirmation of signing another device out: it names the device and says what happens (it
// must sign in again, and its data is forgotten there). Cancel, Escape or the close button keep it.
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Device } from '@/contract';
import { deviceName } from './device-name';

type Props = {
  device: Device | null;
  onClose: () => void;
  onConfirm: (device: Device) => Promise<void>;
};

export function SignOutDeviceDialog({ device, onClose, onConfirm }: Props) {
  const { t } = useTranslation('account');
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    if (!device) return;
    setBusy(true);
    void onConfirm(device).finally(() => setBusy(false));
  };

  return (
    <Dialog.Root
      open={device !== null}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      role="alertdialog"
      placement="center"
      motionPreset="slide-in-bottom"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '2', sm: '4' }}>
          <Dialog.Content width="28rem" maxW="100%" rounded="l3">
            <Dialog.Header pe="12">
              <Dialog.Title fontSize="lg">{t('devices.confirmTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={t('devices.cancel')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Dialog.Description color="fg.muted">{device ? t('devices.confirmMessage', { device: deviceName(device, t) }) : null}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" colorPalette="gray" size="lg" flex={{ base: '1', sm: 'initial' }} disabled={busy}>
                  {t('devices.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" size="lg" flex={{ base: '1', sm: 'initial' }} loading={busy} onClick={confirm}>
                {t('devices.confirmSubmit')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
