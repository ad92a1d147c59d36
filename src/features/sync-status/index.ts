// The sync status feature: connection indicator, waiting actions, the "not saved" list, the
// "outdated" notice, the storage problem banner, the /dev listener page, and their English texts
// (namespace `sync`).
export { ConnectionIndicator } from './ConnectionIndicator';
export { PendingCount } from './PendingCount';
export { NotSavedList } from './NotSavedList';
export { StorageProblemBanner } from './StorageProblemBanner';
export { OutdatedNotice } from './OutdatedNotice';
export { NotificationListener } from './NotificationListener';
export { SyncProblemsList } from './SyncProblemsList';
export { syncEn } from './i18n.en';
