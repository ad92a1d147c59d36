// Only the foods on screen are drawn: the list scrolls with the page (a window virtualizer, so the
// layout stays as it was) and draws the rows in view plus a few either side, each placed by its
// measured height. Two rows are kept drawn wherever they are: the one being dragged (its handle
// holds the pointer) and the one that last had the focus (a moved row keeps it while the page
// scrolls it into view).
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { MenuRow } from '@/db/rows';

/** A row's height before it is measured (a phone's row with two lines of tags), and the gap. */
export const ROW_ESTIMATE = 150;
export const ROW_GAP = 8;
const OVERSCAN = 4;

/** The window's size now (none outside a browser). */
export const initialWindowRect = (): { width: number; height: number } =>
  typeof window === 'undefined' ? { width: 0, height: 0 } : { width: window.innerWidth, height: window.innerHeight };

/** The indexes to draw: the range in view (with its overscan) and the pinned rows, in order. */
export function keepPinned(range: Range, pinned: number[]): number[] {
  const drawn = defaultRangeExtractor(range);
  const extra = pinned.filter((index) => index >= 0 && index < range.count && !drawn.includes(index));
  return extra.length === 0 ? drawn : [...drawn, ...extra].sort((a, b) => a - b);
}

export function useFoodWindow(shown: MenuRow[], list: RefObject<HTMLElement | null>, dragging: string | null) {
  /** Where the list starts on the page (the heading and toolbar are above it). */
  const [scrollMargin, setScrollMargin] = useState(0);
  const focused = useRef<string | null>(null);
  const place = useMemo(() => new Map(shown.map((food, index) => [food.key, index])), [shown]);

  // Looked at again whenever the screen's size changes (a filter line appearing above, a narrower
  // window); a ResizeObserver reports once at the start too, before the first paint.
  const hasList = shown.length > 0;
  useLayoutEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrollMargin(Math.round(element.getBoundingClientRect().top + window.scrollY)));
    observer.observe(element.parentElement ?? element);
    return () => observer.disconnect();
  }, [list, hasList]);

  // A new extractor (other foods shown, a drag starting) makes the window look again.
  const rangeExtractor = useCallback(
    (range: Range) =>
      keepPinned(
        range,
        [dragging, focused.current].map((key) => (key === null ? -1 : (place.get(key) ?? -1))),
      ),
    [place, dragging],
  );

  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: shown.length,
    estimateSize: () => ROW_ESTIMATE,
    gap: ROW_GAP,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => shown[index]?.key ?? index,
    rangeExtractor,
    // The window's size from the start: without it the virtualizer draws no row in the screen's
    // first commit and the rows came in a second, synchronous render after it.
    initialRect: initialWindowRect(),
  });

  /** Scrolls the food's row into view (if it is not already) and keeps it drawn. */
  const reveal = useCallback(
    (key: string) => {
      const index = place.get(key);
      if (index === undefined) return;
      focused.current = key;
      virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [virtualizer, place],
  );

  /** On the list's focusin: the row holding the focus stays drawn. */
  const onFocusRow = useCallback((target: EventTarget) => {
    const row = target instanceof Element ? target.closest<HTMLElement>('[data-key]') : null;
    if (row?.dataset.key) focused.current = row.dataset.key;
  }, []);

  return { virtualizer, reveal, onFocusRow, rows: virtualizer.getVirtualItems(), height: virtualizer.getTotalSize() };
}
