// The current time, refreshed every `everyMs` while `active` (relative times and countdowns stay right).
// `useServerNow` is the same instant on the server's clock: what a time the server sent (a pause's
// end, a busy mode's end) is compared with, since the phone's own clock may be off by hours or days
// (docs/sync.md, "Time").
import { useEffect, useState } from 'react';
import { onServerClock } from '@/lib/server-clock';

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

/** Now on the server's clock, refreshed every `everyMs` while `active`. */
export function useServerNow(everyMs: number, active = true): number {
  return onServerClock(useNow(everyMs, active));
}
