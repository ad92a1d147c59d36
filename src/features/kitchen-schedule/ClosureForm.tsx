// "Add a closure": the first and last day closed and why (Holiday, Vacation, or the chef's own
// words), checked by the contract's rules on the device; saved through the outbox with the device's
// id for it, so a retry never adds two.
import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { closureRequestSchema, type ClosureRequest } from '@/contract';
import { SelectField, TextField } from '@/ui/form';

type Values = { from: string; to: string; choice: 'Holiday' | 'Vacation' | 'other'; other: string };

const requestOf = (values: Values) => ({ from: values.from, to: values.to, reason: values.choice === 'other' ? values.other : values.choice });

/** The contract's closure rules; a problem with the reason shows under "Your reason". */
const resolver: Resolver<Values> = (values) => {
  const result = v.safeParse(closureRequestSchema, requestOf(values));
  if (result.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key;
    const field = key === 'reason' ? 'other' : typeof key === 'string' ? key : 'from';
    errors[field] ??= { type: 'closure', message: issue.message };
  }
  return { values: {}, errors };
};

type Props = { today: string; onAdd: (closure: ClosureRequest) => Promise<void>; onCancel: () => void };

export function ClosureForm({ today, onAdd, onCancel }: Props) {
  const { t } = useTranslation('kitchenSchedule');
  const form = useForm<Values>({ resolver, defaultValues: { from: today, to: today, choice: 'Holiday', other: '' } });
  const choice = useWatch({ control: form.control, name: 'choice' });
  const { errors, isSubmitting } = form.formState;
  const reasons = (['Holiday', 'Vacation', 'other'] as const).map((value) => ({ value, label: t(`closures.reasons.${value}`) }));
  const submit = form.handleSubmit(async (values) => {
    await onAdd(v.parse(closureRequestSchema, requestOf(values)));
  });
  return (
    <form noValidate onSubmit={submit} aria-label={t('closures.add')}>
      <Stack gap="3" borderWidth="1px" borderColor="border" rounded="l2" p="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <TextField label={t('closures.from')} type="date" min={today} registration={form.register('from')} error={errors.from?.message} />
          <TextField label={t('closures.to')} type="date" min={today} registration={form.register('to')} error={errors.to?.message} />
          <SelectField label={t('closures.reason')} registration={form.register('choice')} options={reasons} />
          {choice === 'other' && <TextField label={t('closures.otherText')} maxLength={60} registration={form.register('other')} error={errors.other?.message} />}
        </SimpleGrid>
        <HStack gap="2" wrap="wrap">
          <Button type="submit" colorPalette="primary" minH="11" loading={isSubmitting}>
            {t('closures.submit')}
          </Button>
          <Button variant="ghost" colorPalette="gray" minH="11" onClick={onCancel}>
            {t('closures.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
