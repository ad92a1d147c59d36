// A suspended or inactive chef's screen: the account is on hold, in the chef's words.
// Its "Sign out" opens the same logout dialog as the user menu (actions still waiting are counted).
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { AccountOnHoldScreen } from '@/features/onboarding';
import { LogoutDialog } from '@/features/shell';
import { logout } from '@/session/logout';

export const Route = createFileRoute('/_main/account-on-hold')({
  component: AccountOnHold,
});

function AccountOnHold() {
  const [logoutOpen, setLogoutOpen] = useState(false);
  return (
    <>
      <AccountOnHoldScreen onSignOut={() => setLogoutOpen(true)} />
      <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} onLogout={logout} />
    </>
  );
}
