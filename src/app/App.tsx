// The app: theme (Chakra) around the router, and the one toast area.
import { RouterProvider } from '@tanstack/react-router';
import { ThemeProvider } from '@/theme';
import { Toaster } from '@/ui/toaster';
import { UpdatePrompt } from '@/ui/UpdatePrompt';
import { router } from './router';
import { SyncSession } from './SyncSession';

export function App() {
  return (
    <ThemeProvider>
      <SyncSession />
      <RouterProvider router={router} />
      <Toaster />
      <UpdatePrompt />
    </ThemeProvider>
  );
}
