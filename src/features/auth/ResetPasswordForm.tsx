// Step 2 of the password reset: the code from the email and the new password (twice).
import { Button, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { resetPasswordRequestSchema } from '@/contract';
import { showSubmitError, TextField, useContractForm } from '@/ui/form';
import { notify } from '@/ui/toaster';
import { resetPassword } from './actions';

type Props = { email: string; onReset: () => void; onChangeEmail: () => void };

export function ResetPasswordForm({ email, onReset, onChangeEmail }: Props) {
  const { t } = useTranslation('auth');
  const form = useContractForm(resetPasswordRequestSchema, { email, code: '', password: '', password_confirmation: '' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await resetPassword(values);
      notify.success(t('forgot.success'));
      onReset();
    } catch (error) {
      showSubmitError(error, form.setError, ['code', 'password', 'password_confirmation']);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <TextField
          label={t('forgot.code')}
          autoComplete="one-time-code"
          maxLength={6}
          spellCheck={false}
          autoFocus
          registration={form.register('code')}
          error={errors.code?.message ?? errors.email?.message}
        />
        <TextField label={t('forgot.newPassword')} type="password" autoComplete="new-password" registration={form.register('password')} error={errors.password?.message} />
        <TextField
          label={t('forgot.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          registration={form.register('password_confirmation')}
          error={errors.password_confirmation?.message}
        />
        <Button type="submit" colorPalette="primary" size="lg" loading={isSubmitting} disabled={isSubmitting}>
          {t('forgot.submit')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onChangeEmail} disabled={isSubmitting}>
          {t('forgot.useAnotherEmail')}
        </Button>
      </Stack>
    </form>
  );
}
