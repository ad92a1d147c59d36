// The toast store (Chakra's toaster, zag's toast store), loaded with the toast list (ToastList.tsx)
// and handed to toaster.tsx, where toasts asked for before it loaded wait.
import { createToaster } from '@chakra-ui/react';
import { handOverToastStore } from './toaster';

// Below the top bar (4rem), so a toast never covers the bell, the connection status or the user menu.
export const toastStore = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 5,
  offsets: { top: 'calc(4rem + 0.5rem)', right: '1rem', bottom: '1rem', left: '1rem' },
});

handOverToastStore(toastStore);
