// Keeps the keyboard's place when what had focus disappears. A card's "Accept" is gone once the
// order is accepted, a refused order's card leaves the list, a dialog closes after its trigger
// went: the browser then drops focus to <body> and the next Tab starts again at the top bar.
// useFocusRescue() notices (a focused element that left the page while focus is on <body>) and
// moves focus to what took its place: the next control in the same spot (the card's "Mark ready"),
// else the nearest one around it (the next card's main action: a container marked
// `data-focus-first` is searched first, so it is "Mark ready", not "+5 min"), else the screen's
// heading (h1).
// After a route change it is the new screen's heading. Mounted by the signed-in layout.
import { useEffect } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** Overlays: when one closes, focus goes back to where it was opened from (the last place outside). */
const OVERLAY = '[role="dialog"], [role="alertdialog"], [role="menu"]';
/** How long after the loss a screen may take to draw what takes its place. */
const PATIENCE_MS = 3_000;

type Place = { element: HTMLElement; path: { parent: HTMLElement; index: number }[]; pathname: string };

function placeOf(element: HTMLElement): Place {
  const path: Place['path'] = [];
  for (let node: HTMLElement = element; node.parentElement; node = node.parentElement) {
    path.push({ parent: node.parentElement, index: Array.prototype.indexOf.call(node.parentElement.children, node) });
  }
  return { element, path, pathname: location.pathname };
}

// Rendered and not inert (aria-hidden is not checked: a closing dialog leaves it on the page
// behind it for a moment, and it does not stop focus anyway).
const visible = (element: Element) => element.getClientRects().length > 0 && !element.closest('[inert]');

function firstFocusable(root: Element): HTMLElement | null {
  if (root.matches(FOCUSABLE) && visible(root)) return root as HTMLElement;
  const main = [...root.querySelectorAll('[data-focus-first]')].flatMap((area) => [...area.querySelectorAll<HTMLElement>(FOCUSABLE)]);
  return main.find(visible) ?? [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].find(visible) ?? null;
}

/** The screen's heading, made focusable for the purpose. */
function heading(): HTMLElement | null {
  const h1 = document.querySelector<HTMLElement>('main h1');
  if (h1 && !h1.hasAttribute('tabindex')) h1.tabIndex = -1;
  return h1;
}

/** What took the lost element's place: searched from its nearest ancestor still on the page. */
function replacement(place: Place): HTMLElement | null {
  if (place.pathname !== location.pathname) return heading();
  for (const { parent, index } of place.path) {
    if (!parent.isConnected) continue;
    if (parent.matches('main, body')) return heading();
    const children = [...parent.children];
    const order = [...children.slice(index), ...children.slice(0, index).reverse()];
    for (const child of order) {
      const found = firstFocusable(child);
      if (found) return found;
    }
  }
  return heading();
}

export function useFocusRescue(): void {
  useEffect(() => {
    let last: Place | null = null;
    let outside: Place | null = null;
    let lostAt = 0;

    const onFocus = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement)) return;
      last = placeOf(event.target);
      if (!event.target.closest(OVERLAY)) outside = last;
      lostAt = 0;
    };
    const rescue = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      // The overlay closed with its trigger gone: start from where it was opened.
      const from = last && last.element.closest(OVERLAY) ? outside : last;
      if (!from || (from.element.isConnected && visible(from.element))) return;
      lostAt ||= Date.now();
      if (Date.now() - lostAt > PATIENCE_MS) return;
      replacement(from)?.focus();
    };

    // A frame later: a closing overlay has finished giving focus back (or failing to) by then.
    let frame = 0;
    const rescueSoon = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        rescue();
      });
    };
    document.addEventListener('focusin', onFocus);
    const observer = new MutationObserver(rescueSoon);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocus);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
}
