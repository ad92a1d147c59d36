// Logging out from the user menu (spec sections 4 and 8): tell the server, then forget the session
// on this device whatever the server said. The caller navigates to login afterwards.
import { logout as logoutCall } from '@/api/auth';
import { describeError, isApiError } from '@/api/errors';
import { i18next } from '@/i18n';
import { notify } from '@/ui/toaster';
import { clearSession } from './session';

export const LOGOUT_TOAST_MS = 3000;

export async function logout(): Promise<void> {
  let failed = false;
  try {
    // The 401 hook is skipped: an expired token means the server has already logged us out.
    await logoutCall({ skipUnauthorizedHook: true });
  } catch (error) {
    if (!(isApiError(error) && error.isUnauthorized)) {
      failed = true;
      notify.error(describeError(error));
    }
  } finally {
    clearSession();
  }
  if (!failed)
    notify.success(
      i18next.t('common:logoutSuccess', { defaultValue: 'Logged Out' }),
      i18next.t('common:logoutSuccessMessage', { defaultValue: 'You have been logged out successfully.' }),
      LOGOUT_TOAST_MS,
    );
}
