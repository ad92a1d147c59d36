// Manage the option groups and options of a food; `$slug` is the food's ref (its client_id when
// this device made it, else its slug), so a food not yet on the server has its options too.
import { createFileRoute } from '@tanstack/react-router';
import { FoodOptionsScreen } from '@/features/food-options';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/foods/manage-options/$slug')({
  loader: () => loadTexts('foodOptions'),
  component: ManageOptions,
});

function ManageOptions() {
  const { slug } = Route.useParams();
  return <FoodOptionsScreen foodRef={slug} />;
}
