// Order history: the filters live in the address (validated here), the feature draws the screen.
import { createFileRoute } from '@tanstack/react-router';
import { OrderHistoryScreen } from '@/features/order-history';
import { parseHistorySearch, type HistorySearch } from '@/features/order-history/search';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/orders/history')({
  validateSearch: (raw: Record<string, unknown>): HistorySearch => parseHistorySearch(raw),
  loader: () => loadTexts('orderHistory'),
  component: OrderHistoryRoute,
});

function OrderHistoryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OrderHistoryScreen search={search} onSearch={(next, { replace }) => void navigate({ search: next, replace })} />;
}
