// The permission prompt (spec section 2, set-up dialog 1): title, heading, explanatory text, three
// benefit rows (new orders, order updates, announcements), Not now and Allow. Modal, not closable
// (no close button, Escape and the backdrop do nothing), 90% wide up to 400 px.
import { Box, Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { BellRing, Megaphone, RefreshCw, ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; onAllow: () => void; onNotNow: () => void };

function Benefit({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="3" align="center">
      <Box flexShrink={0} p="2" rounded="full" bg="primary.subtle" color="primary.fg" aria-hidden="true">
        {icon}
      </Box>
      <Text>{children}</Text>
    </HStack>
  );
}

export function PermissionPrompt({ open, onAllow, onNotNow }: Props) {
  const { t } = useTranslation('push');
  const k = 'dialogs.notifications.prompt';
  return (
    <Dialog.Root open={open} closeOnEscape={false} closeOnInteractOutside={false} placement="center" role="alertdialog" motionPreset="slide-in-bottom">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="90%" maxW="400px" data-testid="push-prompt">
            <Dialog.Header>
              <Dialog.Title>{t(`${k}.title`)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <HStack gap="3">
                  <Box color="primary.fg" aria-hidden="true">
                    <BellRing size={28} />
                  </Box>
                  <Text as="h3" fontSize="lg" fontWeight="semibold">
                    {t(`${k}.heading`)}
                  </Text>
                </HStack>
                <Dialog.Description color="fg.muted">{t(`${k}.text`)}</Dialog.Description>
                <Stack as="ul" gap="3" listStyleType="none">
                  <Benefit icon={<ShoppingBag size={18} />}>{t(`${k}.benefits.newOrders`)}</Benefit>
                  <Benefit icon={<RefreshCw size={18} />}>{t(`${k}.benefits.orderUpdates`)}</Benefit>
                  <Benefit icon={<Megaphone size={18} />}>{t(`${k}.benefits.announcements`)}</Benefit>
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2">
              <Button variant="outline" colorPalette="gray" minH="11" onClick={onNotNow}>
                {t(`${k}.notNow`)}
              </Button>
              <Button colorPalette="primary" minH="11" onClick={onAllow}>
                {t(`${k}.allow`)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
