// Room for what is pinned to the bottom of the screen (the new-order alarm bar, later a save bar):
// each pinned element reports its height, and the page's bottom padding is the tallest of them
// plus its gap, so the last card's buttons can always be scrolled clear of it, on any screen size.
// Measured when the browser has laid the page out anyway (a ResizeObserver's first call comes
// after layout), never in a layout effect: reading a box there forces a layout of the whole page
// in the middle of the first commit (about 280 ms of a warm start at 4x CPU with 30 orders). The
// room is the body's own padding, not a custom property on <html>: a custom property set there is
// inherited, so every element of the page would have its style computed again
// (docs/performance.md).
import { useLayoutEffect, type RefObject } from 'react';

const heights = new Map<symbol, number>();
let applied = 0;

function apply(): void {
  const tallest = Math.ceil(Math.max(0, ...heights.values()));
  if (tallest === applied) return;
  applied = tallest;
  document.body.style.paddingBottom = tallest > 0 ? `${tallest}px` : '';
}

/** While mounted, keeps room under the page for `ref`'s element, `gapPx` above its bottom edge. */
export function usePinnedToBottom(ref: RefObject<HTMLElement | null>, gapPx = 16): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const key = Symbol('pinned');
    const measure = () => {
      // From the element's top to the bottom of the viewport, plus a gap above it.
      heights.set(key, window.innerHeight - element.getBoundingClientRect().top + gapPx);
      apply();
    };
    const observer = new ResizeObserver(measure); // called once the element is laid out, then on each resize
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      heights.delete(key);
      apply();
    };
  }, [ref, gapPx]);
}
