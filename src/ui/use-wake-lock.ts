// Keeps the screen awake while a service screen is open and visible (Wake Lock API, where the
// browser has it): the active orders always, the kitchen screen while the kitchen is open. The
// lock is taken when the page shows, taken again after the tab comes back (browsers drop it when
// hidden), and released when the chef leaves the screen or `keepAwake` turns false.
import { useEffect, useState } from 'react';

/** 'held': the screen stays on; 'off': not asked for; 'refused': asked, the browser said no or has no API. */
export type WakeLockState = 'held' | 'off' | 'refused';

const supported = () => typeof navigator !== 'undefined' && 'wakeLock' in navigator;

export function useWakeLock(keepAwake = true): WakeLockState {
  const [state, setState] = useState<WakeLockState>('off');
  useEffect(() => {
    if (!keepAwake || !supported()) return;
    let lock: WakeLockSentinel | null = null;
    let left = false;
    const take = async () => {
      if (left || document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      try {
        const taken = await navigator.wakeLock.request('screen');
        if (left) {
          void taken.release();
          return;
        }
        lock = taken;
        setState('held');
        // Released by the browser (tab hidden, battery saver): taken again on the next visibility.
        taken.addEventListener('release', () => setState('off'));
      } catch {
        // Refused (battery saver, no permission, not focused): the screen may sleep, nothing breaks.
        if (!left) setState('refused');
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
  }, [keepAwake]);
  if (!keepAwake) return 'off';
  return supported() ? state : 'refused';
}
