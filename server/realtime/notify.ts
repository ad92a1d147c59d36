// broadcastToChef: stores a notification for the chef, then sends it as `broadcast-notification`
// on `private-chef-{id}`. One function does both, so every broadcast can be caught up later; and
// each one is also pushed to the chef's devices (server/push), once it is committed.
import { chefChannelName } from '../../src/contract/index.ts';
import type { Db } from '../db/open.ts';
import { insertNotification, toBroadcastPayload, type BroadcastPayload, type NewNotification } from '../store/notifications.ts';
import type { PusherServer } from './pusher-server.ts';

export const notificationEvent = 'broadcast-notification';

/** Pushes a committed notification to the chef's devices (server/push/push-service.ts). */
export type PushNotification = (chefId: number, payload: BroadcastPayload) => void;

export function createNotifier(db: Db, realtime: PusherServer, nowIso: () => string, push?: PushNotification, log: (line: string) => void = console.error) {
  return function broadcastToChef(chefId: number, notification: NewNotification): BroadcastPayload {
    const row = insertNotification(db, chefId, notification, nowIso());
    const payload = toBroadcastPayload(row);
    const publish = () => {
      realtime.publish(chefChannelName(chefId), notificationEvent, payload);
      push?.(chefId, payload);
    };
    if (!db.inTransaction) publish();
    else {
      // Called inside a transaction: send once it has ended, and only if the row was committed.
      const stillThere = db.prepare('SELECT 1 FROM notifications WHERE id = ?');
      queueMicrotask(() => {
        // Runs outside any request: a fault here is logged, never thrown at the process.
        try {
          if (stillThere.get(row.id)) publish();
        } catch (error) {
          log(`[realtime] notification ${row.id} not sent: ${error instanceof Error ? error.message : String(error)}`);
        }
      });
    }
    return payload;
  };
}
