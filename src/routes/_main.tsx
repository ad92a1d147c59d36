// The main layout (login required): the guard runs before every screen in it, and the screens are
// framed by the app shell (top bar, side menu). The top bar carries the sync status and the bell;
// a storage problem shows above the screen; a status change moves the chef to their screen (and approval is welcomed); the new-order alarm rings whichever screen is open.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { InstallPrompt } from '@/features/install';
import { NotificationBell } from '@/features/notifications';
import { ApprovalWelcome } from '@/features/onboarding';
import { OrderAlarm } from '@/features/orders';
import { PushPermission } from '@/features/push';
import { AppShell } from '@/features/shell';
import { ConnectionIndicator, NotSavedList, PendingCount, StorageProblemBanner } from '@/features/sync-status';
import { loadTexts } from '@/i18n';
import { logout } from '@/session/logout';
import { guardRoute } from './-guard';
import { StatusRedirect } from './-status-redirect';

export const Route = createFileRoute('/_main')({
  beforeLoad: guardRoute,
  // The texts of the top bar, side menu, bell, alarm, sync status, approval welcome, push dialogs and install prompt.
  loader: () => loadTexts('shell', 'notifications', 'sync', 'orders', 'onboarding', 'push', 'install'),
  component: MainLayout,
});

const topBarItems = (
  <>
    <PendingCount />
    <NotSavedList />
    <ConnectionIndicator />
    <NotificationBell />
  </>
);

function MainLayout() {
  return (
    <AppShell onLogout={logout} topBarItems={topBarItems}>
      <StatusRedirect />
      <ApprovalWelcome />
      <StorageProblemBanner />
      <OrderAlarm />
      <PushPermission />
      <InstallPrompt />
      <Outlet />
    </AppShell>
  );
}
