// Kitchen overview: open/closed, pause of new orders, the kitchen's card and its figures
// (src/features/kitchen), with the alarm's card under the status (src/features/alarm: can this
// phone ring, "Test the alarm", sound settings, the screen kept awake while the kitchen is open),
// and at the top, while this phone cannot ring, the warning that points to it.
import { createFileRoute } from '@tanstack/react-router';
import { KitchenAlarm, RingWarning } from '@/features/alarm';
import { KitchenOverviewScreen } from '@/features/kitchen';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/kitchen/')({
  loader: () => loadTexts('kitchen', 'alarm'),
  component: KitchenRoute,
});

const alarm = (kitchenOpen: boolean) => <KitchenAlarm kitchenOpen={kitchenOpen} />;

function KitchenRoute() {
  return <KitchenOverviewScreen alarm={alarm} warning={<RingWarning />} />;
}
