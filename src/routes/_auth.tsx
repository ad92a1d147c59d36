// The auth layout (no login needed): login, register, forgot-password.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AuthLayout } from '@/features/auth';
import { guardAuthRoute } from './-guard';

export const Route = createFileRoute('/_auth')({
  beforeLoad: guardAuthRoute,
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
});
