// Change password (/change-password): the spec's strong-password rules from the contract, checked
// here and again by the server (which alone knows the current password). A credential change needs
// the server, so it is a direct call, not queued: offline the button waits for the connection.
import { Alert, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { changePassword } from '@/api/auth';
import { changePasswordRequestSchema } from '@/contract';
import { showSubmitError, TextField, useContractForm } from '@/ui/form';
import { notify } from '@/ui/toaster';
import { useOnline } from '@/ui/use-online';

const fields = ['current_password', 'password', 'password_confirmation'] as const;

export function ChangePasswordScreen({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('account');
  const online = useOnline();
  const form = useContractForm(changePasswordRequestSchema, { current_password: '', password: '', password_confirmation: '' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await changePassword(values);
      notify.success(t('changePassword.success'), t('changePassword.successDescription'));
      onChanged();
    } catch (error) {
      showSubmitError(error, form.setError, fields);
    }
  });

  return (
    <Stack gap="5" as="section" aria-labelledby="screen-title" maxWidth="lg">
      <Stack gap="1">
        <Heading as="h1" id="screen-title" size="2xl">
          {t('changePassword.title')}
        </Heading>
        <Text color="fg.muted">{t('changePassword.subtitle')}</Text>
      </Stack>
      {!online && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('changePassword.offline')}</Alert.Title>
        </Alert.Root>
      )}
      <Card.Root variant="outline" size={{ base: 'sm', md: 'md' }}>
        <Card.Body>
          <form onSubmit={submit} noValidate>
            <Stack gap="4">
              <TextField
                label={t('changePassword.currentPassword')}
                type="password"
                autoComplete="current-password"
                registration={form.register('current_password')}
                error={errors.current_password?.message}
              />
              <TextField
                label={t('changePassword.newPassword')}
                type="password"
                autoComplete="new-password"
                helperText={t('changePassword.newPasswordHelp')}
                registration={form.register('password')}
                error={errors.password?.message}
              />
              <TextField
                label={t('changePassword.confirmNewPassword')}
                type="password"
                autoComplete="new-password"
                registration={form.register('password_confirmation')}
                error={errors.password_confirmation?.message}
              />
              <Stack direction={{ base: 'column', sm: 'row' }} gap="3" paddingTop="2">
                <Button type="submit" colorPalette="primary" loading={isSubmitting} disabled={!online || isSubmitting}>
                  {t('changePassword.submit')}
                </Button>
                <Button asChild variant="ghost">
                  <Link to="/profile">{t('changePassword.cancel')}</Link>
                </Button>
              </Stack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
