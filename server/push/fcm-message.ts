// The FCM HTTP v1 message of one broadcast notification (or an order's reminder) for one device.
// The app's service worker (sw/push.ts, src/contract/push-message.ts) reads `data`:
// every value a string (the contract's PushMessageData, src/contract/push-data.ts). A new order is
// sent with Urgency high, so a phone in a pocket is woken at once.
import type { PushMessageData } from '../../src/contract/push-data.ts';
import type { BroadcastPayload } from '../store/notifications.ts';

/** What is pushed: a stored notification, or a reminder of one (`id` null: an order without its
 * own new_order notification, such as a seeded demo order). */
export type PushPayload = Omit<BroadcastPayload, 'id'> & { id: number | null };

const orderDetails = ['order_number', 'reminder', 'deadline'] as const;

/** A number or a string of the notification's data, as the string FCM carries. */
function textOf(value: unknown): string | undefined {
  return typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;
}

export interface FcmMessage {
  token: string;
  notification: { title: string; body: string };
  data: Record<string, string>;
  webpush: {
    headers: { Urgency: 'high' | 'normal' };
    fcm_options?: { link: string };
  };
}

/** `publicUrl`: the app's https origin (PUBLIC_URL); FCM only takes absolute https links, so
 * without it the message has no `fcm_options.link` and the worker uses `data.action_url`. */
export function fcmMessageFor(token: string, notification: PushPayload, publicUrl: string | undefined): FcmMessage {
  const actionUrl = notification.action_url ?? '/';
  const orderId = textOf(notification.data?.order_id);
  const link = publicUrl ? new URL(actionUrl, publicUrl).href : undefined;
  const data: PushMessageData = {
    title: notification.title,
    body: notification.body,
    action_url: actionUrl,
    type: notification.type,
    ...(notification.id === null ? {} : { notification_id: String(notification.id) }),
    ...(orderId === undefined ? {} : { order_id: orderId }),
  };
  // A new order's number, reminder count and deadline (server/orders/reminders.ts adds them).
  if (notification.type === 'new_order') {
    for (const name of orderDetails) {
      const value = textOf(notification.data?.[name]);
      if (value !== undefined) data[name] = value;
    }
  }
  return {
    token,
    notification: { title: notification.title, body: notification.body },
    data,
    webpush: {
      headers: { Urgency: notification.type === 'new_order' ? 'high' : 'normal' },
      ...(link?.startsWith('https://') ? { fcm_options: { link } } : {}),
    },
  };
}
