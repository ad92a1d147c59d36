// The toast store (Chakra's toaster, zag's toast store), loaded with the toast list (ToastList.tsx)
// and handed to toaster.tsx, where toasts asked for before it loaded wait.
import { createToaster } from '@chakra-ui/react';
import { handOverToastStore } from './toaster';

// Top right (spec section 2; full width on a phone), below the top bar (4rem), so a toast never
// covers the bell, the connection status or the user menu; and below an open top-bar dropdown
// (--panel-reach, set by ToastList.tsx), so it never covers the list's title, "Mark all read" or
// its first rows. On a phone the top of the screen is where nothing is tapped: the card's buttons,
// the new-order bar and the thumb are at the bottom.
export const toastStore = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 5,
  offsets: { top: 'max(calc(4rem + 0.5rem), calc(var(--panel-reach, 0px) + 0.5rem))', right: '1rem', bottom: '1rem', left: '1rem' },
});

handOverToastStore(toastStore);
