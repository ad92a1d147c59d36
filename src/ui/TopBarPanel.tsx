// The dropdown panel of a top-bar control (the bell, the "Not saved" list): portal, positioner,
// a titled header with the control's own actions, and a scrolling body. One look for all of them.
// While open, the toasts show below it (panel-room.ts).
import { Box, HStack, Heading, Popover, Portal } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { PANEL_TOP_PX, usePanelRoom } from './panel-room';

type Props = { title: string; actions?: ReactNode; children: ReactNode };

export function TopBarPanel({ title, actions, children }: Props) {
  const [content, setContent] = useState<HTMLDivElement | null>(null);
  usePanelRoom(content, PANEL_TOP_PX);
  return (
    <Portal>
      <Popover.Positioner>
        <Popover.Content ref={setContent} aria-label={title} w="min(24rem, calc(100vw - 1rem))" maxH="min(32rem, calc(100dvh - 5rem))" display="flex" flexDirection="column" overflow="hidden">
          <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px" borderColor="border" flexShrink={0}>
            <Popover.Title asChild>
              <Heading as="h2" size="md">
                {title}
              </Heading>
            </Popover.Title>
            {actions}
          </HStack>
          <Box overflowY="auto" flex="1">
            {children}
          </Box>
        </Popover.Content>
      </Popover.Positioner>
    </Portal>
  );
}
