// Notifications: the stored list and the realtime event (design/api.md, Realtime; spec section 3).
import * as v from 'valibot';

export const notificationTypes = [
  'new_order',
  'order_cancelled',
  'delivery_accepted',
  'delivery_refused',
  'support_ticket',
  'account_status',
  /** The kitchen was paused or resumed by the server (the heartbeat, or a pause that ran out). */
  'kitchen_status',
  /** A pending order nobody answered in time was refused by the server (an extension). */
  'order_expired',
  /** Orders in a row expired unanswered, so the server paused the kitchen (MISSED_ORDERS_PAUSE). */
  'kitchen_paused',
] as const;

export const notificationSchema = v.object({
  id: v.union([v.number(), v.string()]),
  type: v.string(),
  data: v.object({
    title: v.string(),
    body: v.optional(v.string(), ''),
    action_url: v.nullish(v.string(), null),
  }),
  read_at: v.nullable(v.string()),
  created_at: v.string(),
});
export type ChefNotification = v.InferOutput<typeof notificationSchema>;
export const notificationListSchema = v.array(notificationSchema);

/** The `broadcast-notification` event payload; some senders say `notification_type`. */
export const realtimeEventSchema = v.pipe(
  v.object({
    id: v.union([v.number(), v.string()]),
    type: v.optional(v.string()),
    notification_type: v.optional(v.string()),
    title: v.string(),
    body: v.optional(v.string(), ''),
    created_at: v.string(),
    action_url: v.nullish(v.string(), null),
    data: v.optional(v.record(v.string(), v.unknown())),
  }),
  v.transform(({ notification_type, type, ...rest }) => ({ ...rest, type: type ?? notification_type ?? 'info' })),
);
export type RealtimeEvent = v.InferOutput<typeof realtimeEventSchema>;
