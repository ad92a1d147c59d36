// The app shell feature: the main layout's frame and its English texts (namespace `shell`).
export { AppShell } from './AppShell';
export { shellEn } from './i18n.en';
