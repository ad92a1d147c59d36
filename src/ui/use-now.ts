// The current time, refreshed every `everyMs` while `active` (relative times and countdowns stay right).
import { useEffect, useState } from 'react';

export function useNow(everyMs: number, active = true): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const refresh = () => setNow(Date.now());
    const timer = setInterval(refresh, everyMs);
    const first = setTimeout(refresh, 0);
    return () => {
      clearInterval(timer);
      clearTimeout(first);
    };
  }, [everyMs, active]);
  return now;
}
