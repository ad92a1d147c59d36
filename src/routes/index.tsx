// / -> the kitchen (the guard there decides whether the chef may see it).
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/kitchen', replace: true });
  },
});
