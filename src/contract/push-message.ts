// The push message contract (issue 16): what an FCM web push carries and what the service worker
// (sw/push.ts) shows for it. FCM delivers a JSON payload: { from, fcmMessageId, collapse_key,
// notification: { title, body, ... }, data: { ... }, fcmOptions: { link } }; the reference server
// (server/push) puts { title, body, action_url, type, notification_id, order_id? } in data.
// Anything else is not ours: ignored and logged.
import * as v from 'valibot';

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

export type ShownNotification = { title: string; options: NotificationOptions & { requireInteraction: boolean; tag: string } };

/** The notification the chef sees: the order's title and body, the app icon and badge, sticky for
 * a new order, and one tag per order (or notification) so a repeat replaces the earlier one. */
export function notificationFor(payload: FcmPayload, fallbackTitle: string): ShownNotification {
  const data = payload.data ?? {};
  const title = payload.notification?.title ?? data.title ?? fallbackTitle;
  const body = payload.notification?.body ?? data.body ?? '';
  const type = data.type ?? data.notification_type ?? '';
  const tag = data.order_id ? `order-${data.order_id}` : data.notification_id ? `notification-${data.notification_id}` : `push-${payload.fcmMessageId ?? type}`;
  return {
    title,
    options: {
      body,
      icon: APP_ICON,
      badge: APP_BADGE,
      tag,
      requireInteraction: type === 'new_order',
      data: { action_url: actionUrlOf(payload) },
    },
  };
}

function actionUrlOf(payload: FcmPayload): string | null {
  return payload.data?.action_url ?? payload.fcmOptions?.link ?? payload.notification?.click_action ?? null;
}

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
