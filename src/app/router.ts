// The router: the generated route tree plus the context the guard needs (session, user refresh).
import { createRouter } from '@tanstack/react-router';
import { verifyToken } from '@/api/auth';
import { setUnauthorizedHandler } from '@/api/app-client';
import { clearSession, getSession, signIn } from '@/session/session';
import { forgetSignedOutChef } from '@/session/logout';
import { LOGIN_PATH } from '@/session/guard';
import { routeTree } from '../routeTree.gen';
import { parseSearch, stringifySearch } from './search-params';
import { createUnauthorizedHandler } from './unauthorized';
import { createUserRefresh } from './user-refresh';

const refreshUser = createUserRefresh({
  getSession,
  // The guard handles a 401 from this call itself (logged out -> login), so the hook stays out.
  verify: () => verifyToken({ skipUnauthorizedHook: true }),
  signIn,
  clearSession,
  isOnline: () => globalThis.navigator?.onLine !== false,
  forgetChef: forgetSignedOutChef,
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

setUnauthorizedHandler(
  createUnauthorizedHandler({
    clearSession,
    currentLocation: () => window.location,
    goToLogin: (redirect) => void router.navigate({ to: LOGIN_PATH, search: { redirect }, replace: true }),
    currentChefId: () => getSession().userData?.id,
    forgetChef: forgetSignedOutChef,
  }),
);
