// The chef's profile: their details, account status and the way back to onboarding.
import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '@/features/account';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/profile')({
  loader: () => loadTexts('account'),
  component: ProfileScreen,
});
