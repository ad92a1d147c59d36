// "Accept order #1042": the preparation time from presets (one tap) or typed (1–240 minutes), and
// optional notes for the customer; validated by the contract's acceptOrderRequestSchema. It opens
// with the kitchen's usual preparation time chosen, plus busy mode's minutes while busy (the chef
// can change it); the hint shows the usual time and busy mode's minutes apart.
import { Button, Field, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { acceptOrderRequestSchema, type AcceptOrderRequest } from '@/contract';
import { TextField, useContractForm } from '@/ui/form';
import { useStyleWarmUp } from '@/ui/style-warm-up';
import { ActionDialog, DialogForm } from './ActionDialog';
import { NotesField } from './form-fields';
import type { DialogProps } from './use-order-action';
import { usePreparationEstimate, type PreparationEstimate } from './use-preparation-estimate';

export const PREPARATION_PRESETS = [10, 15, 20, 30, 45, 60] as const;

export function AcceptDialog({ order, open, onClose, onExitComplete, onDone }: DialogProps<AcceptOrderRequest>) {
  const { t } = useTranslation('orders');
  // Warming up, the form shows at once with a preset chosen: both looks of the preset buttons.
  const warmingUp = useStyleWarmUp();
  return (
    <ActionDialog open={open} onClose={onClose} onExitComplete={onExitComplete} title={t('accept.title', { number: order.number })}>
      {warmingUp ? <AcceptForm onDone={onDone} estimate={warmUpEstimate} /> : <AcceptBody onDone={onDone} />}
    </ActionDialog>
  );
}

type BodyProps = Pick<DialogProps<AcceptOrderRequest>, 'onDone'>;

const warmUpEstimate: PreparationEstimate = { minutes: PREPARATION_PRESETS[1], usual: PREPARATION_PRESETS[1], busyExtra: 0 };

/** Mounted when the dialog opens: the form waits for the kitchen's estimate (a local read). */
function AcceptBody({ onDone }: BodyProps) {
  const estimate = usePreparationEstimate();
  return estimate === undefined ? null : <AcceptForm onDone={onDone} estimate={estimate} />;
}

function AcceptForm({ onDone, estimate }: BodyProps & { estimate: PreparationEstimate | null }) {
  const { t } = useTranslation('orders');
  const form = useContractForm(acceptOrderRequestSchema, estimate === null ? { notes: '' } : { notes: '', preparation_time: estimate.minutes });
  const { errors } = form.formState;
  const chosen = form.watch('preparation_time');
  const submit = form.handleSubmit((values) => onDone({ ...values, notes: values.notes ?? '' }));

  return (
    <DialogForm onSubmit={submit} submitLabel={t('accept.submit')} submitPalette="green" busy={form.control}>
      <Stack gap="2">
        <Text fontWeight="medium" fontSize="sm" id="accept-presets">
          {t('accept.presets')}
        </Text>
        <Field.Root>
          <SimpleGrid role="group" aria-labelledby="accept-presets" columns={3} gap="2" w="full">
            {PREPARATION_PRESETS.map((minutes) => (
              <Button
                key={minutes}
                type="button"
                size="lg"
                h="12"
                aria-pressed={chosen === minutes}
                variant={chosen === minutes ? 'solid' : 'outline'}
                colorPalette={chosen === minutes ? 'primary' : 'gray'}
                fontVariantNumeric="tabular-nums"
                onClick={() => form.setValue('preparation_time', minutes, { shouldValidate: form.formState.isSubmitted })}
              >
                {t('accept.preset', { minutes })}
              </Button>
            ))}
          </SimpleGrid>
        </Field.Root>
      </Stack>
      <TextField
        label={t('accept.minutes')}
        type="number"
        inputMode="numeric"
        min={1}
        max={240}
        size="lg"
        registration={form.register('preparation_time', { valueAsNumber: true })}
        error={errors.preparation_time?.message}
        helperText={estimate === null ? undefined : estimate.busyExtra > 0 ? t('accept.usualBusy', { minutes: estimate.usual, extra: estimate.busyExtra }) : t('accept.usual', { minutes: estimate.usual })}
      />
      <NotesField label={t('accept.notes')} helperText={t('accept.notesHint')} registration={form.register('notes')} error={errors.notes?.message} />
    </DialogForm>
  );
}
