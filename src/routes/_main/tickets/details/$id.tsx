// Ticket details (/tickets/details/{ref}: the ticket's client_id, or its id): the conversation and
// the reply box (src/features/ticket-details).
import { createFileRoute } from '@tanstack/react-router';
import { TicketDetailsScreen } from '@/features/ticket-details';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/tickets/details/$id')({
  loader: () => loadTexts('ticketDetails', 'attachments'),
  component: TicketDetailsRoute,
});

function TicketDetailsRoute() {
  const { id } = Route.useParams();
  return <TicketDetailsScreen key={id} ticketRef={id} />;
}
