// "Refuse order #1042": a reason (Other needs notes), notes, and the refund the customer gets (the
// full amount to their wallet); validated by the contract's refuseOrderRequestSchema.
import { Alert } from '@chakra-ui/react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { refuseOrderRequestSchema, refuseReasons, type RefuseOrderRequest } from '@/contract';
import { useContractForm } from '@/ui/form';
import { ActionDialog, DialogForm } from './ActionDialog';
import { NotesField, ReasonRadioGroup } from './form-fields';
import { formatMoney } from '@/lib/format';
import type { DialogProps } from './use-order-action';

export function RefuseDialog({ order, open, onClose, onExitComplete, onDone }: DialogProps<RefuseOrderRequest>) {
  const { t } = useTranslation('orders');
  return (
    <ActionDialog open={open} onClose={onClose} onExitComplete={onExitComplete} title={t('refuse.title', { number: order.number })}>
      <RefuseForm total={order.total} onDone={onDone} />
    </ActionDialog>
  );
}

function RefuseForm({ total, onDone }: { total: number } & Pick<DialogProps<RefuseOrderRequest>, 'onDone'>) {
  const { t } = useTranslation('orders');
  const form = useContractForm(refuseOrderRequestSchema, { notes: '' });
  const { errors } = form.formState;
  const reason = useController({ control: form.control, name: 'reason' });

  return (
    <DialogForm onSubmit={form.handleSubmit((values) => onDone({ ...values, notes: values.notes ?? '' }))} submitLabel={t('refuse.submit')} submitPalette="red" busy={form.control}>
      <ReasonRadioGroup
        name="refuse-reason"
        label={t('refuse.reason')}
        reasons={refuseReasons}
        labelOf={(value) => t(`refuse.reasons.${value}`)}
        value={reason.field.value}
        onChange={reason.field.onChange}
        error={errors.reason?.message}
      />
      <NotesField label={t('refuse.notes')} registration={form.register('notes')} error={errors.notes?.message} />
      <Alert.Root status="info" variant="subtle" rounded="l2">
        <Alert.Indicator />
        <Alert.Description>{t('refuse.refund', { amount: formatMoney(total) })}</Alert.Description>
      </Alert.Root>
    </DialogForm>
  );
}
