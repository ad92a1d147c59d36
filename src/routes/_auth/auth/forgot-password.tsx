// Forgot password: request a code, then reset; afterwards back to sign in.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ForgotPasswordScreen } from '@/features/auth';

export const Route = createFileRoute('/_auth/auth/forgot-password')({
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const navigate = useNavigate();
  return <ForgotPasswordScreen onReset={() => void navigate({ to: '/auth/login' })} />;
}
