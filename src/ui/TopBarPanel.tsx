// The dropdown panel of a top-bar control (the bell, the "Not saved" list): portal, positioner,
// a titled header with the control's own actions, and a scrolling body. One look for all of them.
import { Box, HStack, Heading, Popover, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = { title: string; actions?: ReactNode; children: ReactNode };

export function TopBarPanel({ title, actions, children }: Props) {
  return (
    <Portal>
      <Popover.Positioner>
        <Popover.Content aria-label={title} w="min(24rem, calc(100vw - 1rem))" maxH="min(32rem, calc(100dvh - 5rem))" display="flex" flexDirection="column" overflow="hidden">
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
