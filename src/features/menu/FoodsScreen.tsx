// The foods list (/foods): the chef's menu in display order, with a quick Available switch and
// daily quantity per food, reorder (drag, or the up/down buttons and arrow keys), search and a tag
// filter kept in the address, and delete with a confirmation. Everything reads Dexie, so it shows
// and changes offline; the menu is pulled again when the screen opens. Only the rows on screen are
// drawn (food-window.ts), and rows are memoised, so 300 foods show at once and a change or a
// search keystroke redraws only what changed.
import { Button, Heading, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Plus, UtensilsCrossed } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useChefDb } from '@/db/use-chef-db';
import { useFirstScreenShown } from '@/lib/first-screen';
import { pullNow, refreshOnOpen } from '@/sync/engine/chef-sync';
import { EmptyList, ListLoading, NoMatch } from '@/ui/ListStates';
import { LoadProblem } from '@/ui/LoadProblem';
import { DeleteFoodDialog } from './DeleteFoodDialog';
import { filterMenu, menuTags } from './filter';
import { FoodRow } from './FoodRow';
import { useFoodWindow } from './food-window';
import { MenuToolbar } from './MenuToolbar';
import { QuantityDialog } from './QuantityDialog';
import { useMenu, useWaitingFoods } from './queries';
import type { MenuSearch } from './search';
import { useFoodHandlers } from './use-food-handlers';
import { useRowTexts } from './row-texts';

type Props = { search: MenuSearch; onSearch: (next: MenuSearch) => void };

const noFoods: never[] = [];

export function FoodsScreen({ search, onSearch }: Props) {
  const { t } = useTranslation('menu');
  const db = useChefDb();
  const state = useMenu(db);
  useFirstScreenShown(state !== undefined);
  const menu = state?.rows ?? noFoods;
  const waiting = useWaitingFoods(db);
  const wanted = useDeferredValue(search);
  const shown = useMemo(() => filterMenu(menu, wanted), [menu, wanted]);
  const tags = useMemo(() => menuTags(menu), [menu]);
  const list = useRef<HTMLOListElement>(null);
  const revealRow = useRef<(key: string) => void>(() => {});
  const reveal = useCallback((key: string) => revealRow.current(key), []);
  const actions = useFoodHandlers(db, menu, shown, list, reveal);
  const view = useFoodWindow(shown, list, actions.drag?.key ?? null);
  useEffect(() => {
    revealRow.current = view.reveal;
  }, [view.reveal]);
  const texts = useRowTexts();
  const filtered = Boolean(wanted.q || wanted.tag);

  useEffect(() => {
    if (db) void refreshOnOpen('menu'); // not a second pull of 300 foods when the app's start pull runs
  }, [db]);

  return (
    <Stack gap="5" as="section" aria-labelledby="menu-title" maxW="5xl">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', sm: 'end' }}>
        <Stack gap="1">
          <Heading as="h1" id="menu-title" size="2xl">
            {t('title')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('subtitle')}
          </Text>
        </Stack>
        <Button asChild colorPalette="primary" minH="11" id="menu-add-food">
          <Link to="/foods/store">
            <Plus aria-hidden="true" />
            {t('addFood')}
          </Link>
        </Button>
      </Stack>
      <VisuallyHidden aria-live="polite" data-testid="menu-announcement">
        {actions.announcement}
      </VisuallyHidden>
      {menu.length > 0 ? (
        <>
          <MenuToolbar search={search} tags={tags} onSearch={onSearch} />
          {filtered && (
            <Text fontSize="sm" color="fg.muted" role="status">
              {t('search.shown', { count: shown.length, total: menu.length })}
            </Text>
          )}
          {shown.length > 0 ? (
            <ol
              ref={list}
              aria-labelledby="menu-title"
              data-testid="food-list"
              style={{ listStyleType: 'none', margin: 0, padding: 0, position: 'relative', height: view.height }}
              onFocus={(event) => view.onFocusRow(event.target)}
            >
              {view.rows.map((item) => {
                const food = shown[item.index];
                if (!food) return null;
                return (
                  <li
                    key={food.key}
                    ref={view.virtualizer.measureElement}
                    data-index={item.index}
                    aria-posinset={item.index + 1}
                    aria-setsize={shown.length}
                    style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start - view.virtualizer.options.scrollMargin}px)` }}
                  >
                    <FoodRow
                      food={food}
                      waiting={waiting.get(food.key)}
                      first={item.index === 0}
                      last={item.index === shown.length - 1}
                      dragging={actions.drag?.key === food.key}
                      dropTarget={actions.drag !== null && actions.drag.over === food.key && actions.drag.key !== food.key}
                      handlers={actions.handlers}
                      texts={texts}
                    />
                  </li>
                );
              })}
            </ol>
          ) : (
            <NoMatch title={t('noMatch.title')} text={t('noMatch.text')} clearLabel={t('noMatch.clear')} onClear={() => onSearch({})} />
          )}
        </>
      ) : state && (state.load === 'failed' || state.load === 'offline') ? (
        <LoadProblem title={t('loadFailed')} offline={state.load === 'offline'} onRetry={() => pullNow('menu')} />
      ) : state?.load === 'loaded' ? (
        <EmptyList icon={<UtensilsCrossed size={32} aria-hidden="true" />} title={t('empty.title')} text={t('empty.text')}>
          <HStack>
            <Button asChild colorPalette="primary" minH="11">
              <Link to="/foods/store">
                <Plus aria-hidden="true" />
                {t('addFood')}
              </Link>
            </Button>
          </HStack>
        </EmptyList>
      ) : (
        <ListLoading label={t('loading')} />
      )}
      <QuantityDialog food={actions.quantityFood} returnFocus={actions.returnFocus} onClose={actions.closeQuantity} onSave={actions.saveQuantity} />
      <DeleteFoodDialog food={actions.deleteFood} returnFocus={actions.returnFocus} onClose={actions.closeDelete} onConfirm={actions.remove} />
    </Stack>
  );
}
