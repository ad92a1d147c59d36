// The FCM HTTP v1 message of one broadcast notification for one device (issue 16). The app's
// service worker (sw/push.ts, src/contract/push-message.ts) reads `data`: every value a string.
// A new order is sent with Urgency high, so a phone in a pocket is woken at once.
import type { BroadcastPayload } from '../store/notifications.ts';

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
export function fcmMessageFor(token: string, notification: BroadcastPayload, publicUrl: string | undefined): FcmMessage {
  const actionUrl = notification.action_url ?? '/';
  const orderId = notification.data?.order_id;
  const link = publicUrl ? new URL(actionUrl, publicUrl).href : undefined;
  return {
    token,
    notification: { title: notification.title, body: notification.body },
    data: {
      title: notification.title,
      body: notification.body,
      action_url: actionUrl,
      type: notification.type,
      notification_id: String(notification.id),
      ...(typeof orderId === 'number' || typeof orderId === 'string' ? { order_id: String(orderId) } : {}),
    },
    webpush: {
      headers: { Urgency: notification.type === 'new_order' ? 'high' : 'normal' },
      ...(link?.startsWith('https://') ? { fcm_options: { link } } : {}),
    },
  };
}
