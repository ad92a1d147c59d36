// The `data` of a web push message (FCM HTTP v1; docs/api.md, "Push"): what the reference server
// sends (server/push/fcm-message.ts) and the service worker reads. FCM carries only strings, so
// numbers and times are text. The OpenAPI document names it PushMessageData.
import * as v from 'valibot';

const text = (description: string) => v.pipe(v.string(), v.description(description));
const optionalText = (description: string) => v.optional(text(description));

export const pushMessageDataSchema = v.object({
  title: text('The notification title, as stored ("New order #1042").'),
  body: text('The notification body ("2 × Cepelinai · €24.50").'),
  action_url: text('The app path a tap opens ("/orders/42"; "/" when the notification has none).'),
  type: text('The notification type: new_order (also for each reminder), order_cancelled, order_expired, kitchen_paused, kitchen_status, ...'),
  notification_id: optionalText('The id of the stored notification (a reminder carries the id of its order\'s new_order notification; absent when the order has none, e.g. a seeded demo order).'),
  order_id: optionalText('The order id, for a notification about one order (the service worker tags it order-<id>, so a later push of that order replaces the shown one).'),
  order_number: optionalText('new_order only: the order number as the chef knows it, digits only ("1042" for #1042).'),
  reminder: optionalText('new_order only: "0" for the first push of the order, then "1", "2", ... for each reminder while it waits for an answer.'),
  deadline: optionalText('new_order only: when the unanswered order expires (ISO 8601); absent when orders never expire.'),
});
export type PushMessageData = v.InferOutput<typeof pushMessageDataSchema>;
