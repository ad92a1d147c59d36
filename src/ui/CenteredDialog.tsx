// The app's small centred dialog: a titled card over a backdrop, a close button in its corner, a
// body and a footer of actions; it slides in from the bottom and is mounted only while open. One
// frame for the small dialogs that only need to say something and offer a few buttons.
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The corner close button's name for screen readers. */
  closeLabel: string;
  /** The card's width on a wide screen (a phone gets the whole width less a margin). */
  width?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** 'alertdialog' for a confirmation of something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
};

export function CenteredDialog({ open, onClose, title, closeLabel, width = '28rem', children, footer, role = 'dialog' }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} role={role} placement="center" motionPreset="slide-in-bottom" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '2', sm: '4' }}>
          <Dialog.Content width={width} maxW="100%" rounded="l3">
            <Dialog.Header pe="12">
              <Dialog.Title fontSize="lg">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={closeLabel} />
            </Dialog.CloseTrigger>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer gap="3">{footer}</Dialog.Footer>}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
