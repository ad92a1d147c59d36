// Create a support ticket (a later issue builds this screen; for now its title).
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/features/placeholder';

export const Route = createFileRoute('/_main/tickets/create')({
  component: () => <PlaceholderScreen title="ticketCreate" />,
});
