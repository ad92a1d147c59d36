// The inline demo form: one field and its button on a row (they stack on a narrow phone).
import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { TextField, useContractForm } from '@/ui/form';
import { notify } from '@/ui/toaster';
import { inlineSchema, type InlineValues } from './demo-schema';

export function InlineForm() {
  const { t } = useTranslation('uikit');
  const form = useContractForm<InlineValues>(inlineSchema, { email: '' });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => notify.success(t('sent')))(event)}>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'start' }}>
        <TextField
          label={t('fields.subscribe')}
          size="lg"
          type="email"
          autoComplete="email"
          registration={form.register('email')}
          error={form.formState.errors.email?.message}
        />
        <Button type="submit" colorPalette="primary" size="lg" mt={{ base: '0', sm: '7' }} flexShrink={0}>
          {t('subscribeButton')}
        </Button>
      </Stack>
    </form>
  );
}
