// A ticket's status in words (spec section 4: open, replied, waiting reply, resolved, closed), in a
// colour that is never the only sign of it.
import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '@/contract';

export type { TicketStatus };

const palette: Record<TicketStatus, string> = {
  open: 'blue',
  replied: 'orange',
  waiting_reply: 'purple',
  resolved: 'green',
  closed: 'gray',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('attachments');
  return (
    <Badge colorPalette={palette[status]} variant="subtle" size="md" data-testid="ticket-status" data-status={status}>
      {t(`ticketStatus.${status}`)}
    </Badge>
  );
}
