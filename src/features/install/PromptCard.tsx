// The frame both install prompts share: a card pinned to the bottom of the screen (not modal: the
// chef can keep working), a titled region with an icon, its content, and the buttons.
import { Box, Card, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type Props = { testId: string; titleId: string; title: string; icon: ReactNode; children: ReactNode; actions: ReactNode };

export function PromptCard({ testId, titleId, title, icon, children, actions }: Props) {
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      data-testid={testId}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="overlay"
      px="3"
      pb="calc(env(safe-area-inset-bottom) + 0.75rem)"
      pointerEvents="none"
    >
      <Card.Root maxW="420px" mx="auto" shadow="lg" pointerEvents="auto" size="sm">
        <Card.Body>
          <Stack gap="3">
            <HStack gap="3" align="center">
              <Box flexShrink={0} p="2" rounded="full" bg="primary.subtle" color="primary.fg" aria-hidden="true">
                {icon}
              </Box>
              <Card.Title id={titleId} as="h2" fontSize="md">
                {title}
              </Card.Title>
            </HStack>
            {children}
          </Stack>
        </Card.Body>
        <Card.Footer justifyContent="flex-end" gap="2" flexWrap="wrap">
          {actions}
        </Card.Footer>
      </Card.Root>
    </Box>
  );
}
