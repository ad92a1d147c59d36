// One row of the bell's dropdown: icon by type, title, body and relative time. Unread rows are
// tinted, bold and carry a dot (and data-unread="true").
import { Box, Circle, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { NotificationRow } from '@/db/rows';
import { notificationLook } from './notification-icon';
import { formatTimeAgo } from '@/lib/format';

type Props = { notification: NotificationRow; now: number; onOpen: (notification: NotificationRow) => void };

export function NotificationItem({ notification, now, onOpen }: Props) {
  const { t } = useTranslation('notifications');
  const { icon: Icon, palette } = notificationLook(notification.type);
  const unread = notification.unread === 1;
  const { title, body } = notification.data;

  return (
    <Box as="li" role="listitem" data-unread={unread ? 'true' : 'false'} listStyleType="none">
      <chakra.button
        type="button"
        onClick={() => onOpen(notification)}
        display="flex"
        gap="3"
        w="full"
        textAlign="start"
        px="4"
        py="3"
        bg={unread ? 'primary.subtle' : 'transparent'}
        borderInlineStartWidth="3px"
        borderInlineStartColor={unread ? 'primary.solid' : 'transparent'}
        cursor="pointer"
        transition="background 0.15s"
        _hover={{ bg: unread ? 'primary.muted' : 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '-2px' }}
      >
        <Circle size="9" flexShrink={0} bg={`${palette}.subtle`} color={`${palette}.fg`} aria-hidden="true">
          <Icon size={18} />
        </Circle>
        <Stack gap="0.5" flex="1" minW="0">
          <HStack gap="2" align="start" justify="space-between">
            <Text fontSize="sm" fontWeight={unread ? 'semibold' : 'medium'} color="fg" lineClamp={2}>
              {title}
            </Text>
            {unread && <Circle size="2" mt="1.5" flexShrink={0} bg="primary.solid" aria-label={t('unread')} role="img" />}
          </HStack>
          {body && (
            <Text fontSize="sm" color="fg.muted" lineClamp={2}>
              {body}
            </Text>
          )}
          <Text asChild fontSize="xs" color="fg.muted">
            <time dateTime={notification.created_at}>{formatTimeAgo(notification.created_at, now, t)}</time>
          </Text>
        </Stack>
      </chakra.button>
    </Box>
  );
}
