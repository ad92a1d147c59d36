// The connection indicator in the top bar: a coloured dot and "Live", "Connecting…",
// "Reconnecting…", "Offline since HH:MM" or "Not connected"; a tooltip says more. When the link
// gave up or waits for its next try, a click restarts it. Compact on phones (dot + short text).
import { Box, Button, Portal, Tooltip } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { restartRealtime } from '@/sync/engine/chef-sync';
import { fullTextStyle, shortTextStyle } from './compact';
import type { ConnectionView } from './connection-view';
import { useConnection } from './use-connection';

const dotColor: Record<ConnectionView['tone'], string> = { green: 'green.solid', orange: 'orange.solid', gray: 'fg.subtle', red: 'red.solid' };

export function ConnectionIndicator() {
  const { t } = useTranslation('sync');
  const view = useConnection();
  const text = t(`connection.${view.text}`, { time: view.offlineSince });
  const detail = t(`connection.detail.${view.text}`, { count: view.retryInSeconds ?? 0 });

  return (
    <Tooltip.Root openDelay={200} positioning={{ placement: 'bottom' }}>
      <Tooltip.Trigger asChild>
        <Button
          data-testid="connection-status"
          // The picture of the screen (src/db/screen-snapshot.ts) must not say "Live" on a later, offline start.
          data-snapshot="blank"
          data-status={view.status}
          aria-label={`${t('connection.label', { text })} ${detail}`}
          size="xs"
          minH={{ base: '11', md: '8' }}
          variant="ghost"
          colorPalette="gray"
          rounded="full"
          px="2"
          gap="1.5"
          fontWeight="medium"
          color={view.tone === 'red' ? 'fg.error' : 'fg.muted'}
          cursor={view.canRestart ? 'pointer' : 'default'}
          onClick={() => view.canRestart && restartRealtime()}
        >
          <Box
            as="span"
            aria-hidden="true"
            boxSize="2"
            rounded="full"
            flexShrink={0}
            bg={dotColor[view.tone]}
            boxShadow={view.tone === 'green' ? '0 0 0 3px var(--chakra-colors-green-subtle)' : undefined}
            animation={view.tone === 'orange' ? 'pulse 1.5s ease-in-out infinite' : undefined}
            _motionReduce={{ animation: 'none' }}
          />
          <Box as="span" css={fullTextStyle}>
            {text}
          </Box>
          <Box as="span" aria-hidden="true" css={shortTextStyle(t(`connection.short.${view.text}`))} />
        </Button>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxW="64">
            <Tooltip.Arrow>
              <Tooltip.ArrowTip />
            </Tooltip.Arrow>
            {detail}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
