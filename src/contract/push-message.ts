// The push message contract: what an FCM web push carries and what the service worker
// (sw/push.ts) shows for it. FCM delivers a JSON payload: { from, fcmMessageId, collapse_key,
// notification: { title, body, ... }, data: { ... }, fcmOptions: { link } }; the reference server
// (server/push) puts { title, body, action_url, type, notification_id, order_id? } in data, and on
// an order's pushes `order_number`, and on a new order's `reminder` ("0" first, "1", "2" ... for
// each reminder) and `deadline` (ISO time it expires, when orders expire). Every value is a string.
// Anything else is not ours: ignored and logged.
import * as v from 'valibot';
import { fillText, pushMessages } from './messages.push.en';

const text = v.optional(v.string());

export const FcmPayload = v.looseObject({
  from: text,
  fcmMessageId: text,
  collapse_key: text,
  notification: v.optional(v.looseObject({ title: text, body: text, icon: text, image: text, click_action: text })),
  data: v.optional(v.record(v.string(), v.string())),
  fcmOptions: v.optional(v.looseObject({ link: text })),
});
export type FcmPayload = v.InferOutput<typeof FcmPayload>;

export const APP_ICON = '/icons/icon-192.png';
export const APP_BADGE = '/icons/icon-monochrome-512.png';

/** The payload of a push event's JSON text, or null (logged) when it is not an FCM message. */
export function parsePushPayload(json: () => unknown): FcmPayload | null {
  let raw: unknown;
  try {
    raw = json();
  } catch (error) {
    console.warn('Push message ignored: not JSON', error);
    return null;
  }
  const parsed = v.safeParse(FcmPayload, raw);
  if (!parsed.success) {
    console.warn('Push message ignored: not an FCM message', v.flatten(parsed.issues));
    return null;
  }
  return parsed.output;
}

/** What the worker keeps on a notification for its click (Notification.data). */
export type NotificationData = {
  action_url: string | null;
  type: string;
  order_id: number | null;
  /** The order's number as the chef knows it ("1042"), when the push named it. */
  order_number: string | null;
};

export type ShownNotification = {
  title: string;
  options: NotificationOptions & { requireInteraction: boolean; tag: string; renotify?: boolean; vibrate?: number[]; actions?: NotificationAction[]; data?: NotificationData };
};

/** The actions of a new-order notification (where the platform shows buttons). */
export const ACCEPT_ACTION = 'accept';
export const OPEN_ACTION = 'open';
/** Long buzzes with short gaps: a phone in a pocket is felt, like the app's alarm. */
export const NEW_ORDER_VIBRATION = [500, 200, 500, 200, 500];

/** Actions on notifications (the DOM types lack them: the Notifications API has them in workers). */
export type NotificationAction = { action: string; title: string };

const orderTag = (orderId: string) => `order-${orderId}`;

