// One titled part of the form reference page: a card with a heading and a line about the layout.
import { Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function DemoSection({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Header>
        <Heading as="h2" id={id} size="lg">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {text}
        </Text>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
