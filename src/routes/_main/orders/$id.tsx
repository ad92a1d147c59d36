// Order details: everything about one order, its timeline, actions and kitchen ticket.
import { createFileRoute } from '@tanstack/react-router';
import { OrderDetailsScreen } from '@/features/orders';

export const Route = createFileRoute('/_main/orders/$id')({
  component: OrderDetailsRoute,
});

function OrderDetailsRoute() {
  const { id } = Route.useParams();
  return <OrderDetailsScreen key={id} orderId={Number(id)} />;
}
