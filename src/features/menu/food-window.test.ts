import { Virtualizer, type Range } from '@tanstack/react-virtual';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialWindowRect, keepPinned, ROW_ESTIMATE, ROW_GAP } from './food-window';

/** The list's window as the screen runs it (same sizes and extractor), over a page of `height` px
 * scrolled to `offset`, without a browser: the page's size and scroll are given to it directly. */
function windowOver(count: number, { height, offset, pinned }: { height: number; offset: number; pinned: number[] }) {
  const page = { innerHeight: height, requestAnimationFrame: () => 0, cancelAnimationFrame: () => {} };
  const scrollElement = Object.assign(page, { window: page }) as unknown as Window;
  const virtualizer = new Virtualizer<Window, HTMLLIElement>({
    count,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_ESTIMATE,
    gap: ROW_GAP,
    overscan: 4,
    scrollMargin: 200,
    rangeExtractor: (range: Range) => keepPinned(range, pinned),
    observeElementRect: (_instance, report) => {
      report({ width: 390, height });
      return () => {};
    },
    observeElementOffset: (_instance, report) => {
      report(offset, false);
      return () => {};
    },
    scrollToFn: () => {},
  });
  virtualizer._willUpdate();
  return virtualizer.getVirtualItems().map((item) => item.index);
}

describe('the foods list window', () => {
  it('draws only the rows on screen (and a few either side) of 300 foods', () => {
    const drawn = windowOver(300, { height: 800, offset: 0, pinned: [] });
    expect(drawn[0]).toBe(0);
    expect(drawn.length).toBeGreaterThan(4);
    expect(drawn.length).toBeLessThan(15);
    expect(drawn).not.toContain(299);
  });

  it('draws the rows where the page is scrolled, down to the last food', () => {
    const end = 200 + 300 * (ROW_ESTIMATE + ROW_GAP) - 800;
    const drawn = windowOver(300, { height: 800, offset: end, pinned: [] });
    expect(drawn).toContain(299);
    expect(drawn).not.toContain(0);
    expect(drawn.length).toBeLessThan(15);
  });

  it('keeps the dragged or focused row drawn while the page shows other rows', () => {
    const drawn = windowOver(300, { height: 800, offset: 0, pinned: [297, -1] });
    expect(drawn).toContain(297);
    expect(drawn).toEqual([...drawn].sort((a, b) => a - b));
    expect(drawn.filter((index) => index > 20)).toEqual([297]);
  });

  it('pins nothing twice, nor a row that is no longer shown', () => {
    const range: Range = { startIndex: 0, endIndex: 5, overscan: 2, count: 10 };
    expect(keepPinned(range, [3, 12, -1])).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(keepPinned(range, [9])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 9]);
  });

  describe("the screen's first render (before any effect has measured the window)", () => {
    afterEach(() => vi.unstubAllGlobals());

    /** The rows a virtualizer with the screen's sizes draws before its effects ran. */
    const firstRender = (initialRect: { width: number; height: number } | undefined) =>
      new Virtualizer<Window, HTMLLIElement>({
        count: 300,
        getScrollElement: () => null,
        estimateSize: () => ROW_ESTIMATE,
        gap: ROW_GAP,
        overscan: 4,
        observeElementRect: () => () => {},
        observeElementOffset: () => () => {},
        scrollToFn: () => {},
        ...(initialRect ? { initialRect } : {}),
      })
        .getVirtualItems()
        .map((item) => item.index);

    it('draws the rows of the window given from the start, so they come in the first commit', () => {
      vi.stubGlobal('window', { innerWidth: 390, innerHeight: 844 });
      expect(initialWindowRect()).toEqual({ width: 390, height: 844 });
      const drawn = firstRender(initialWindowRect());
      expect(drawn[0]).toBe(0);
      expect(drawn.length).toBeGreaterThan(4);
      // Without it, none: the rows came in a second, synchronous render after the first commit.
      expect(firstRender(undefined)).toEqual([]);
    });
  });
});
