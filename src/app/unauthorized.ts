// What a 401 on any call does (spec sections 4 and 8): log out, then go to login with a redirect
// back to where the chef was (path + query + hash), so signing in again returns them there.

type Where = { pathname: string; search: string; hash: string };

export function createUnauthorizedHandler(deps: {
  clearSession: () => void;
  currentLocation: () => Where;
  goToLogin: (redirect: string) => void;
}): () => void {
  return () => {
    deps.clearSession();
    const { pathname, search, hash } = deps.currentLocation();
    if (pathname.startsWith('/auth/')) return; // already on a sign-in screen
    deps.goToLogin(`${pathname}${search}${hash}`);
  };
}

