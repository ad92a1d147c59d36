// Mounted once in the main layout: runs the install flow (./install-flow.ts) and draws what it
// shows: the install card or the iOS instructions.
import { useEffect, useRef, useState } from 'react';
import { InstallCard } from './InstallCard';
import { startInstallFlow, type InstallFlow, type InstallShown } from './install-flow';
import { IosInstructions } from './IosInstructions';

export function InstallPrompt() {
  const [shown, setShown] = useState<InstallShown>(null);
  const flow = useRef<InstallFlow | null>(null);

  useEffect(() => {
    const started = startInstallFlow(setShown);
    flow.current = started;
    return () => started.stop();
  }, []);

  if (shown === 'card') return <InstallCard onInstall={() => void flow.current?.install()} onLater={() => flow.current?.later()} />;
  if (shown === 'ios') return <IosInstructions onLater={() => flow.current?.later()} />;
  return null;
}
