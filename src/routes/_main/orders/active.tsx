// Active orders: the chef's current orders as cards with their actions (src/features/orders).
import { createFileRoute } from '@tanstack/react-router';
import { ActiveOrdersScreen } from '@/features/orders';

export const Route = createFileRoute('/_main/orders/active')({
  component: ActiveOrdersScreen,
});
