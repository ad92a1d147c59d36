// Sign in; afterwards go to the validated `redirect` or the dashboard.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LoginScreen } from '@/features/auth';
import { loginSearchSchema } from '../../-search';

export const Route = createFileRoute('/_auth/auth/login')({
  validateSearch: loginSearchSchema,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return <LoginScreen onSignedIn={() => void navigate({ href: redirect ?? '/dashboard', replace: true })} />;
}
