// Keeps the screen awake while the active orders screen is open and visible (Wake Lock API, where
// the browser has it): the lock is taken when the page shows, taken again after the tab comes
// back (browsers drop it when hidden), and released when the chef leaves the screen.
import { useEffect } from 'react';

export function useWakeLock(): void {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let left = false;
    const take = async () => {
      if (left || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const taken = await navigator.wakeLock.request('screen');
        if (left) void taken.release();
        else lock = taken;
      } catch {
        // Refused (battery saver, no permission, not focused): the screen may sleep, nothing breaks.
      }
    };
    const onVisibility = () => void take();
    void take();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}
