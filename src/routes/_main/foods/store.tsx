// Create a food: every field, the photo cropped and resized on the device; saved through the
// outbox (offline too), then on to its options.
import { createFileRoute } from '@tanstack/react-router';
import { FoodFormScreen } from '@/features/food-form';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/foods/store')({
  loader: () => loadTexts('foodForm'),
  component: () => <FoodFormScreen foodRef={null} />,
});
