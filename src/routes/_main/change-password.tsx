// Change password; on success back to the profile.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ChangePasswordScreen } from '@/features/account';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/change-password')({
  loader: () => loadTexts('account'),
  component: ChangePasswordRoute,
});

function ChangePasswordRoute() {
  const navigate = useNavigate();
  return <ChangePasswordScreen onChanged={() => void navigate({ to: '/profile' })} />;
}
