// Room for what is pinned to the bottom of the screen (the new-order alarm bar, later a save bar):
// each pinned element reports its height, and the page's bottom padding
// (`--pinned-bottom`, used by the theme's body style) is the tallest of them plus its gap, so
// the last card's buttons can always be scrolled clear of it, on any screen size (issue 11).
import { useLayoutEffect, type RefObject } from 'react';

const heights = new Map<symbol, number>();

function apply(): void {
  const tallest = Math.max(0, ...heights.values());
  document.documentElement.style.setProperty('--pinned-bottom', `${Math.ceil(tallest)}px`);
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
    measure();
    const observer = new ResizeObserver(measure);
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
