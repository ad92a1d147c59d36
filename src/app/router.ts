// The router: the generated route tree plus the context the guard needs (session, user refresh).
// Created on first use, not when the module loads, so src/main.tsx can run it as a task of its own
// between yields (docs/architecture.md, "First load").
import { createRouter } from '@tanstack/react-router';
import { verifyToken } from '@/api/auth';
import { setUnauthorizedHandler } from '@/api/app-client';
import { clearSession, getSession, signIn } from '@/session/session';
import { LOGIN_PATH } from '@/session/guard';
import { routeTree } from '../routeTree.gen';
import { parseSearch, stringifySearch } from './search-params';
import { createUnauthorizedHandler } from './unauthorized';
import { createUserRefresh } from './user-refresh';

function createAppRouter() {
  const refreshUser = createUserRefresh({
    getSession,
    // The guard handles a 401 from this call itself (logged out -> login), so the hook stays out.
    verify: () => verifyToken({ skipUnauthorizedHook: true }),
    signIn,
    clearSession,
    isOnline: () => globalThis.navigator?.onLine !== false,
  });
  return createRouter({
    routeTree,
    context: { getSession, refreshUser },
    defaultPreload: false,
    scrollRestoration: true,
    parseSearch,
    stringifySearch,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

let created: AppRouter | undefined;

/** The app's router, created by the first call. */
export function appRouter(): AppRouter {
  created ??= createAppRouter();
  return created;
}

// Set when the module loads (a cheap closure), so a 401 before the router exists is handled too.
setUnauthorizedHandler(
  createUnauthorizedHandler({
    clearSession,
    currentLocation: () => window.location,
    goToLogin: (redirect) => void appRouter().navigate({ to: LOGIN_PATH, search: { redirect }, replace: true }),
  }),
);

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
