// Sign in with email and password (or Google when it is configured).
import { Button, Flex, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { loginRequestSchema } from '@/contract';
import { showSubmitError, TextField, useContractForm } from '@/ui/form';
import { notify } from '@/ui/toaster';
import { signInWithGoogle, signInWithPassword } from './actions';
import { AuthHeading } from './AuthHeading';
import { AuthLink } from './AuthLink';
import { GoogleSignIn } from './GoogleSignIn';

const googleClientId = import.meta.env.VITE_GOOGLE_CLIENT_ID?.trim() || null;

export function LoginScreen({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const form = useContractForm(loginRequestSchema, { email: '', password: '' });
  const { errors, isSubmitting } = form.formState;

  const succeed = () => {
    notify.success(t('login.success'));
    onSignedIn();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await signInWithPassword(values);
      succeed();
    } catch (error) {
      showSubmitError(error, form.setError, ['email', 'password']);
    }
  });
  const google = async (idToken: string) => {
    try {
      await signInWithGoogle(idToken);
      succeed();
    } catch (error) {
      showSubmitError(error, form.setError, []);
    }
  };

  return (
    <>
      <AuthHeading title={t('login.title')} subtitle={t('login.subtitle')} />
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <TextField label={t('email')} type="email" autoComplete="email" inputMode="email" registration={form.register('email')} error={errors.email?.message} />
          <TextField label={t('password')} type="password" autoComplete="current-password" registration={form.register('password')} error={errors.password?.message} />
          <Flex justify="flex-end">
            <AuthLink to="/auth/forgot-password">{t('login.forgotPassword')}</AuthLink>
          </Flex>
          <Button type="submit" colorPalette="primary" size="lg" loading={isSubmitting} disabled={isSubmitting}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
      {googleClientId && (
        <Stack gap="4" marginTop="5">
          <HStack>
            <Separator flex="1" />
            <Text flexShrink="0" fontSize="sm" color="fg.muted">
              {t('login.or')}
            </Text>
            <Separator flex="1" />
          </HStack>
          <GoogleSignIn clientId={googleClientId} onCredential={google} />
        </Stack>
      )}
      <Text marginTop="6" textAlign="center" color="fg.muted">
        {t('login.noAccount')} <AuthLink to="/auth/register">{t('login.createAccount')}</AuthLink>
      </Text>
    </>
  );
}
