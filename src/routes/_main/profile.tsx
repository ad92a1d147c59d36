// The chef's profile: their details, account status, the way back to onboarding and the signed-in
// devices. Signing out this device from its list opens the same logout dialog as the user menu.
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { ProfileScreen } from '@/features/account';
import { LogoutDialog } from '@/features/shell';
import { loadTexts } from '@/i18n';
import { logout } from '@/session/logout';

export const Route = createFileRoute('/_main/profile')({
  loader: () => loadTexts('account'),
  component: Profile,
});

function Profile() {
  const [logoutOpen, setLogoutOpen] = useState(false);
  return (
    <>
      <ProfileScreen onSignOutThisDevice={() => setLogoutOpen(true)} />
      <LogoutDialog open={logoutOpen} onOpenChange={setLogoutOpen} onLogout={logout} />
    </>
  );
}
