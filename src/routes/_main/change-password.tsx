// Change password; on success back to the profile.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ChangePasswordScreen } from '@/features/account';

export const Route = createFileRoute('/_main/change-password')({
  component: ChangePasswordRoute,
});

function ChangePasswordRoute() {
  const navigate = useNavigate();
  return <ChangePasswordScreen onChanged={() => void navigate({ to: '/profile' })} />;
}
