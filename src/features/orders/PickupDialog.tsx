// "Ask to change to pickup" (delivery orders): a reason (Other needs notes) and notes; the customer
// must approve, so the card then waits for their answer. Validated by requestPickupRequestSchema.
import { Alert } from '@chakra-ui/react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { pickupReasons, requestPickupRequestSchema, type RequestPickupRequest } from '@/contract';
import { useContractForm } from '@/ui/form';
import { ActionDialog, DialogForm } from './ActionDialog';
import { NotesField, ReasonRadioGroup } from './form-fields';
import type { DialogProps } from './use-order-action';

export function PickupDialog({ open, onClose, onExitComplete, onDone }: DialogProps<RequestPickupRequest>) {
  const { t } = useTranslation('orders');
  return (
    <ActionDialog open={open} onClose={onClose} onExitComplete={onExitComplete} title={t('pickup.title')}>
      <PickupForm onDone={onDone} />
    </ActionDialog>
  );
}

function PickupForm({ onDone }: Pick<DialogProps<RequestPickupRequest>, 'onDone'>) {
  const { t } = useTranslation('orders');
  const form = useContractForm(requestPickupRequestSchema, { notes: '' });
  const { errors } = form.formState;
  const reason = useController({ control: form.control, name: 'reason' });

  return (
    <DialogForm onSubmit={form.handleSubmit((values) => onDone({ ...values, notes: values.notes ?? '' }))} submitLabel={t('pickup.submit')} submitPalette="purple" busy={form.control}>
      <ReasonRadioGroup
        name="pickup-reason"
        label={t('pickup.reason')}
        reasons={pickupReasons}
        labelOf={(value) => t(`pickup.reasons.${value}`)}
        value={reason.field.value}
        onChange={reason.field.onChange}
        error={errors.reason?.message}
      />
      <NotesField label={t('pickup.notes')} registration={form.register('notes')} error={errors.notes?.message} />
      <Alert.Root status="warning" variant="subtle" rounded="l2">
        <Alert.Indicator />
        <Alert.Description>{t('pickup.approval')}</Alert.Description>
      </Alert.Root>
    </DialogForm>
  );
}
