// Live reads of the chef's notifications from Dexie (the bell never asks the server).
import { useLiveQuery } from 'dexie-react-hooks';
import type { ChefDb } from '@/db/chef-db';
import type { NotificationRow } from '@/db/rows';
import { useListState, type ListState } from '@/ui/use-list-state';

/** How many the dropdown lists (newest first). */
export const LIST_SIZE = 50;

/** Newest first, and what an empty list means (none, or could not load: src/ui/use-list-state.ts);
 * undefined until the first result (or while there is no database). */
export function useNotifications(db: ChefDb | null): ListState<NotificationRow> | undefined {
  return useListState(db, 'notifications', notificationsTable, readNewest);
}
const notificationsTable = (db: ChefDb) => [db.notifications];
const readNewest = (db: ChefDb) => db.notifications.orderBy('created_at').reverse().limit(LIST_SIZE).toArray();

/** The badge number, counted by the `unread` index. */
export function useUnreadCount(db: ChefDb | null): number {
  return useLiveQuery(async () => (db ? db.notifications.where('unread').equals(1).count() : undefined), [db]) ?? 0;
}
