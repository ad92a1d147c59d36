// The app: theme (Chakra) around the router, and the one toast area.
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ThemeProvider } from '@/theme';
import { UpdatePrompt } from '@/ui/UpdatePrompt';
import { router } from './router';
import { SyncSession } from './SyncSession';

const ToastList = lazy(() => import('@/ui/ToastList').then((m) => ({ default: m.ToastList })));

export function App() {
  return (
    <ThemeProvider>
      <SyncSession />
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <ToastList />
      </Suspense>
      <UpdatePrompt />
    </ThemeProvider>
  );
}
