// "Could not load your active orders. Check your connection. [Try again]": what a screen shows in
// place of its list when it has nothing saved on this device and the last load failed, so a chef
// never takes a failed load for an empty kitchen ("No active orders"). Offline, it says the list
// loads when the connection is back. Never the storage banner: the device's storage is fine.
import { Box, Button, Center, Stack, Text } from '@chakra-ui/react';
import { CloudAlert, CloudOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** What could not be loaded, in the chef's words: "Could not load your active orders." */
  title: string;
  /** Offline: it loads by itself when the connection is back (no "Try again"). */
  offline?: boolean;
  /** "Try again": loads again; resolves when that attempt ended. */
  onRetry?: () => Promise<unknown>;
  /** A new attempt is under way that the screen runs itself (the button shows it). */
  retrying?: boolean;
  /** `sm` inside a top-bar panel (the bell). */
  size?: 'sm' | 'md';
};

export function LoadProblem({ title, offline = false, onRetry, retrying: running = false, size = 'md' }: Props) {
  const { t } = useTranslation('common');
  const [retrying, setRetrying] = useState(false);
  const small = size === 'sm';
  const retry = () => {
    if (!onRetry) return;
    setRetrying(true);
    void onRetry()
      .catch((error: unknown) => console.warn('Loading again failed', error)) // the screen shows the new state
      .finally(() => setRetrying(false));
  };
  const Icon = offline ? CloudOff : CloudAlert;

  return (
    <Center
      data-testid="load-problem"
      role={offline ? 'status' : 'alert'}
      flexDirection="column"
      gap="3"
      py={small ? '8' : '16'}
      px="6"
      textAlign="center"
      rounded="l3"
      borderWidth={small ? '0' : '1px'}
      borderStyle="dashed"
      borderColor="border.emphasized"
      bg={small ? undefined : 'bg.panel'}
    >
      <Box p={small ? '3' : '4'} rounded="full" bg={offline ? 'bg.muted' : 'orange.subtle'} color={offline ? 'fg.muted' : 'orange.fg'}>
        <Icon size={small ? 24 : 32} aria-hidden="true" />
      </Box>
      <Stack gap="1" align="center">
        <Text fontSize={small ? 'md' : 'lg'} fontWeight="semibold">
          {title}
        </Text>
        <Text color="fg.muted" maxW="sm" fontSize={small ? 'sm' : 'md'}>
          {offline ? t('loadProblem.offline') : t('loadProblem.checkConnection')}
        </Text>
      </Stack>
      {onRetry && !offline && (
        <Button size={small ? 'sm' : 'md'} variant="outline" colorPalette="primary" loading={retrying || running} onClick={retry}>
          <RefreshCw aria-hidden="true" />
          {t('loadProblem.retry')}
        </Button>
      )}
    </Center>
  );
}
