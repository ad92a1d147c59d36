// Active orders: the chef's current orders as cards with their actions (src/features/orders),
// under the sync status's notice when what they show is over a minute old and could not be
// refreshed (the two features meet here, never in each other). The screen renders once the active
// orders were read (read-ahead.ts): the first commit of a start shows the cards. Under its heading,
// "Test the alarm" (src/features/alarm).
import { Stack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { TestAlarmButton } from '@/features/alarm';
import { ActiveOrdersScreen } from '@/features/orders';
import { readActiveOrdersAhead } from '@/features/orders/read-ahead';
import { OutdatedNotice } from '@/features/sync-status';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/orders/active')({
  // The loader goes in the screen's chunk (not the first download): it needs the orders' queries.
  codeSplitGroupings: [['loader', 'component']],
  loader: () => Promise.all([readActiveOrdersAhead(), loadTexts('alarm')]).then(() => undefined),
  component: ActiveOrdersRoute,
});

function ActiveOrdersRoute() {
  return (
    <Stack gap="4">
      <OutdatedNotice collection="activeOrders" />
      <ActiveOrdersScreen headerExtra={<TestAlarmButton />} />
    </Stack>
  );
}
