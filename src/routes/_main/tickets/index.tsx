// Support tickets (/tickets): the status filter lives in the address (validated here), the feature
// (src/features/tickets) draws the list.
import { createFileRoute } from '@tanstack/react-router';
import { TicketsScreen } from '@/features/tickets';
import { parseTicketsSearch, type TicketsSearch } from '@/features/tickets/search';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/tickets/')({
  validateSearch: (raw: Record<string, unknown>): TicketsSearch => parseTicketsSearch(raw),
  loader: () => loadTexts('tickets', 'attachments'),
  component: TicketsRoute,
});

function TicketsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <TicketsScreen search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
