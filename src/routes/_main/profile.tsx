// The chef's profile: their details, account status and the way back to onboarding.
import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '@/features/account';

export const Route = createFileRoute('/_main/profile')({
  component: ProfileScreen,
});
