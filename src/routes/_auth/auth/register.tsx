// Register; the new chef is signed in and the guard sends them on (status registered -> update-profile).
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { RegisterScreen } from '@/features/auth';

export const Route = createFileRoute('/_auth/auth/register')({
  component: RegisterRoute,
});

function RegisterRoute() {
  const navigate = useNavigate();
  return <RegisterScreen onRegistered={() => void navigate({ to: '/dashboard', replace: true })} />;
}
