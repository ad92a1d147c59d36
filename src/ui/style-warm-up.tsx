// Purpose: a chef's first tap on a control should not pay for its styles. Chakra inserts a
// component's CSS the first time that component renders, inside `@layer recipes`, and in Chromium
// each such insertion recomputes the style of the whole page (60-220 ms at 4x CPU with 30 order
// cards: docs/performance.md, "Levers kept"). <StyleWarmUp> renders what a first
// tap will show (a dialog, its form, a busy button) once per app session, hidden, and unmounts it
// right after: Emotion keeps the inserted rules for the page's life, so the real tap later inserts
// nothing. Components that render differently while warming up (a dialog that is not lazy and not
// portalled, a submit button shown busy) ask `useStyleWarmUp()`.
//
// It renders in a transition started right after it mounts: React splits that render into short
// slices that a tap interrupts, and renders it together with any other transition the same commit
// started. The active orders screen mounts it with its first cards, so the warm-up shares the
// second step's render, commit and style recalculation (use-cards-in-steps.ts): the page's style
// is computed once for both, where a warm-up of its own, later, cost a second recalculation of the
// whole page (docs/performance.md, "Levers kept").
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const WarmingUp = createContext(false);

/** True inside <StyleWarmUp>: render every variant a first tap shows, without side effects. */
export function useStyleWarmUp(): boolean {
  return useContext(WarmingUp);
}

/** The warm-ups done in this app session, by name. */
const warmed = new Set<string>();

/** The performance mark set when the warm-up `name` has inserted its styles. */
export function warmUpMark(name: string): string {
  return `style-warm-up:${name}`;
}

type Phase = 'waiting' | 'rendering' | 'done';

/** Renders `children` hidden, once per session per `name`, in a transition after it mounts. */
export function StyleWarmUp({ name, children }: { name: string; children: ReactNode }) {
  const [phase, setPhase] = useState<Phase>(() => (warmed.has(name) ? 'done' : 'waiting'));
  useEffect(() => {
    if (phase === 'waiting') {
      startTransition(() => setPhase(warmed.has(name) ? 'done' : 'rendering'));
      return undefined;
    }
    if (phase === 'rendering') {
      // The children have committed: their styles are in the page (insertion effects run first).
      // They leave in the next task.
      if (!warmed.has(name)) {
        warmed.add(name);
        performance.mark(warmUpMark(name));
      }
      const handle = setTimeout(() => setPhase('done'), 0);
      return () => clearTimeout(handle);
    }
    return undefined;
  }, [phase, name]);
  if (phase !== 'rendering') return null;
  return (
    <WarmingUp.Provider value={true}>
      <div hidden aria-hidden="true" inert data-style-warm-up={name}>
        {children}
      </div>
    </WarmingUp.Provider>
  );
}
