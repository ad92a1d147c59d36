// The heading of an auth card: the screen's title (h1) and a short line under it.
import { Heading, Stack, Text } from '@chakra-ui/react';

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string | undefined }) {
  return (
    <Stack gap="1" marginBottom="6">
      <Heading as="h1" size="2xl" letterSpacing="tight">
        {title}
      </Heading>
      {subtitle && <Text color="fg.muted">{subtitle}</Text>}
    </Stack>
  );
}
