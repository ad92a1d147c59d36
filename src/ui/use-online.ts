// Whether this browser says it is online, as React state: screens say what waits for a connection
// (changing the password, uploads), when they show a saved copy, and when what they show is old.
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
