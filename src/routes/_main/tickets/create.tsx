// Create a support ticket: title, description and an optional attachment checked on the device;
// saved through the outbox (offline too), then on to the ticket. `?order=<id>`: a problem reported
// on that order (from its details), the ticket linked to it.
import { createFileRoute } from '@tanstack/react-router';
import { TicketCreateScreen } from '@/features/ticket-create';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/tickets/create')({
  validateSearch: (search: Record<string, unknown>): { order?: number } => {
    const order = Number(search.order);
    return Number.isInteger(order) && order > 0 ? { order } : {};
  },
  loader: () => loadTexts('ticketCreate', 'attachments'),
  component: function CreateTicket() {
    const { order } = Route.useSearch();
    return <TicketCreateScreen orderId={order ?? null} />;
  },
});
