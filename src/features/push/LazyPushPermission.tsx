// The push flow for the main layout as its own chunk: the flow, its two dialogs and their icons
// load after the layout has painted (the prompt waits 2.5 s anyway), keeping the layout light.
import { lazy, Suspense } from 'react';

const Loaded = lazy(() => import('./PushPermission').then((module) => ({ default: module.PushPermission })));

export function PushPermission() {
  return (
    <Suspense fallback={null}>
      <Loaded />
    </Suspense>
  );
}
