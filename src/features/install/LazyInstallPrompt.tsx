// The install prompt for the main layout as its own chunk (it waits 1.5 or 2 s anyway). The
// browser's install signal is caught before this chunk arrives (./install-signal.ts). Loaded with
// a plain import() rather than React.lazy: no Suspense boundary, so the flow starts the moment the
// chunk is in (the spec's delays count from there) and nothing waits on React's reveal throttle.
import { useEffect, useState, type ComponentType } from 'react';
import { listenForInstallSignal } from './install-signal';

// At module load, not on mount: the package is side-effect free for the bundler, so a bare import
// would be dropped.
listenForInstallSignal();

export function InstallPrompt() {
  const [Loaded, setLoaded] = useState<ComponentType | null>(null);
  useEffect(() => {
    let current = true;
    import('./InstallPrompt')
      .then((module) => current && setLoaded(() => module.InstallPrompt))
      .catch((error: unknown) => console.warn('Install prompt: could not load', error));
    return () => {
      current = false;
    };
  }, []);
  return Loaded ? <Loaded /> : null;
}
