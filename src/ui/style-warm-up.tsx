// Purpose: a chef's first tap on a control should not pay for its styles. Chakra inserts a
// component's CSS the first time that component renders, inside `@layer recipes`, and in Chromium
// each such insertion recomputes the style of the whole page (60-220 ms at 4x CPU with 30 order
// cards: docs/performance-issue-28.md, "The sixth session"). <StyleWarmUp> renders what a first
// tap will show (a dialog, its form, a busy button) once per app session, at an idle moment,
// hidden, and unmounts it right after: Emotion keeps the inserted rules for the page's life, so the
// real tap later inserts nothing. Components that render differently while warming up (a dialog
// that is not lazy and not portalled, a submit button shown busy) ask `useStyleWarmUp()`.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** The longest the warm-up waits for an idle moment. */
export const WARM_UP_IDLE_TIMEOUT_MS = 1_500;

const WarmingUp = createContext(false);

/** True inside <StyleWarmUp>: render every variant a first tap shows, without side effects. */
export function useStyleWarmUp(): boolean {
  return useContext(WarmingUp);
}

/** The warm-ups done in this app session, by name. */
const warmed = new Set<string>();

/** Forgets the warm-ups done (tests). */
export function forgetStyleWarmUps(): void {
  warmed.clear();
}

/** The performance mark set when the warm-up `name` has inserted its styles. */
export function warmUpMark(name: string): string {
  return `style-warm-up:${name}`;
}

type Phase = 'waiting' | 'rendering' | 'done';

/** Renders `children` hidden, once per session per `name`, at the next idle moment. */
export function StyleWarmUp({ name, children }: { name: string; children: ReactNode }) {
  const [phase, setPhase] = useState<Phase>(() => (warmed.has(name) ? 'done' : 'waiting'));
  useEffect(() => {
    if (phase === 'waiting') return whenIdle(() => setPhase(warmed.has(name) ? 'done' : 'rendering'));
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

/** Runs `task` at the next idle moment (at most WARM_UP_IDLE_TIMEOUT_MS later); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: WARM_UP_IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
