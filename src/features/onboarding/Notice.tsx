// A short live notice in a screen (role="status"): offline, "saved on this device", sending.
import { HStack, Text } from '@chakra-ui/react';
import { CloudOff, Info, LoaderCircle } from 'lucide-react';

const looks = {
  offline: { icon: CloudOff, palette: 'orange' },
  info: { icon: Info, palette: 'blue' },
  busy: { icon: LoaderCircle, palette: 'gray' },
} as const;

export function Notice({ tone, children }: { tone: keyof typeof looks; children: React.ReactNode }) {
  const { icon: Icon, palette } = looks[tone];
  return (
    <HStack role="status" align="start" gap="2.5" px="3.5" py="3" rounded="l2" bg={`${palette}.subtle`} color={`${palette}.fg`} fontSize="sm">
      <Icon size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 1 }} />
      <Text>{children}</Text>
    </HStack>
  );
}
