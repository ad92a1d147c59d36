// The pages the build makes (build/prerender-pages.mjs): index.html with a picture of a screen
// painted in (src/db/screen-snapshot.ts). The server answers each path with its page when the build
// has it: the sign-in screen, and the active orders as a signed-in chef's first load on a device
// sees them before anything was pulled (the screen's frame and "Loading orders…", nobody's name).
// The service worker serves the sign-in page from its precache; a signed-in screen it serves with
// the chef's own snapshot, or plain.
export const SIGN_IN_PATH = '/auth/login';
export const SIGN_IN_PAGE_FILE = 'sign-in.html';
export const ORDERS_PATH = '/orders/active';
export const ORDERS_PAGE_FILE = 'orders-active.html';
