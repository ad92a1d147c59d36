// Kitchen overview: open/closed, pause of new orders, the kitchen's card and its figures
// (src/features/kitchen).
import { createFileRoute } from '@tanstack/react-router';
import { KitchenOverviewScreen } from '@/features/kitchen';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/kitchen/')({
  loader: () => loadTexts('kitchen'),
  component: KitchenOverviewScreen,
});
