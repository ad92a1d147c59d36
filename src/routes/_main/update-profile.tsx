// Onboarding step 1: the chef's personal information.
import { createFileRoute } from '@tanstack/react-router';
import { UpdateProfileScreen } from '@/features/onboarding';

export const Route = createFileRoute('/_main/update-profile')({
  component: UpdateProfileScreen,
});
