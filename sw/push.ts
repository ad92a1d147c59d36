// Push messages without Firebase's service-worker SDK: the FCM token belongs to this worker's push
// subscription, so FCM's `push` events arrive here. While an app window is visible the message goes
// to the page in the shape firebase/messaging's onMessage listens for (the page shows a toast),
// except an order's reminder (the page's alarm rings already); otherwise the worker shows the
// notification (src/contract/push-message.ts): one per order, replaced by its reminders and by a
// cancel. "Accept (usual time)" on a new order accepts it from here, with no window needed
// (src/sync/operations/accept-from-notification.ts); a click elsewhere on it, or "Open", opens the order's
// Accept dialog in the app; other notifications open their action_url (same origin only). A push
// with no window on screen also sends what waits in the outbox: Chromium lets a worker register
// Background Sync only while a window of the app exists, and a push proves the device is online.
// Each handler starts its work before it calls event.waitUntil, so the work runs even where
// waitUntil refuses the event (a script-constructed one).
import {
  ACCEPT_ACTION,
  acceptAnswerNotification,
  acceptPath,
  clickTargetOf,
  isReminder,
  notificationFor,
  parsePushPayload,
  type FcmPayload,
  type NotificationData,
  type ShownNotification,
} from '@/contract/push-message';
import { acceptFromNotification, sendWaitingOnPush } from '@/sync/operations/accept-from-notification';
import { OUTBOX_SYNC_TAG } from '@/sync/engine/background-flush';

const FALLBACK_TITLE = 'Chef';

function hasVisibleWindow(windows: readonly WindowClient[]): boolean {
  return windows.some((client) => client.visibilityState === 'visible');
}

function show(scope: ServiceWorkerGlobalScope, shown: ShownNotification): Promise<void> {
  return scope.registration.showNotification(shown.title, shown.options);
}

async function deliver(scope: ServiceWorkerGlobalScope, payload: FcmPayload): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (hasVisibleWindow(windows)) {
    if (isReminder(payload)) return; // the open app's alarm is already ringing for it
    // A cancel also ends the order's notification shown while the app was off screen.
    if (payload.data?.type === 'order_cancelled' && payload.data.order_id) {
      for (const shown of await scope.registration.getNotifications({ tag: `order-${payload.data.order_id}` })) shown.close();
    }
    // firebase/messaging (page) accepts messages marked isFirebaseMessaging + 'push-received'.
    const forPage = { ...payload, isFirebaseMessaging: true, messageType: 'push-received' };
    for (const client of windows) client.postMessage(forPage);
    return;
  }
  const shown = notificationFor(payload, FALLBACK_TITLE);
  const order = shown.options.data;
  // A reminder of an order accepted on this device while offline: send that accept, say so quietly.
  const waitingAccept = isReminder(payload) && typeof order?.order_id === 'number' ? await sendWaitingOnPush(order.order_id) : null;
  await show(scope, waitingAccept && order?.order_id ? acceptAnswerNotification(order.order_id, order.order_number, waitingAccept) : shown);
  await sendWaitingOnPush(null); // a push means the device is online: send what waits
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

/** Background Sync is not in TypeScript's WebWorker types: the part of it used here. */
type RegistrationWithSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** Ask the browser to run the outbox flush once it is online again (sw/background-sync.ts).
 * Chromium refuses while no window of the app exists ("without a window"); then the next push
 * (the order's reminder) or the app's next start sends it. */
async function flushLater(scope: ServiceWorkerGlobalScope): Promise<void> {
  const sync = (scope.registration as RegistrationWithSync).sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch((error: unknown) => console.warn('No Background Sync (no app window?): the next push or the app sends the accept', error));
}

function shownData(notification: Notification): Partial<NotificationData> {
  const data: unknown = notification.data;
  return typeof data === 'object' && data !== null ? (data as Partial<NotificationData>) : {};
}

/** "Accept (usual time)": accept here, then replace the ringing notification with the answer. */
async function acceptHere(scope: ServiceWorkerGlobalScope, orderId: number, orderNumber: string | null, clickedAt: Date): Promise<void> {
  const result = await acceptFromNotification(orderId, clickedAt);
  if (result.kind === 'open-app') return openAt(scope, `${scope.location.origin}${acceptPath(orderId)}`);
  if (result.kind === 'queued') await flushLater(scope);
  await show(scope, acceptAnswerNotification(orderId, orderNumber, result));
}

export function notificationClicked(scope: ServiceWorkerGlobalScope, notification: Notification, action: string, clickedAt: Date): Promise<void> {
  notification.close();
  const data = shownData(notification);
  if (action === ACCEPT_ACTION && data.type === 'new_order' && typeof data.order_id === 'number') {
    return acceptHere(scope, data.order_id, data.order_number ?? null, clickedAt);
  }
  return openAt(scope, clickTargetOf(data, scope.location.origin));
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
    const work = notificationClicked(scope, event.notification, event.action, new Date()).catch((error: unknown) => {
      console.error('A notification click failed', error);
    });
    event.waitUntil(work);
  });
}
