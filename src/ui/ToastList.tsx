// The toasts on screen, drawn from the toast store (toast-store.ts; `notify` is in toaster.tsx).
// Loaded lazily by the app.
import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toastStore } from './toast-store';

export function ToastList() {
  return (
    <Portal>
      <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
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
