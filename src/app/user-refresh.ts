// The guard's refresh of the chef's data (spec section 2): once per full page load, and on every
// navigation while the chef is not approved (their status may have moved on: approval, new step).
//
// Offline first: when the device is offline, or the server cannot be reached, times out or answers
// 5xx/429, or the call is cancelled (a page load), the stored user is kept so the installed app
// keeps working without a connection; the refresh is tried again on the next navigation. Any other failure (401 expired token, 403, a
// malformed answer) logs the chef out and the guard sends them to login.
import { isApiError } from '@/api/errors';
import type { AuthResult } from '@/contract';
import { isApproved } from '@/session/guard';
import type { Session } from '@/session/session';

export type RefreshOutcome = 'not-needed' | 'refreshed' | 'kept-stored-user' | 'logged-out';

type Deps = {
  getSession: () => Session;
  verify: () => Promise<AuthResult>;
  signIn: (result: AuthResult) => void;
  clearSession: () => void;
  isOnline: () => boolean;
};

export function createUserRefresh(deps: Deps): () => Promise<RefreshOutcome> {
  let refreshedToken: string | null = null; // the token whose user data this page load has checked
  let inFlight: Promise<RefreshOutcome> | null = null;

  async function run(token: string): Promise<RefreshOutcome> {
    if (!deps.isOnline()) return 'kept-stored-user';
    try {
      const result = await deps.verify();
      if (deps.getSession().token !== token) return 'not-needed'; // signed out or in meanwhile
      deps.signIn(result);
      refreshedToken = result.token;
      return 'refreshed';
    } catch (error) {
      // Only the server's word ends the session (401, 403, a malformed answer). A cancelled call
      // (the page is navigating or unloading: an AbortError) or a temporary failure keeps it.
      if (!isApiError(error) || error.isTemporary) return 'kept-stored-user';
      if (deps.getSession().token === token) deps.clearSession();
      return 'logged-out';
    }
  }

  return function refreshUser() {
    const { isLoggedIn, token, userData } = deps.getSession();
    if (!isLoggedIn || !token) return Promise.resolve('not-needed');
    if (refreshedToken === token && isApproved(userData?.status)) return Promise.resolve('not-needed');
    inFlight ??= run(token).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
