// Open/closed state of the side menu (spec section 2). Desktop (wider than 991 px) in static mode:
// the menu sits beside the content and the toggle hides/shows it. Phone/tablet or overlay mode:
// the menu is closed until toggled, lies over the content, and closes on an item click, an
// outside click, Escape or any navigation.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { useLayoutConfig } from '@/theme/layout-config';
import { DESKTOP_QUERY, isOverlayMenu } from './menu-layout';

function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => true);
}

export function useSideMenu() {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const { menuMode } = useLayoutConfig();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const overlay = isOverlayMenu(desktop, menuMode);

  const [staticHidden, setStaticHidden] = useState(false);
  // The overlay is open only for the layout and page it was opened on, so a breakpoint change or
  // a navigation closes it without an effect.
  const place = `${desktop ? 'desktop' : 'mobile'}:${menuMode}:${pathname}`;
  const [overlayOpenAt, setOverlayOpenAt] = useState<string | null>(null);
  const open = overlay ? overlayOpenAt === place : !staticHidden;

  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const toggle = () => {
    if (overlay) setOverlayOpenAt(open ? null : place);
    else setStaticHidden(open);
  };
  /** After an item click: closes the overlay menu; the static menu stays. */
  const closeOverlay = useCallback(() => setOverlayOpenAt(null), []);

  useEffect(() => {
    if (!overlay || !open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (sidebarRef.current?.contains(target) || toggleRef.current?.contains(target))) return;
      closeOverlay();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeOverlay();
      toggleRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [overlay, open, closeOverlay]);

  return { open, overlay, toggle, closeOverlay, sidebarRef, toggleRef };
}
