// The items of an order: "2 × Cepelinai" with its line total, and its options below ("+ Sour
// cream", with the quantity when more than one). `dense` for the cards, roomier on the details page.
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@/contract';
import { formatMoney } from '@/lib/format';

type Props = { items: Order['items']; dense?: boolean };

export function OrderItems({ items, dense = false }: Props) {
  const { t } = useTranslation('orders');
  return (
    <Stack as="ul" role="list" gap={dense ? '2' : '3'} aria-label={t('details.items')}>
      {items.map((item) => (
        <Box as="li" key={item.id} listStyleType="none">
          <HStack align="start" justify="space-between" gap="3">
            <Stack gap="0.5" minW="0">
              {/* The whole line reads "2 × Cepelinai"; the quantity stands out. */}
              <Text fontWeight="semibold" fontSize={dense ? 'sm' : 'md'} lineHeight="short">
                <Box as="span" color={item.quantity > 1 ? 'primary.fg' : 'fg.muted'} fontWeight="bold">
                  {t('itemQuantity', { quantity: item.quantity })}
                </Box>{' '}
                {item.name}
              </Text>
              {item.options.map((option, index) => (
                <Text key={`${option.name}-${index}`} fontSize={dense ? 'xs' : 'sm'} color="fg.muted" ps="5">
                  {option.quantity > 1 ? t('optionLineQuantity', { quantity: option.quantity, name: option.name }) : t('optionLine', { name: option.name })}
                </Text>
              ))}
            </Stack>
            <Text fontSize="sm" color="fg.muted" flexShrink={0} fontVariantNumeric="tabular-nums">
              {formatMoney(item.total)}
            </Text>
          </HStack>
        </Box>
      ))}
    </Stack>
  );
}
