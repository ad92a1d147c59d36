// Order history: the filters live in the address (validated here), the feature draws the screen.
import { createFileRoute } from '@tanstack/react-router';
import { OrderHistoryScreen, parseHistorySearch, type HistorySearch } from '@/features/order-history';

export const Route = createFileRoute('/_main/orders/history')({
  validateSearch: (raw: Record<string, unknown>): HistorySearch => parseHistorySearch(raw),
  component: OrderHistoryRoute,
});

function OrderHistoryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <OrderHistoryScreen search={search} onSearch={(next, { replace }) => void navigate({ search: next, replace })} />;
}
