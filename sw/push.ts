// Push messages (issue 16) without Firebase's service-worker SDK: the FCM token belongs to this
// worker's push subscription, so FCM's `push` events arrive here. While an app window is visible
// the message goes to the page in the shape firebase/messaging's onMessage listens for (the page
// shows a toast); otherwise the worker shows the notification (src/contract/push-message.ts).
// A click focuses an open app window at the message's action_url (same origin only), or opens one.
import { clickTarget, notificationFor, parsePushPayload, type FcmPayload } from '@/contract/push-message';

const FALLBACK_TITLE = 'Chef';

function hasVisibleWindow(windows: readonly WindowClient[]): boolean {
  return windows.some((client) => client.visibilityState === 'visible');
}

async function deliver(scope: ServiceWorkerGlobalScope, payload: FcmPayload): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (hasVisibleWindow(windows)) {
    // firebase/messaging (page) accepts messages marked isFirebaseMessaging + 'push-received'.
    const forPage = { ...payload, isFirebaseMessaging: true, messageType: 'push-received' };
    for (const client of windows) client.postMessage(forPage);
    return;
  }
  const { title, options } = notificationFor(payload, FALLBACK_TITLE);
  await scope.registration.showNotification(title, options);
}

async function openAt(scope: ServiceWorkerGlobalScope, target: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (open) {
    // focus() may be refused (no user activation); the window still goes to the order.
    const focused = await open.focus().catch(() => open);
    if (focused.url !== target) await focused.navigate(target).catch(() => scope.clients.openWindow(target));
    return;
  }
  await scope.clients.openWindow(target);
}

export function showPushMessages(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const data = event.data;
    if (!data) return;
    const payload = parsePushPayload(() => data.json());
    if (!payload) return;
    event.waitUntil(deliver(scope, payload));
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data: unknown = event.notification.data;
    const actionUrl = typeof data === 'object' && data !== null && 'action_url' in data ? data.action_url : null;
    event.waitUntil(openAt(scope, clickTarget(actionUrl, scope.location.origin)));
  });
}
