// The chef's journal: the day and the filter live in the address (validated here), the feature
// draws the screen.
import { createFileRoute } from '@tanstack/react-router';
import { JournalScreen } from '@/features/journal';
import { parseJournalSearch, type JournalSearch } from '@/features/journal/search';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/journal')({
  validateSearch: (raw: Record<string, unknown>): JournalSearch => parseJournalSearch(raw),
  loader: () => loadTexts('journal'),
  component: JournalRoute,
});

function JournalRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <JournalScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
