// "Mark order #1042 ready?": a confirmation before telling the customer (or the courier).
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionDialog, DialogForm } from './ActionDialog';
import type { DialogProps } from './use-order-action';

export function ReadyDialog({ order, open, onClose, onExitComplete, onDone }: DialogProps<void>) {
  const { t } = useTranslation('orders');
  return (
    <ActionDialog open={open} onClose={onClose} onExitComplete={onExitComplete} title={t('ready.title', { number: order.number })}>
      <ReadyForm type={t(`type.${order.type}`).toLowerCase()} onDone={onDone} />
    </ActionDialog>
  );
}

function ReadyForm({ type, onDone }: { type: string } & Pick<DialogProps<void>, 'onDone'>) {
  const { t } = useTranslation('orders');
  const [busy, setBusy] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    void onDone().finally(() => setBusy(false));
  };
  return (
    <DialogForm onSubmit={submit} submitLabel={t('ready.submit')} submitPalette="green" busy={busy}>
      <Text color="fg.muted">{t('ready.message', { type })}</Text>
    </DialogForm>
  );
}
