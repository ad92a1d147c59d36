// What a list screen shows instead of its rows: nothing matches the search or filter (with a way
// to clear it), nothing at all yet (an invitation to add the first), or still loading. Shared by
// the menu and the support tickets; LoadProblem is the fourth state (could not load).
import { Button, Center, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function NoMatch({ title, text, clearLabel, onClear }: { title: string; text: string; clearLabel: string; onClear: () => void }) {
  return (
    <Center flexDirection="column" gap="2" py="12" textAlign="center" role="status">
      <Text fontWeight="semibold">{title}</Text>
      <Text color="fg.muted">{text}</Text>
      <Button variant="outline" colorPalette="gray" minH="11" onClick={onClear}>
        {clearLabel}
      </Button>
    </Center>
  );
}

export function EmptyList({ icon, title, text, children, testId }: { icon: ReactNode; title: string; text: string; children: ReactNode; testId?: string }) {
  return (
    <Center flexDirection="column" gap="3" py="16" px="6" textAlign="center" rounded="l3" borderWidth="1px" borderStyle="dashed" bg="bg.panel" data-testid={testId}>
      {icon}
      <Text fontSize="lg" fontWeight="semibold">
        {title}
      </Text>
      <Text color="fg.muted" maxW="md">
        {text}
      </Text>
      {children}
    </Center>
  );
}

export function ListLoading({ label }: { label: string }) {
  return (
    <Center py="16" gap="3" color="fg.muted" role="status">
      <Spinner size="sm" />
      <Text>{label}</Text>
    </Center>
  );
}
