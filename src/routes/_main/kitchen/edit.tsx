// Edit the kitchen: every field, the logo resized on the device, the map location; saved through
// the outbox (offline too), then back to the overview.
import { createFileRoute } from '@tanstack/react-router';
import { KitchenEditScreen } from '@/features/kitchen-edit';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/kitchen/edit')({
  loader: () => loadTexts('kitchenEdit'),
  component: KitchenEditScreen,
});
