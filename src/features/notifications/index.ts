// The notification bell feature: the bell with its dropdown and alert, and its English texts.
export { NotificationBell } from './NotificationBell';
export { notificationsEn } from './i18n.en';
