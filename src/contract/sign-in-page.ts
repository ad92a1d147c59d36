// The sign-in page the build makes (scripts/prerender-sign-in.mjs): index.html with a picture of
// the sign-in screen painted in (src/db/screen-snapshot.ts). The server answers /auth/login with
// it when the build has it, and the service worker does from its precache.
export const SIGN_IN_PATH = '/auth/login';
export const SIGN_IN_PAGE_FILE = 'sign-in.html';
