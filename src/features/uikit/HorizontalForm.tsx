// The horizontal demo form: labels beside the inputs from md (above them on a phone).
import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField, useContractForm } from '@/ui/form';
import { notify } from '@/ui/toaster';
import { horizontalSchema, type HorizontalValues } from './demo-schema';
import { useCities } from './use-cities';

const empty: HorizontalValues = { first: '', last: '', email: '', city: '' };

export function HorizontalForm() {
  const { t } = useTranslation('uikit');
  const cities = useCities();
  const form = useContractForm<HorizontalValues>(horizontalSchema, empty);
  const { errors } = form.formState;
  const field = (name: keyof HorizontalValues) => ({ registration: form.register(name), error: errors[name]?.message, layout: 'horizontal' as const });

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => notify.success(t('sent')))(event)}>
      <Stack gap="4">
        <TextField label={t('fields.first')} size="lg" autoComplete="given-name" {...field('first')} />
        <TextField label={t('fields.last')} size="lg" autoComplete="family-name" {...field('last')} />
        <TextField label={t('fields.email')} size="lg" type="email" autoComplete="email" {...field('email')} />
        <SelectField label={t('fields.city')} placeholder={t('fields.cityChoose')} options={cities} {...field('city')} />
        <Button type="submit" colorPalette="primary" size="lg" alignSelf={{ base: 'stretch', sm: 'end' }}>
          {t('submit')}
        </Button>
      </Stack>
    </form>
  );
}
