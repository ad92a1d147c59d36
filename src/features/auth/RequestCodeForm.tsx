// Step 1 of the password reset: the chef's email; the server mails a 6-character code.
import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { forgotPasswordRequestSchema } from '@/contract';
import { showSubmitError, TextField, useContractForm } from '@/ui/form';
import { notify } from '@/ui/toaster';
import { requestResetCode } from './actions';

export function RequestCodeForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const form = useContractForm(forgotPasswordRequestSchema, { email: '' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await requestResetCode(values);
      notify.success(t('forgot.codeSent'), t('forgot.codeSentMessage'));
      onSent(values.email);
    } catch (error) {
      showSubmitError(error, form.setError, ['email']);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <TextField label={t('email')} type="email" autoComplete="email" inputMode="email" registration={form.register('email')} error={errors.email?.message} />
        <Button type="submit" colorPalette="primary" size="lg" loading={isSubmitting} disabled={isSubmitting}>
          {t('forgot.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
