// "Delete …?" before a group or an option goes: Cancel / Delete, 400 px wide like the app's other
// confirmations; focus returns to the button that opened it.
import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

type Props = {
  open: boolean;
  title: string;
  message: string;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

export function ConfirmDelete({ open, title, message, onOpenChange, onConfirm }: Props) {
  const { t } = useTranslation('foodOptions');
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center" role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content width="400px" maxW="100%" data-testid="confirm-delete">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{message}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer gap="2">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" colorPalette="gray" minH="11">
                  {t('confirm.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="red"
                minH="11"
                onClick={() => {
                  onOpenChange(false);
                  onConfirm();
                }}
              >
                {t('confirm.delete')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
