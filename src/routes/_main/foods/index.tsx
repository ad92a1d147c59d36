// Foods list: the search and tag filter live in the address (validated here), the feature
// (src/features/menu) draws the screen.
import { createFileRoute } from '@tanstack/react-router';
import { FoodsScreen } from '@/features/menu';
import { parseMenuSearch, type MenuSearch } from '@/features/menu/search';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/foods/')({
  validateSearch: (raw: Record<string, unknown>): MenuSearch => parseMenuSearch(raw),
  loader: () => loadTexts('menu'),
  component: FoodsRoute,
});

function FoodsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <FoodsScreen search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
