// The app: theme (Chakra) around the router, and the one toast area.
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '@/session/session';
import { ThemeProvider } from '@/theme';
import { onToastAsked, toastAsked } from '@/ui/toaster';
import { UpdatePrompt } from '@/ui/UpdatePrompt';
import { router } from './router';
import { SyncSession } from './SyncSession';

const ToastList = lazy(() => import('@/ui/ToastList').then((m) => ({ default: m.ToastList })));

/**
 * The toast list (Chakra's toaster, its own chunk) for a signed-in chef from the start; on the
 * sign-in screens only once a toast is asked for (it waits in toaster.tsx until the list is there),
 * so a first visit does not download it.
 */
function Toasts() {
  const { isLoggedIn } = useSession();
  const [asked, setAsked] = useState(toastAsked);
  useEffect(() => (asked ? undefined : onToastAsked(() => setAsked(true))), [asked]);
  if (!asked && !isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}

export function App() {
  return (
    <ThemeProvider>
      <SyncSession />
      <RouterProvider router={router} />
      <Toasts />
      <UpdatePrompt />
    </ThemeProvider>
  );
}
