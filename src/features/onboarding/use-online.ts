// Whether this browser says it is online (the onboarding screens say what waits for a connection).
import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