function orderIdOf(data: Record<string, string>): number | null {
  const id = Number(data.order_id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The order's number: the push's order_number, else the "#1042" in its title. */
function orderNumberOf(data: Record<string, string>, title: string): string | null {
  if (data.order_number) return data.order_number.replace(/^#/, '');
  return /#(\w+)/.exec(title)?.[1] ?? null;
}

/** A reminder (reminder > "0") says so, and how long is left before the order expires. */
function reminderTitle(number: string | null, deadline: string | undefined, now: number, fallback: string): string {
  if (number === null) return fallback;
  const end = deadline ? Date.parse(deadline) : Number.NaN;
  if (Number.isNaN(end)) return fillText(pushMessages.reminderTitle, { number });
  const minutes = Math.floor((end - now) / 60_000);
  return minutes >= 1 ? fillText(pushMessages.reminderTitleLeft, { number, minutes }) : fillText(pushMessages.reminderTitleLastMinute, { number });
}

/** A reminder of an unanswered order (a new_order push with reminder "1", "2", ...). */
export function isReminder(payload: FcmPayload): boolean {
  const data = payload.data ?? {};
  return typeOf(data) === 'new_order' && Number(data.reminder ?? '0') > 0;
}

function typeOf(data: Record<string, string>): string {
  return data.type ?? data.notification_type ?? '';
}

/** The notification the chef sees: the order's title and body, the app icon and badge, and one
 * tag per order (or notification) so a repeat replaces the earlier one. A new order (and each
 * reminder of it) rings again, stays until answered, vibrates and offers Accept and Open; a
 * cancelled order replaces it quietly. */
export function notificationFor(payload: FcmPayload, fallbackTitle: string, now: number = Date.now()): ShownNotification {
  const data = payload.data ?? {};
  const serverTitle = payload.notification?.title ?? data.title ?? fallbackTitle;
  const body = payload.notification?.body ?? data.body ?? '';
  const type = typeOf(data);
  const tag = data.order_id ? orderTag(data.order_id) : data.notification_id ? `notification-${data.notification_id}` : `push-${payload.fcmMessageId ?? type}`;
  const number = orderNumberOf(data, serverTitle);
  const shownData: NotificationData = { action_url: actionUrlOf(payload), type, order_id: orderIdOf(data), order_number: number };
  const base = { body, icon: APP_ICON, badge: APP_BADGE, tag, data: shownData };
  if (type === 'new_order') {
    const title = isReminder(payload) ? reminderTitle(number, data.deadline, now, serverTitle) : serverTitle;
    const actions = shownData.order_id === null ? [] : [{ action: ACCEPT_ACTION, title: pushMessages.acceptAction }, { action: OPEN_ACTION, title: pushMessages.openAction }];
    return { title, options: { ...base, requireInteraction: true, renotify: true, vibrate: NEW_ORDER_VIBRATION, actions } };
  }
  if (type === 'order_cancelled') return { title: serverTitle, options: { ...base, requireInteraction: false, renotify: false, silent: true } };
  return { title: serverTitle, options: { ...base, requireInteraction: false } };
}

/** What "Accept (usual time)" on a notification came to (src/sync/operations/accept-from-notification.ts). */
export type NotificationAcceptAnswer =
  | { kind: 'accepted'; minutes: number }
  | { kind: 'queued'; minutes: number }
  | { kind: 'refused'; reason: string }
  | { kind: 'not-pending' };

/** The quiet notification that replaces the order's ringing one once Accept was tapped on it. */
export function acceptAnswerNotification(orderId: number, orderNumber: string | null, answer: NotificationAcceptAnswer): ShownNotification {
  const number = orderNumber ?? String(orderId);
  const texts = (title: string, body: string) => ({ title: fillText(title, { number, minutes: 'minutes' in answer ? answer.minutes : '' }), body });
  const shown =
    answer.kind === 'accepted'
      ? texts(pushMessages.accepted, pushMessages.acceptedBody)
      : answer.kind === 'queued'
        ? texts(pushMessages.acceptQueued, pushMessages.acceptQueuedBody)
        : answer.kind === 'refused'
          ? texts(pushMessages.acceptRefused, answer.reason)
          : texts(pushMessages.notPending, pushMessages.notPendingBody);
  const data: NotificationData = { action_url: `/orders/${orderId}`, type: 'order_answer', order_id: orderId, order_number: orderNumber };
  return {
    title: shown.title,
    options: { body: shown.body, icon: APP_ICON, badge: APP_BADGE, tag: orderTag(String(orderId)), requireInteraction: false, renotify: false, silent: true, data },
  };
}

function actionUrlOf(payload: FcmPayload): string | null {
  return payload.data?.action_url ?? payload.fcmOptions?.link ?? payload.notification?.click_action ?? null;
}

/** Where a click on a notification (its body, or "Open") goes: a new order opens the active
 * orders with its Accept dialog (`?accept=<id>`), for platforms that show no action buttons; any
 * other notification its action_url. */
export function clickTargetOf(data: unknown, origin: string): string {
  if (typeof data !== 'object' || data === null) return clickTarget(null, origin);
  const shown = data as Partial<NotificationData>;
  if (shown.type === 'new_order' && typeof shown.order_id === 'number') return `${origin}${acceptPath(shown.order_id)}`;
  return clickTarget(shown.action_url, origin);
}

/** The active orders screen with the order's Accept dialog open. */
export const acceptPath = (orderId: number) => `/orders/active?accept=${orderId}`;

/** Where a click goes: the same-origin path of `actionUrl`, else the app's start page. Links to
 * other sites are never opened from a notification. */
export function clickTarget(actionUrl: unknown, origin: string): string {
  if (typeof actionUrl !== 'string' || !actionUrl) return `${origin}/`;
  try {
    const url = new URL(actionUrl, origin);
    if (url.origin !== origin) return `${origin}/`;
    return url.href;
  } catch {
    return `${origin}/`;
  }
}
