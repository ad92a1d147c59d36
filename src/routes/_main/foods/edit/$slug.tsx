// Edit a food: the route's param is the food's ref (its client_id when made on a device, else its
// slug); saved through the outbox (offline too), then back to the menu.
import { createFileRoute } from '@tanstack/react-router';
import { FoodFormScreen } from '@/features/food-form';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/foods/edit/$slug')({
  loader: () => loadTexts('foodForm'),
  component: EditFood,
});

function EditFood() {
  const { slug } = Route.useParams();
  return <FoodFormScreen key={slug} foodRef={slug} />;
}
