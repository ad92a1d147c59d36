// What a 401 on any call does (spec sections 4 and 8): log out, then go to login with a redirect
// back to where the chef was (path + query + hash), so signing in again returns them there. A 401
// that says this device was signed out from another one also forgets the chef's data here, as a
// logout does; any other 401 (an expired sign-in) keeps it for the work not sent yet.
import { isSignedOutDevice } from '@/session/signed-out-device';

type Where = { pathname: string; search: string; hash: string };

export function createUnauthorizedHandler(deps: {
  clearSession: () => void;
  currentLocation: () => Where;
  goToLogin: (redirect: string) => void;
  /** The signed-in chef, read before the session is cleared. */
  currentChefId?: () => number | undefined;
  /** Forgets the chef's data on this device (src/session/signed-out-device.ts). */
  forgetChef?: (chefId: number) => Promise<void>;
}): (error?: unknown) => void {
  return (error) => {
    const chefId = deps.currentChefId?.();
    deps.clearSession();
    if (chefId !== undefined && deps.forgetChef && isSignedOutDevice(error)) void deps.forgetChef(chefId);
    const { pathname, search, hash } = deps.currentLocation();
    if (pathname.startsWith('/auth/')) return; // already on a sign-in screen
    deps.goToLogin(`${pathname}${search}${hash}`);
  };
}

