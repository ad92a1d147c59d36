// The main layout (login required): the guard runs before every screen in it, and the screens are
// framed by the app shell (top bar, side menu).
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AppShell } from '@/features/shell';
import { logout } from '@/session/logout';
import { guardRoute } from './-guard';

export const Route = createFileRoute('/_main')({
  beforeLoad: guardRoute,
  component: MainLayout,
});

function MainLayout() {
  return (
    <AppShell onLogout={logout}>
      <Outlet />
    </AppShell>
  );
}
