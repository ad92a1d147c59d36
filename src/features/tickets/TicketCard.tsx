// One ticket of the list: a link to its conversation with the title (bold while support's replies
// are unread), the status in words, how many new replies, when it last moved, and "Waiting to
// send" while something of it is still on this device only.
import { Badge, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { CloudUpload, MessageCircle } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatTimeAgo } from '@/lib/format';
import { TicketStatusBadge } from '@/ui/attachment/TicketStatusBadge';
import { isWaiting, type ListedTicket } from './list';

type Props = { ticket: ListedTicket; now: number };

export const TicketCard = memo(function TicketCard({ ticket, now }: Props) {
  const { t } = useTranslation('tickets');
  const unread = ticket.unread_replies > 0;
  const ref = ticket.client_id ?? String(ticket.id);
  return (
    <LinkBox
      as="article"
      data-testid="ticket-card"
      data-unread={unread ? 'true' : 'false'}
      padding="4"
      rounded="l3"
      borderWidth="1px"
      borderColor={unread ? 'primary.emphasized' : 'border'}
      bg="bg.panel"
      _hover={{ bg: 'bg.subtle' }}
      _focusWithin={{
        outline: '2px solid',
        outlineColor: 'colorPalette.focusRing',
        outlineOffset: '2px',
      }}
    >
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="3">
          <LinkOverlay asChild minH="11" display="flex" alignItems="center" flex="1" minWidth="0" _focusVisible={{ outline: 'none' }}>
            <Link to="/tickets/details/$id" params={{ id: ref }}>
              <Text as="span" fontWeight={unread ? 'bold' : 'medium'} fontSize="md" lineClamp="2" wordBreak="break-word" data-testid="ticket-title">
                {ticket.title}
              </Text>
            </Link>
          </LinkOverlay>
          <TicketStatusBadge status={ticket.status} />
        </HStack>
        <HStack gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
          <time dateTime={ticket.last_activity_at} title={formatDateTime(ticket.last_activity_at)}>
            {t('ticket.lastActivity', {
              when: formatTimeAgo(ticket.last_activity_at, now, t),
            })}
          </time>
          {unread && (
            <Badge colorPalette="primary" variant="solid" data-testid="ticket-unread">
              <MessageCircle size={12} aria-hidden="true" />
              {t('ticket.unread', { count: ticket.unread_replies })}
            </Badge>
          )}
          {isWaiting(ticket) && (
            <Badge colorPalette="gray" variant="outline" data-testid="ticket-waiting">
              <CloudUpload size={12} aria-hidden="true" />
              {t('ticket.waiting')}
            </Badge>
          )}
        </HStack>
      </Stack>
    </LinkBox>
  );
});
