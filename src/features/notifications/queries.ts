// Live reads of the chef's notifications from Dexie (the bell never asks the server).
import { useLiveQuery } from 'dexie-react-hooks';
import type { ChefDb } from '@/db/chef-db';
import type { NotificationRow } from '@/db/rows';

/** How many the dropdown lists (newest first). */
export const LIST_SIZE = 50;

/** Newest first; undefined until the first result (or while there is no database). */
export function useNotifications(db: ChefDb | null): NotificationRow[] | undefined {
  return useLiveQuery(async () => (db ? db.notifications.orderBy('created_at').reverse().limit(LIST_SIZE).toArray() : undefined), [db]);
}

/** The badge number, counted by the `unread` index. */
export function useUnreadCount(db: ChefDb | null): number {
  return useLiveQuery(async () => (db ? db.notifications.where('unread').equals(1).count() : undefined), [db]) ?? 0;
}
