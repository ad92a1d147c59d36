// The active orders render in two steps (docs/performance.md): the first cards,
// enough to fill a desktop's first screen, in the first commit, so the chef can tap Accept on the
// first order as soon as the screen is there; the rest just after, in a transition React
// interrupts for the chef's taps. One commit of 30 cards kept the first Accept untappable for
// seconds on a slow phone.
import { startTransition, useEffect, useState } from 'react';

/** Cards of the first step: three columns of two rows on a wide screen. */
export const FIRST_CARDS = 6;

/** The items to render now, and whether that is all of them. */
export function useCardsInSteps<T>(items: readonly T[] | undefined): { now: readonly T[] | undefined; complete: boolean } {
  const [all, setAll] = useState(false);
  const needed = items !== undefined && items.length > FIRST_CARDS;
  useEffect(() => {
    if (needed && !all) startTransition(() => setAll(true));
  }, [needed, all]);
  if (!items || all || !needed) return { now: items, complete: items !== undefined };
  return { now: items.slice(0, FIRST_CARDS), complete: false };
}
