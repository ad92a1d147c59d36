// Create a chef account; the new chef is signed in and the guard takes them to onboarding.
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { registerRequestSchema } from '@/contract';
import { showSubmitError, TextField, useContractForm } from '@/ui/form';
import { notify } from '@/ui/toaster';
import { registerChef } from './actions';
import { AuthHeading } from './AuthHeading';
import { AuthLink } from './AuthLink';

const fields = ['first_name', 'last_name', 'email', 'password', 'password_confirmation'] as const;

export function RegisterScreen({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation('auth');
  const form = useContractForm(registerRequestSchema, { first_name: '', last_name: '', email: '', password: '', password_confirmation: '' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await registerChef(values);
      notify.success(t('register.success'));
      onRegistered();
    } catch (error) {
      showSubmitError(error, form.setError, fields);
    }
  });

  return (
    <>
      <AuthHeading title={t('register.title')} subtitle={t('register.subtitle')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField label={t('register.firstName')} autoComplete="given-name" registration={form.register('first_name')} error={errors.first_name?.message} />
            <TextField label={t('register.lastName')} autoComplete="family-name" registration={form.register('last_name')} error={errors.last_name?.message} />
          </SimpleGrid>
          <TextField label={t('email')} type="email" autoComplete="email" inputMode="email" registration={form.register('email')} error={errors.email?.message} />
          <TextField label={t('password')} type="password" autoComplete="new-password" registration={form.register('password')} error={errors.password?.message} />
          <TextField
            label={t('register.confirmPassword')}
            type="password"
            autoComplete="new-password"
            registration={form.register('password_confirmation')}
            error={errors.password_confirmation?.message}
          />
          <Button type="submit" colorPalette="primary" size="lg" loading={isSubmitting} disabled={isSubmitting}>
            {t('register.submit')}
          </Button>
        </Stack>
      </form>
      <Text marginTop="6" textAlign="center" color="fg.muted">
        {t('register.haveAccount')} <AuthLink to="/auth/login">{t('register.signIn')}</AuthLink>
      </Text>
    </>
  );
}
