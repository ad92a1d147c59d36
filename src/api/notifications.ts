// The chef's stored notifications (spec section 7): list, mark one read, mark all read.
import { emptyResult, notificationListSchema } from '@/contract';
import { request } from './app-client';

export const listNotifications = () => request('GET', 'chef/notifications', { schema: notificationListSchema });

export const markNotificationRead = async (id: number | string): Promise<void> => {
  await request('POST', `chef/notifications/read/${encodeURIComponent(String(id))}`, { schema: emptyResult });
};

export const markAllNotificationsRead = async (): Promise<void> => {
  await request('POST', 'chef/notifications/read-all', { schema: emptyResult });
};

// Short names for `import * as notificationsApi from '@/api/notifications'`.
export { listNotifications as list, markNotificationRead as markRead, markAllNotificationsRead as markAllRead };
