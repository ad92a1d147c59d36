// Toasts, top-right (spec section 2), with the spec's durations (section 9). Every screen shows
// feedback through `notify`; the list that draws them (ToastList.tsx) sits once in the app and is
// its own chunk: a toast asked for before it has loaded waits in the store and shows when it has.
import { createToaster } from '@chakra-ui/react';
import { i18next } from '@/i18n';

// Below the top bar (4rem), so a toast never covers the bell, the connection status or the user menu.
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 5,
  offsets: { top: 'calc(4rem + 0.5rem)', right: '1rem', bottom: '1rem', left: '1rem' },
});

type Kind = 'success' | 'error' | 'warning' | 'info';
const show = (type: Kind, title: string, description: string | undefined, duration: number) =>
  toaster.create({ type, title, description, duration, closable: true });

export const notify = {
  /** Error toast: summary "Error", 5000 ms (spec section 8). */
  error: (detail: string) => show('error', i18next.t('common:error'), detail, 5000),
  success: (title: string, description?: string, duration = 3000) => show('success', title, description, duration),
  warning: (title: string, description?: string, duration = 3000) => show('warning', title, description, duration),
  info: (title: string, description?: string, duration = 3000) => show('info', title, description, duration),
};
