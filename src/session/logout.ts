// Logging out from the user menu (spec sections 4 and 8): tell the server, then forget the
// session on this device whatever the server said, and the chef's data with it: the sync stops,
// the chef's database (customers' details, the national ID number, the outbox) and the device
// record of the token are deleted (src/db/forget-chef.ts). The caller navigates to login
// afterwards. Actions still waiting to be sent are the dialog's business (LogoutDialog), asked first.
import { logout as logoutCall } from '@/api/auth';
import { describeError, isApiError } from '@/api/errors';
import { forgetChefOnThisDevice } from '@/db/forget-chef';
import { takePushTokenForLogout } from '@/lib/push/device-data';
import { i18next } from '@/i18n';
import { endChefSync } from '@/sync/engine/chef-sync';
import { notify } from '@/ui/toaster';
import { clearSession, getSession } from './session';

export const LOGOUT_TOAST_MS = 3000;

export async function logout(): Promise<void> {
  const chefId = getSession().userData?.id;
  let failed = false;
  try {
    // The 401 hook is skipped: an expired token means the server has already logged us out.
    // This device's push token goes along, so the server stops pushing to it.
    const fcmToken = takePushTokenForLogout();
    await logoutCall(fcmToken ? { skipUnauthorizedHook: true, fcmToken } : { skipUnauthorizedHook: true });
  } catch (error) {
    if (!(isApiError(error) && error.isUnauthorized)) {
      failed = true;
      notify.error(describeError(error));
    }
  } finally {
    await endChefSync();
    clearSession();
    if (chefId !== undefined) await forgetChefOnThisDevice(chefId);
  }
  if (!failed)
    notify.success(
      i18next.t('common:logoutSuccess', { defaultValue: 'Logged Out' }),
      i18next.t('common:logoutSuccessMessage', { defaultValue: 'You have been logged out successfully.' }),
      LOGOUT_TOAST_MS,
    );
}
