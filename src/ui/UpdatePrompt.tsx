// "A new version is available": shown when a new service worker waits. The chef decides when the
// app reloads, so an order being typed is never lost to an update (architecture rule 12).
import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptUpdate, onUpdateAvailable } from '@/lib/service-worker';

export function UpdatePrompt() {
  const { t } = useTranslation('common');
  const [available, setAvailable] = useState(false);
  const [updating, setUpdating] = useState(false);
  useEffect(() => onUpdateAvailable(setAvailable), []);
  if (!available) return null;
  return (
    <Box position="fixed" insetX="4" bottom="4" zIndex="toast" display="flex" justifyContent="center" pointerEvents="none">
      <HStack role="status" gap="3" px="4" py="3" borderRadius="l2" bg="bg.inverted" color="fg.inverted" boxShadow="lg" pointerEvents="auto">
        <Text textStyle="sm">{t('updateAvailable')}</Text>
        <Button
          size="sm"
          colorPalette="primary"
          loading={updating}
          onClick={() => {
            setUpdating(true);
            void acceptUpdate();
          }}
        >
          {t('updateNow')}
        </Button>
      </HStack>
    </Box>
  );
}
