// "Delete Margherita?": the confirmation before deleteFood. Cancel or Escape gives the focus back to
// the row's Delete button; after a delete the screen says where the focus goes (the row is gone).
import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MenuRow } from '@/db/rows';

type Props = {
  food: MenuRow | null;
  returnFocus: () => HTMLElement | null;
  onClose: () => void;
  onConfirm: (food: MenuRow) => Promise<void>;
};

export function DeleteFoodDialog({ food, returnFocus, onClose, onConfirm }: Props) {
  const { t } = useTranslation('menu');
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    if (!food) return;
    setBusy(true);
    void onConfirm(food).finally(() => setBusy(false));
  };
  return (
    <Dialog.Root
      open={food !== null}
      onOpenChange={(details) => !details.open && !busy && onClose()}
      role="alertdialog"
      placement="center"
      finalFocusEl={returnFocus}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '2', sm: '4' }}>
          <Dialog.Content width="28rem" maxW="100%" rounded="l3">
            <Dialog.Header pe="12">
              <Dialog.Title fontSize="lg">{t('remove.title', { name: food?.name ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={t('remove.cancel')} />
            </Dialog.CloseTrigger>
            <Dialog.Body>
              <Dialog.Description color="fg.muted">{t('remove.message')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer gap="3">
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" colorPalette="gray" size="lg" flex={{ base: '1', sm: 'initial' }} disabled={busy}>
                  {t('remove.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" size="lg" flex={{ base: '1', sm: 'initial' }} loading={busy} onClick={confirm}>
                {t('remove.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
