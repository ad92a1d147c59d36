// The logout confirmation (spec section 2): 400 px wide, "Confirm logout", Cancel / Logout.
// Logout waits for the app's logout (server call, storage, toast), then goes to the login screen
// even when that failed (spec section 8: the chef is logged out locally anyway).
import { Button, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onLogout: () => Promise<void> };

export function LogoutDialog({ open, onOpenChange, onLogout }: Props) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    setBusy(true);
    try {
      await onLogout();
    } catch (error) {
      // The app's logout reports its own failures; the chef is signed out locally either way.
      console.error('Logout failed', error);
    } finally {
      setBusy(false);
      onOpenChange(false);
      await navigate({ to: '/auth/login' });
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center" role="dialog" motionPreset="slide-in-bottom">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content width="400px" maxW="100%">
            <Dialog.Header>
              <Dialog.Title>{t('logoutDialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <HStack gap="3" align="start">
                <Text as="span" color="fg.warning" mt="0.5" aria-hidden="true">
                  <TriangleAlert size={22} />
                </Text>
                <Dialog.Description color="fg.muted">{t('logoutDialog.message')}</Dialog.Description>
              </HStack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" colorPalette="gray" disabled={busy}>
                  {t('logoutDialog.cancel')}
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={() => void logout()}>
                {t('logoutDialog.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
