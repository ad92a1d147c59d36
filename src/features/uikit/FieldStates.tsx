// The states a field can be in, side by side: with a helper text, invalid, disabled and read-only.
import { SimpleGrid } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { msg } from '@/contract';
import { TextField } from '@/ui/form';

type Values = { helper: string; invalid: string; disabled: string; readOnly: string };

export function FieldStates() {
  const { t } = useTranslation('uikit');
  const { register } = useForm<Values>({ defaultValues: { helper: '', invalid: 'chef@', disabled: 'Vilnius', readOnly: 'LT-01100' } });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <TextField label={t('fields.helper')} size="lg" helperText={t('fields.helperText')} registration={register('helper')} />
      <TextField label={t('fields.invalid')} size="lg" registration={register('invalid')} error={msg('emailInvalid')} />
      <TextField label={t('fields.disabled')} size="lg" disabled registration={register('disabled')} />
      <TextField label={t('fields.readOnly')} size="lg" readOnly registration={register('readOnly')} />
    </SimpleGrid>
  );
}
