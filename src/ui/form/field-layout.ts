// How a field lays out its label: above the input (vertical, the default) or beside it (horizontal,
// from the md breakpoint; a phone keeps the label above so the input keeps its width).
import type { ConditionalValue } from '@chakra-ui/react';

export type FieldLayout = 'vertical' | 'horizontal';

export function fieldOrientation(layout: FieldLayout = 'vertical'): ConditionalValue<'vertical' | 'horizontal'> {
  return layout === 'horizontal' ? { base: 'vertical', md: 'horizontal' } : 'vertical';
}

/** The label column of a horizontal field: one width, so the inputs line up, and level with the
 * (44 px) input when a message below makes the row taller. */
export const horizontalLabel = { md: { flex: '0 0 11rem', mb: '0', alignSelf: 'flex-start', minH: '11', display: 'flex', alignItems: 'center' } } as const;
