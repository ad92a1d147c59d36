// The manual-instructions dialog (spec section 2, set-up dialog 2), opened when the browser has
// blocked notifications: steps for a phone and for a computer, a tip and "Got it"; 90% wide up to
// 450 px. The "boxes" variant puts the phone steps in a blue box and the computer steps in a green
// one (numbered), the tip as a note in an orange box, with footer buttons Later and Got it.
import { Box, Button, Dialog, List, Portal, Stack, Text } from '@chakra-ui/react';
import { Lightbulb, Monitor, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ManualVariant = 'plain' | 'boxes';
type Props = { open: boolean; onClose: () => void; variant?: ManualVariant };

const k = 'dialogs.notifications.manual';

function Steps({ title, icon, steps, palette }: { title: string; icon: ReactNode; steps: string[]; palette: 'blue' | 'green' | null }) {
  const body = (
    <Stack gap="2">
      <Text fontWeight="semibold" display="flex" alignItems="center" gap="2">
        <Box as="span" aria-hidden="true">
          {icon}
        </Box>
        {title}
      </Text>
      <List.Root as="ol" ps="5" gap="1" listStyleType="decimal">
        {steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List.Root>
    </Stack>
  );
  if (!palette) return body;
  return (
    <Box p="3" rounded="l2" borderWidth="1px" colorPalette={palette} bg="colorPalette.subtle" borderColor="colorPalette.muted" color="fg">
      {body}
    </Box>
  );
}

export function ManualInstructions({ open, onClose, variant = 'plain' }: Props) {
  const { t } = useTranslation('push');
  const boxes = variant === 'boxes';
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" role="dialog" motionPreset="slide-in-bottom">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="90%" maxW="450px" data-testid="push-manual" data-variant={variant}>
            <Dialog.Header>
              <Dialog.Title>{t(`${k}.title`)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Dialog.Description color="fg.muted">{t(`${k}.intro`)}</Dialog.Description>
                <Steps title={t(`${k}.mobileTitle`)} icon={<Smartphone size={18} />} steps={list(`${k}.mobileSteps`)} palette={boxes ? 'blue' : null} />
                <Steps title={t(`${k}.desktopTitle`)} icon={<Monitor size={18} />} steps={list(`${k}.desktopSteps`)} palette={boxes ? 'green' : null} />
                <Box
                  display="flex"
                  gap="2"
                  p={boxes ? '3' : '0'}
                  rounded="l2"
                  borderWidth={boxes ? '1px' : '0'}
                  colorPalette="orange"
                  bg={boxes ? 'colorPalette.subtle' : undefined}
                  borderColor="colorPalette.muted"
                  fontSize="sm"
                  role="note"
                >
                  <Box as="span" flexShrink={0} mt="0.5" aria-hidden="true">
                    <Lightbulb size={16} />
                  </Box>
                  <Text>{t(`${k}.tip`)}</Text>
                </Box>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap" gap="2">
              {boxes && (
                <Button variant="outline" colorPalette="gray" minH="11" onClick={onClose}>
                  {t(`${k}.later`)}
                </Button>
              )}
              <Button colorPalette="primary" minH="11" onClick={onClose}>
                {t(`${k}.gotIt`)}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
