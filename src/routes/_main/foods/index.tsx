// Foods list: the search and tag filter live in the address (validated here), the feature
// (src/features/menu) draws the screen. The screen renders once its texts are loaded and the menu
// was read (src/db/read-ahead.ts): the first commit of a start shows the foods.
import { createFileRoute } from '@tanstack/react-router';
import { FoodsScreen } from '@/features/menu';
import { readMenuAhead } from '@/features/menu/queries';
import { parseMenuSearch, type MenuSearch } from '@/features/menu/search';
import { loadTexts } from '@/i18n';

export const Route = createFileRoute('/_main/foods/')({
  validateSearch: (raw: Record<string, unknown>): MenuSearch => parseMenuSearch(raw),
  // The loader goes in the screen's chunk (not the first download): it needs the menu's queries.
  codeSplitGroupings: [['loader', 'component']],
  loader: () => Promise.all([loadTexts('menu'), readMenuAhead()]),
  component: FoodsRoute,
});

function FoodsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <FoodsScreen search={search} onSearch={(next) => void navigate({ search: next, replace: true })} />;
}
