// A suspended or inactive chef's screen: the account is on hold, in the chef's words (issue 10).
import { createFileRoute } from '@tanstack/react-router';
import { AccountOnHoldScreen } from '@/features/onboarding';

export const Route = createFileRoute('/_main/account-on-hold')({
  component: AccountOnHoldScreen,
});
