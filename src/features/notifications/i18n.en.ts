// English texts of the notification bell (namespace `notifications`).
export const notificationsEn = {
  bell: 'Notifications',
  bellUnread: 'Notifications, {{unread}} unread',
  title: 'Notifications',
  markAllRead: 'Mark all read',
  empty: 'No notifications',
  emptyHint: 'New orders and updates will show up here.',
  loading: 'Loading notifications…',
  loadFailed: 'Could not load your notifications.',
  unread: 'Unread',
  time: {
    justNow: 'Just now',
    minutesAgo: '{{count}}m ago',
    hoursAgo: '{{count}}h ago',
    daysAgo: '{{count}}d ago',
  },
};
