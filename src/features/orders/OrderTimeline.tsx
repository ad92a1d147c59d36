// The timeline of an order: each status change with its time (and the note given with it), oldest
// first, as a vertical list with a coloured dot per status. An order without recorded changes
// shows when it was placed.
import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { readableNote, type Order } from '@/contract';
import { formatDayTime } from '@/lib/format';
import { statusLook } from './order-look';

export function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  // The server notes the preparation time on the accept; an accept not sent yet does not have it.
  const preparation = order.preparation_time !== null ? t('details.preparationTimeEntry', { count: order.preparation_time }) : null;
  const entries = order.timeline.length > 0 ? order.timeline : [{ status: 'pending' as const, at: order.created_at, note: null }];
  return (
    <Stack as="ol" gap="0" aria-label={t('details.timeline')}>
      {entries.map((entry, index) => {
        const { palette, icon: Icon } = statusLook(entry.status);
        const last = index === entries.length - 1;
        return (
          <HStack as="li" key={`${entry.status}-${entry.at}-${index}`} align="stretch" gap="3" listStyleType="none">
            <Stack align="center" gap="0" flexShrink={0}>
              <Box display="grid" placeItems="center" boxSize="8" rounded="full" bg={`${palette}.subtle`} color={`${palette}.fg`} aria-hidden="true">
                <Icon size={16} />
              </Box>
              {!last && <Box flex="1" w="2px" minH="4" bg="border" />}
            </Stack>
            <Stack gap="0.5" pb={last ? '0' : '4'} pt="1" minW="0">
              <Text fontWeight="semibold" lineHeight="short">
                {t(`status.${entry.status}`)}
              </Text>
              <Text asChild fontSize="sm" color="fg.muted">
                <time dateTime={entry.at}>{formatDayTime(entry.at)}</time>
              </Text>
              {entry.status === 'accepted' && preparation && !entry.note?.includes(preparation) && <Text fontSize="sm">{preparation}</Text>}
              {entry.note && <Text fontSize="sm">{readableNote(entry.note)}</Text>}
            </Stack>
          </HStack>
        );
      })}
    </Stack>
  );
}
