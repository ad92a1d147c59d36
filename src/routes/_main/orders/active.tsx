// Active orders: the chef's current orders as cards with their actions (src/features/orders),
// under the sync status's notice when what they show is over a minute old and could not be
// refreshed (the two features meet here, never in each other). The screen renders once the active
// orders were read (read-ahead.ts): the first commit of a start shows the cards. Under its heading,
// "Test the alarm" (src/features/alarm). `?accept=<id>` opens that order's Accept dialog
// (active-search.ts), then leaves the address (replace).
import { Stack } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { TestAlarmButton } from '@/features/alarm';
import { ActiveOrdersScreen } from '@/features/orders';
import { parseActiveOrdersSearch, type ActiveOrdersSearch } from '@/features/orders/active-search';
import { readActiveOrdersAhead } from '@/features/orders/read-ahead';
import { OutdatedNotice } from '@/features/sync-status';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/orders/active')({
  validateSearch: (raw: Record<string, unknown>): ActiveOrdersSearch => parseActiveOrdersSearch(raw),
  // The loader goes in the screen's chunk (not the first download): it needs the orders' queries.
  codeSplitGroupings: [['loader', 'component']],
  loader: () => Promise.all([readActiveOrdersAhead(), loadTexts('alarm')]).then(() => undefined),
  component: ActiveOrdersRoute,
});

function ActiveOrdersRoute() {
  const { accept } = Route.useSearch();
  const navigate = Route.useNavigate();
  const handled = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return (
    <Stack gap="4">
      <OutdatedNotice collection="activeOrders" />
      <ActiveOrdersScreen headerExtra={<TestAlarmButton />} acceptOrderId={accept} onAcceptHandled={handled} />
    </Stack>
  );
}
