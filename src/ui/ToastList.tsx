// The toasts on screen, drawn from the toast store (toast-store.ts; `notify` is in toaster.tsx).
// Loaded lazily by the app. The list sits below an open top-bar dropdown (panel-room.ts): how far
// down it reaches is set on the list alone, not inherited by the whole page.
import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import type { CSSProperties } from 'react';
import { useOpenPanelReach } from './panel-room';
import { toastStore } from './toast-store';

export function ToastList() {
  const reach = useOpenPanelReach();
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }} style={{ '--panel-reach': `${reach}px` } as CSSProperties}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid={`toast-${toast.type ?? 'info'}`}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
