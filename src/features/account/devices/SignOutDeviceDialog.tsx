// The confirmation of signing another device out: it names the device and says what happens (it
// must sign in again, and its data is forgotten there). Cancel, Escape or the close button keep it.
import { Button, Dialog } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Device } from '@/contract';
import { CenteredDialog } from '@/ui/CenteredDialog';
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
    <CenteredDialog
      open={device !== null}
      onClose={() => !busy && onClose()}
      role="alertdialog"
      title={t('devices.confirmTitle')}
      closeLabel={t('devices.cancel')}
      footer={
        <>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline" colorPalette="gray" size="lg" flex={{ base: '1', sm: 'initial' }} disabled={busy}>
              {t('devices.cancel')}
            </Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="red" size="lg" flex={{ base: '1', sm: 'initial' }} loading={busy} onClick={confirm}>
            {t('devices.confirmSubmit')}
          </Button>
        </>
      }
    >
      <Dialog.Description color="fg.muted">{device ? t('devices.confirmMessage', { device: deviceName(device, t) }) : null}</Dialog.Description>
    </CenteredDialog>
  );
}
