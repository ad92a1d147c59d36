// The push flow (spec section 4), free of React so every branch runs under fake timers:
// - gated (src/lib/push/gating.ts) or no Firebase config: logged, nothing else;
// - permission already granted: silently get the token and send it (./send-token.ts), listen for
//   foreground messages; denied: logged, nothing else;
// - otherwise the permission prompt about 2.5 s after mount, if a day has passed since the last ask;
// - Allow: after 300 ms the permission and the token; token: stored + registered, success toast 4 s;
//   none and denied: the manual-instructions dialog after 500 ms; none otherwise: warning 3 s;
//   any error: error toast 3 s. Not now: info toast 3 s. Foreground messages: info toast 5 s.
// - enable (the alarm's "Allow notifications", at any time): denied: the manual instructions; this
//   device cannot have push or the build has none: the permission alone; otherwise Allow at once.
import { loadPushClient, pushConfigured, type ForegroundMessage, type PushClient } from '@/lib/push';
import { pushBlocker, type PushBlocker } from '@/lib/push/gating';
import { lastAskedAt, recordAsked } from '@/lib/push/device-data';
import { sendPushToken, type SendResult } from './send-token';
import { ASK_INTERVAL_MS, MANUAL_DIALOG_DELAY_MS, PUSH_PROMPT_DELAY_MS, TOKEN_PAUSE_MS, type PushToastKind } from './timings';

/** What the chef sees; the React side (PushPermission.tsx) draws it. */
export type PushView = {
  showPrompt(): void;
  showManualInstructions(): void;
  toast(kind: PushToastKind): void;
  foregroundMessage(message: ForegroundMessage): void;
};

export type PushDevice = {
  blocker(): PushBlocker | null;
  configured(): boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  registration(): Promise<ServiceWorkerRegistration>;
  loadClient(): Promise<PushClient | null>;
  sendToken(token: string): Promise<SendResult>;
  now(): number;
};

const WORKER_WAIT_MS = 10_000;

export const browserDevice: PushDevice = {
  blocker: pushBlocker,
  configured: pushConfigured,
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  registration: () =>
    Promise.race([
      navigator.serviceWorker.ready,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('No active service worker')), WORKER_WAIT_MS)),
    ]),
  loadClient: loadPushClient,
  sendToken: (token) => sendPushToken(token),
  now: () => Date.now(),
};

export type PushFlow = { allow(): void; notNow(): void; enable(): Promise<void>; stop(): void };

export function startPushFlow(view: PushView, device: PushDevice = browserDevice): PushFlow {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let stopped = false;
  let stopListening = () => {};
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) run();
    }, ms);
    timers.add(timer);
  };

  const listen = (client: PushClient) => {
    if (stopped) return;
    stopListening();
    try {
      stopListening = client.onForegroundMessage((message) => view.foregroundMessage(message));
    } catch (error) {
      console.error('Could not listen for foreground push messages', error);
    }
  };

  const tokenOf = async (): Promise<{ client: PushClient; token: string | null } | null> => {
    const client = await device.loadClient();
    if (!client) return null;
    const token = await client.getToken(await device.registration());
    return { client, token };
  };

  const refreshSilently = async () => {
    try {
      const got = await tokenOf();
      if (!got) return;
      if (got.token) await device.sendToken(got.token);
      else console.info('Push: no token was given');
      listen(got.client);
    } catch (error) {
      console.error('Push: could not refresh the token', error);
    }
  };

  const requestToken = async () => {
    try {
      const permission = await device.requestPermission();
      const got = permission === 'granted' ? await tokenOf() : null;
      if (got?.token) {
        await device.sendToken(got.token);
        view.toast('success');
        listen(got.client);
        return;
      }
      if (device.permission() === 'denied') later(MANUAL_DIALOG_DELAY_MS, () => view.showManualInstructions());
      else view.toast('warn');
    } catch (error) {
      console.error('Push: could not enable notifications', error);
      view.toast('error');
    }
  };

  const begin = () => {
    const blocker = device.blocker();
    if (blocker) return console.info(`Push notifications unavailable: ${blocker}`);
    if (!device.configured()) return void device.loadClient(); // logs "push is off" once
    const permission = device.permission();
    if (permission === 'granted') return void refreshSilently();
    if (permission === 'denied') return console.info('Push notifications unavailable: permission denied');
    later(PUSH_PROMPT_DELAY_MS, () => {
      const last = lastAskedAt();
      if (last !== null && device.now() - last < ASK_INTERVAL_MS) return;
      recordAsked(device.now());
      view.showPrompt();
    });
  };
  begin();

  return {
    allow: () => later(TOKEN_PAUSE_MS, () => void requestToken()),
    notNow: () => view.toast('info'),
    enable: async () => {
      if (stopped) return;
      if (device.permission() === 'denied') return view.showManualInstructions();
      if (device.blocker() || !device.configured()) {
        try {
          await device.requestPermission();
        } catch (error) {
          console.error('Push: could not ask for the notification permission', error);
        }
        return;
      }
      await requestToken();
    },
    stop: () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      stopListening();
    },
  };
}
