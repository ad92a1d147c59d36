// Drawing a long list a slice at a time: the first rows at once, then more in small steps between
// frames, so 300 foods paint their top rows quickly and the page answers taps and keystrokes while
// the rest is drawn. `reset` (e.g. the search) starts again from the first slice.
import { useEffect, useState } from 'react';

const FIRST = 30;
const STEP = 45;

export function useProgressive(total: number, reset: unknown): number {
  const [state, setState] = useState({ reset, limit: FIRST });
  // A new search: only its first rows at once (adjusted while rendering, not in an effect).
  if (state.reset !== reset) setState({ reset, limit: FIRST });
  const limit = state.reset === reset ? state.limit : FIRST;
  useEffect(() => {
    if (limit >= total) return;
    const timer = setTimeout(() => setState((now) => ({ ...now, limit: now.limit + STEP })), 0);
    return () => clearTimeout(timer);
  }, [limit, total]);
  return Math.min(limit, total);
}
