// Room under an open top-bar dropdown (the bell's list, "Not saved") or the phone's open side menu
// (its links): while one is open, it reports
// how far down the screen it reaches, and the toasts (ToastList.tsx) show below it instead of over
// its title, its actions and its first rows. Measured from the panel's height (the panel opens just
// under the top bar), so a position still being computed does not matter.
import { useLayoutEffect, useSyncExternalStore } from 'react';

/** Where a panel starts at the lowest: under the 4rem top bar. */
export const PANEL_TOP_PX = 64;

const reach = new Map<symbol, number>();
let lowest = 0;
const listeners = new Set<() => void>();

function apply(): void {
  const next = Math.ceil(Math.max(0, ...reach.values()));
  if (next === lowest) return;
  lowest = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** While `element` is there (the panel is open), reports that it reaches `topPx` plus its height
 * down the screen. An element, not a ref: the panel's content mounts only when it opens. */
export function usePanelRoom(element: HTMLElement | null, topPx: number): void {
  useLayoutEffect(() => {
    if (!element) return;
    const key = Symbol('panel');
    const observer = new ResizeObserver(() => {
      reach.set(key, topPx + element.offsetHeight);
      apply();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      reach.delete(key);
      apply();
    };
  }, [element, topPx]);
}

/** How far down the screen the open top-bar panels reach (px; 0 when none is open). */
export function useOpenPanelReach(): number {
  return useSyncExternalStore(
    subscribe,
    () => lowest,
    () => 0,
  );
}
