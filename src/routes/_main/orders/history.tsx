// Order history (a later issue builds this screen; for now its title).
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/features/placeholder';

export const Route = createFileRoute('/_main/orders/history')({
  component: () => <PlaceholderScreen title="ordersHistory" />,
});
