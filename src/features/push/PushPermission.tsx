// Mounted once in the main layout: runs the push flow (./push-flow.ts) for the signed-in chef and
// draws what it asks for: the permission prompt, the manual instructions and the push toasts
// (spec section 8: dialogs.notifications.messages.<severity>, foreground defaults). It also answers
// "Allow notifications" pressed elsewhere in the app (src/lib/push/ask.ts).
import { useEffect, useRef, useState } from 'react';
import { i18next } from '@/i18n';
import { answerNotificationAsks } from '@/lib/push/ask';
import { showToast } from '@/ui/toaster';
import { ManualInstructions } from './ManualInstructions';
import { PermissionPrompt } from './PermissionPrompt';
import { startPushFlow, type PushFlow, type PushView } from './push-flow';
import { foregroundToast, pushToast, type ToastSpec } from './toasts';

// The error toast is 3 s here (spec section 9), not the app's 5 s default: showToast, not notify.
const show = (toast: ToastSpec) => showToast({ ...toast, closable: true });

export function PushPermission() {
  const [dialog, setDialog] = useState<'prompt' | 'manual' | null>(null);
  const flow = useRef<PushFlow | null>(null);

  useEffect(() => {
    const say = (key: string) => i18next.t(key, { ns: 'push' });
    const view: PushView = {
      showPrompt: () => setDialog('prompt'),
      showManualInstructions: () => setDialog('manual'),
      toast: (kind) => show(pushToast(kind, say)),
      foregroundMessage: (message) => show(foregroundToast(message, say)),
    };
    const started = startPushFlow(view);
    flow.current = started;
    const stopAnswering = answerNotificationAsks(() => started.enable());
    return () => {
      stopAnswering();
      started.stop();
    };
  }, []);

  return (
    <>
      <PermissionPrompt
        open={dialog === 'prompt'}
        onAllow={() => {
          setDialog(null);
          flow.current?.allow();
        }}
        onNotNow={() => {
          setDialog(null);
          flow.current?.notNow();
        }}
      />
      <ManualInstructions open={dialog === 'manual'} onClose={() => setDialog(null)} />
    </>
  );
}
