// Reset a forgotten password in two steps: ask for a code by email, then code + new password.
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthHeading } from './AuthHeading';
import { AuthLink } from './AuthLink';
import { RequestCodeForm } from './RequestCodeForm';
import { ResetPasswordForm } from './ResetPasswordForm';

export function ForgotPasswordScreen({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('auth');
  const [email, setEmail] = useState<string | null>(null);

  return (
    <>
      <AuthHeading
        title={t('forgot.title')}
        subtitle={email ? t('forgot.resetHint', { email }) : t('forgot.requestHint')}
      />
      {email ? (
        <ResetPasswordForm email={email} onReset={onReset} onChangeEmail={() => setEmail(null)} />
      ) : (
        <RequestCodeForm onSent={setEmail} />
      )}
      <Text marginTop="6" textAlign="center">
        <AuthLink to="/auth/login">{t('forgot.backToSignIn')}</AuthLink>
      </Text>
    </>
  );
}
