// Option groups and options of a food (a later issue builds this screen; for now its title).
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '@/features/placeholder';

export const Route = createFileRoute('/_main/foods/manage-options/$slug')({
  component: () => <PlaceholderScreen title="foodOptions" />,
});
