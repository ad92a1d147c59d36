// The input and its message as one column: beside the label in a horizontal field (so the
// message sits under the input, not to its right), plain children otherwise.
import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldLayout } from './field-layout';

export function FieldControl({ layout, children }: { layout: FieldLayout | undefined; children: ReactNode }) {
  if (layout !== 'horizontal') return <>{children}</>;
  return (
    <Stack gap="1.5" flex="1" minW="0" w="full">
      {children}
    </Stack>
  );
}
