// The chef's changes to notifications, through the outbox (they work offline and are sent later).
import type { ChefDb } from '@/db/chef-db';
import type { NotificationId } from '@/db/outbox-entry';
import { mutate } from '@/sync/engine/mutate';

export async function markRead(db: ChefDb, notificationId: NotificationId): Promise<void> {
  await mutate(db, { kind: 'markNotificationRead', notificationId });
}

export async function markAllRead(db: ChefDb): Promise<void> {
  await mutate(db, { kind: 'markAllNotificationsRead' });
}
