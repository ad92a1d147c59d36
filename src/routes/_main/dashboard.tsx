// /dashboard -> the kitchen screen (spec section 2).
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_main/dashboard')({
  beforeLoad: () => {
    throw redirect({ to: '/kitchen', replace: true });
  },
});
