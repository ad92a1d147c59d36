// The notes at the top of a form kept on the device: offline (what the chef types is kept and sent
// later) and a draft brought back from earlier. The screen passes each text, or null to leave it out.
import { Alert } from '@chakra-ui/react';

export function FormNotices({ offline, restored }: { offline: string | null; restored: string | null }) {
  return (
    <>
      {offline !== null && (
        <Alert.Root status="warning" role="status">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{offline}</Alert.Title>
        </Alert.Root>
      )}
      {restored !== null && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{restored}</Alert.Title>
        </Alert.Root>
      )}
    </>
  );
}
