// The app shell feature: the main layout's frame, the logout dialog (a screen's own "Sign out"
// opens it too, composed in its route) and its English texts (namespace `shell`).
export { AppShell } from './AppShell';
export { LogoutDialog } from './LogoutDialog';
export { shellEn } from './i18n.en';
