// What the rows' buttons do, as one stable object (the rows are memoised on it): the Available
// switch, the quantity and delete dialogs (which food, and which button to give the focus back
// to), and moving a food up or down (the focus follows the food, and a live message says where it
// went). Reads the latest menu through refs, so the object never changes while the screen lives.
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChefDb } from '@/db/chef-db';
import { foodRef, type MenuRow } from '@/db/rows';
import { useDragReorder } from './drag';
import type { RowHandlers } from './FoodRow';
import { moveBeside, reorderOperation } from './reorder';
import { useMenuAction } from './use-menu-action';

/** `reveal(key)` scrolls a food's row into view and keeps it drawn (the list draws only the rows
 * on screen). */
export function useFoodHandlers(db: ChefDb | null, menu: MenuRow[], shown: MenuRow[], list: RefObject<HTMLElement | null>, reveal: (key: string) => void) {
  const { t } = useTranslation('menu');
  const run = useMenuAction(db);
  const latest = useRef({ menu, shown, run, t });
  useEffect(() => {
    latest.current = { menu, shown, run, t };
  });
  const [quantityFor, setQuantityFor] = useState<string | null>(null);
  const [deleteFor, setDeleteFor] = useState<string | null>(null);
  /** Where the focus goes when a dialog closes: the button that opened it, or after a delete the
   * next food's Delete button (or "Add food"). */
  const returnTo = useRef<HTMLElement | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ key: string; direction: -1 | 1; place: number } | null>(null);

  /** The whole menu in a new order (a drop, or a move up/down), said aloud. */
  const reorder = useCallback((key: string, targetKey: string, direction: -1 | 1 | null) => {
    const { menu: all, run: send, t: say } = latest.current;
    const next = moveBeside(all, key, targetKey);
    if (next === all) return;
    const place = next.findIndex((food) => food.key === key) + 1;
    if (direction) focusAfterMove.current = { key, direction, place };
    else focusAfterMove.current = null;
    setAnnouncement(say('reorder.moved', { name: next[place - 1]?.name ?? '', place, total: next.length }));
    void send(reorderOperation(next));
  }, []);

  // Moving a row down takes it out of the page for a moment (React moves its node; the browser
  // drops its focus): once the menu shows the food in its new place, the same button has the focus
  // again. (Another change of the menu may come first, e.g. the server's answer to a move before.)
  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted || menu.findIndex((food) => food.key === wanted.key) + 1 !== wanted.place) return;
    focusAfterMove.current = null;
    reveal(wanted.key);
    const row = document.querySelector(`[data-key="${CSS.escape(wanted.key)}"]`);
    const button = row?.querySelector<HTMLButtonElement>(`[data-move="${wanted.direction < 0 ? 'up' : 'down'}"]`);
    if (button && document.activeElement !== button) button.focus();
  }, [menu, reveal]);

  const { drag, start: dragStart } = useDragReorder(list, (key, overKey) => reorder(key, overKey, null));

  const handlers = useMemo<RowHandlers>(
    () => ({
      onAvailable: (key, available) => {
        const { menu: all, run: send, t: say } = latest.current;
        const food = all.find((row) => row.key === key);
        if (!food) return;
        void send({ kind: 'setFoodAvailability', foodKey: key, foodRef: foodRef(food), available }, () =>
          available
            ? [say('available.doneAvailable'), say('available.doneAvailableText', { name: food.name })]
            : [say('available.doneSoldOut'), say('available.doneSoldOutText', { name: food.name })],
        );
      },
      onQuantity: (key, trigger) => {
        returnTo.current = trigger;
        setQuantityFor(key);
      },
      onDelete: (key, trigger) => {
        returnTo.current = trigger;
        setDeleteFor(key);
      },
      onMove: (key, direction) => {
        const visible = latest.current.shown;
        const index = visible.findIndex((food) => food.key === key);
        const target = visible[index + direction];
        if (index >= 0 && target) reorder(key, target.key, direction);
      },
      onDragStart: dragStart,
    }),
    [dragStart, reorder],
  );

  const saveQuantity = async (food: MenuRow, dailyQuantity: number | null) => {
    const queued = await run({ kind: 'setFoodQuantity', foodKey: food.key, foodRef: foodRef(food), dailyQuantity }, () => [
      t('quantity.done'),
      t('quantity.doneText', { name: food.name }),
    ]);
    if (queued) setQuantityFor(null);
  };

  const remove = async (food: MenuRow) => {
    const index = shown.findIndex((row) => row.key === food.key);
    const neighbour = shown[index + 1] ?? shown[index - 1];
    const queued = await run({ kind: 'deleteFood', foodKey: food.key, foodRef: foodRef(food) }, () => [t('remove.done'), t('remove.doneText', { name: food.name })]);
    if (!queued) return;
    // The row is gone: the focus goes to the next food's Delete button (or the "Add food" button).
    returnTo.current = neighbourButton(neighbour?.key) ?? document.getElementById('menu-add-food');
    setDeleteFor(null);
  };

  const find = (key: string | null) => (key === null ? null : (menu.find((food) => food.key === key) ?? null));
  return {
    handlers,
    drag,
    returnFocus: () => returnTo.current,
    quantityFood: find(quantityFor),
    deleteFood: find(deleteFor),
    announcement,
    closeQuantity: () => setQuantityFor(null),
    closeDelete: () => setDeleteFor(null),
    saveQuantity,
    remove,
  };
}

const neighbourButton = (key: string | undefined): HTMLElement | null =>
  key ? document.querySelector<HTMLElement>(`[data-key="${CSS.escape(key)}"] [data-action="delete"]`) : null;
