// The guard's refresh of the chef's data (spec section 2): once per full page load, and on every
// navigation while the chef is not approved (their status may have moved on: approval, new step).
//
// Offline first: only the server's 401 (the token is no longer valid) signs the chef out, and the
// guard sends them to login. Anything else keeps the stored user, so the installed app keeps working
// and the check is tried again on the next navigation: the device is offline, the server cannot be
// reached, times out or answers 5xx/429, the call is cancelled (a page load), or the answer cannot
// be read (a captive portal's HTML page with a 200, an empty body, bad JSON: not the server's word).
import { failureKind, isApiError } from '@/api/errors';
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
      // Only a 401 ends the session. A cancelled call (an AbortError), a temporary failure, an answer
      // that is not the API's (unreadable) or another refusal keeps it.
      if (!isApiError(error) || failureKind(error) !== 'auth') return 'kept-stored-user';
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
