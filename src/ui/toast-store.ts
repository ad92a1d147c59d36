// The toast store (Chakra's toaster, zag's toast store), loaded with the toast list (ToastList.tsx)
// and handed to toaster.tsx, where toasts asked for before it loaded wait.
import { createToaster } from '@chakra-ui/react';
import { handOverToastStore } from './toaster';

// At the bottom (full width on a phone, the right-hand corner on a wider screen), above whatever is
// pinned there (the new-order bar: --pinned-room, set by ToastList.tsx). The spec's default is the
// top right, but that is where the top bar's dropdowns open (the bell's title, "Mark all read" and
// its first notification) and, on a phone, where the chef reads the card just answered; a toast
// there hid both. The bottom edge is where the page keeps room anyway.
export const toastStore = createToaster({
  placement: 'bottom-end',
  pauseOnPageIdle: true,
  max: 5,
  offsets: { top: 'calc(4rem + 0.5rem)', right: '1rem', bottom: 'max(1rem, var(--pinned-room, 0px))', left: '1rem' },
});

handOverToastStore(toastStore);
