// Create a support ticket: title, description and an optional attachment checked on the device;
// saved through the outbox (offline too), then on to the ticket.
import { createFileRoute } from '@tanstack/react-router';
import { TicketCreateScreen } from '@/features/ticket-create';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/tickets/create')({
  loader: () => loadTexts('ticketCreate', 'attachments'),
  component: () => <TicketCreateScreen />,
});
