// The router: the generated route tree plus the context the guard needs (session, user refresh).
import { createRouter } from '@tanstack/react-router';
import { verifyToken } from '@/api/auth';
import { setUnauthorizedHandler } from '@/api/app-client';
import { clearSession, getSession, signIn } from '@/session/session';
import { LOGIN_PATH } from '@/session/guard';
import { forgetIfSignedOut } from '@/session/signed-out-device';
import { routeTree } from '../routeTree.gen';
import { parseSearch, stringifySearch } from './search-params';
import { createUnauthorizedHandler } from './unauthorized';
import { createUserRefresh } from './user-refresh';

const refreshUser = createUserRefresh({
  getSession,
  // The guard handles a 401 from this call itself (logged out -> login), so the hook stays out.
  verify: () =>
    verifyToken({ skipUnauthorizedHook: true }).catch((error: unknown) => {
      forgetIfSignedOut(error, getSession().userData?.id);
      throw error;
    }),
  signIn,
  clearSession,
  isOnline: () => globalThis.navigator?.onLine !== false,
});

export const router = createRouter({
  routeTree,
  context: { getSession, refreshUser },
  defaultPreload: false,
  scrollRestoration: true,
  parseSearch,
  stringifySearch,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const unauthorized = createUnauthorizedHandler({
    clearSession,
    currentLocation: () => window.location,
    goToLogin: (redirect) => void router.navigate({ to: LOGIN_PATH, search: { redirect }, replace: true }),
});
// A 401 saying this device was signed out also forgets the chef's data (signed-out-device.ts).
setUnauthorizedHandler((error) => {
  forgetIfSignedOut(error, getSession().userData?.id);
  unauthorized();
});
