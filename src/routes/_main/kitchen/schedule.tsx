// The kitchen's week and closures: the feature reads the kitchen on this device (offline too) and
// saves through the outbox.
import { createFileRoute } from '@tanstack/react-router';
import { KitchenScheduleScreen } from '@/features/kitchen-schedule';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/kitchen/schedule')({
  loader: () => loadTexts('kitchenSchedule'),
  component: KitchenScheduleScreen,
});
