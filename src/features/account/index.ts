// The chef's own account: the profile page and the change-password form.
export { ChangePasswordScreen } from './ChangePasswordScreen';
export { ProfileScreen } from './ProfileScreen';
export { accountEn } from './i18n.en';
