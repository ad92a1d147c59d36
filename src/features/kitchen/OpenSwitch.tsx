// The open/closed switch (spec section 4: it needs confirmation). Flipping it asks first; the
// dialog closes with Escape or Cancel and gives the focus back to the switch. While the change
// waits in the outbox the switch says "Closing… waiting to send" and, when opening offline, that
// customers see the kitchen open only once this device is back online.
import { Button, CloseButton, Dialog, HStack, Portal, Spinner, Stack, Switch, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coverInputStyle } from '@/ui/cover-input';
import { useOnline } from '@/ui/use-online';

type Props = {
  isOpen: boolean;
  /** The open/closed state still waiting to be sent, if any. */
  waitingFor: boolean | null;
  onConfirm: (open: boolean) => Promise<void>;
};

export function OpenSwitch({ isOpen, waitingFor, onConfirm }: Props) {
  const { t } = useTranslation('kitchen');
  const online = useOnline();
  const input = useRef<HTMLInputElement>(null);
  const [asking, setAsking] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    if (asking === null) return;
    setBusy(true);
    void onConfirm(asking).finally(() => {
      setBusy(false);
      setAsking(null);
    });
  };
  const opening = asking === true;

  return (
    <Stack gap="1.5">
      <Switch.Root checked={isOpen} colorPalette="green" size="lg" minH="11" position="relative">
        {/* The invisible checkbox covers the whole switch and its label (a 44 px target). The tap
            asks first: the checkbox keeps its state (no change event) until confirmed. */}
        <Switch.HiddenInput
          ref={input}
          style={coverInputStyle}
          aria-describedby={waitingFor === null ? undefined : 'kitchen-switch-waiting'}
          onClick={(event) => {
            event.preventDefault();
            setAsking(!isOpen);
          }}
        />
        <Switch.Control />
        <Switch.Label fontSize="md" fontWeight="semibold">
          {t('toggle.label')}
        </Switch.Label>
      </Switch.Root>
      {waitingFor !== null && (
        <HStack id="kitchen-switch-waiting" gap="2" color="fg.muted" fontSize="sm" data-testid="kitchen-switch-waiting">
          <Spinner size="xs" aria-hidden="true" />
          <Text>{waitingFor ? t('status.openingWaiting') : t('status.closingWaiting')}</Text>
        </HStack>
      )}
      <Dialog.Root
        open={asking !== null}
        onOpenChange={(details) => !details.open && !busy && setAsking(null)}
        role="alertdialog"
        placement="center"
        motionPreset="slide-in-bottom"
        finalFocusEl={() => input.current}
        lazyMount
        unmountOnExit
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner px={{ base: '2', sm: '4' }}>
            <Dialog.Content width="28rem" maxW="100%" rounded="l3">
              <Dialog.Header pe="12">
                <Dialog.Title fontSize="lg">{opening ? t('toggle.openTitle') : t('toggle.closeTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.CloseTrigger asChild top="3" insetEnd="3">
                <CloseButton size="sm" aria-label={t('toggle.close')} />
              </Dialog.CloseTrigger>
              <Dialog.Body>
                <Stack gap="3">
                  <Dialog.Description color="fg.muted">{opening ? t('toggle.openMessage') : t('toggle.closeMessage')}</Dialog.Description>
                  {opening && !online && (
                    <Text fontWeight="medium" color="orange.fg">
                      {t('toggle.openOffline')}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer gap="3">
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" colorPalette="gray" size="lg" flex={{ base: '1', sm: 'initial' }} disabled={busy}>
                    {t('toggle.cancel')}
                  </Button>
                </Dialog.ActionTrigger>
                <Button colorPalette={opening ? 'green' : 'red'} size="lg" flex={{ base: '1', sm: 'initial' }} loading={busy} onClick={confirm}>
                  {opening ? t('toggle.openSubmit') : t('toggle.closeSubmit')}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
