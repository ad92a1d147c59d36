// The app's own API client: the page's session token and language, and the 401 hook the app sets
// at start-up. Kept apart from client.ts so the service worker can build a client of its own
// without the page's session (and React) coming along.
import { getLanguage } from '@/session/language';
import { getSession } from '@/session/session';
import { apiBaseUrl, createApiClient, type ApiClient, type ApiClientConfig } from './client';
import { ApiError } from './errors';
import { createUploader } from './upload';

let unauthorizedHandler: (error?: unknown) => void = () => {};

/** Set once at start-up: what a 401 does (clear the session, go to login with a redirect). */
export function setUnauthorizedHandler(handler: (error?: unknown) => void): void {
  unauthorizedHandler = handler;
}

/** Whether the app runs installed (as src/lib/display-mode.ts tells it, written small here: this
 * module is in the first load). */
function appDisplay(): 'standalone' | 'browser' {
  const standalone = globalThis.matchMedia?.('(display-mode: standalone)').matches || (globalThis.navigator as { standalone?: boolean } | undefined)?.standalone === true;
  return standalone ? 'standalone' : 'browser';
}

/** The page's configuration (also for the lazily loaded downloader, download.ts). */
export const appConfig: ApiClientConfig = {
  baseUrl: apiBaseUrl(),
  getToken: () => getSession().token,
  getLanguage,
  onUnauthorized: (error) => unauthorizedHandler(error),
  display: appDisplay,
};
const appClient = createApiClient(appConfig);

/** Uploads with progress (XMLHttpRequest), same headers and errors as `request`. */
export const upload = createUploader(appConfig);

export const request: ApiClient['request'] = (method, path, options) => appClient.request(method, path, options);

/** The app's client as an object (files go through `upload`: progress, and a time-out on silence). */
export const apiClient: ApiClient = { request, upload };

/**
 * A client that speaks only for one chef, for that chef's sync engine (docs/sync.md, "Who sends"):
 * it sends with the session's token only while the session is still that chef's. After another
 * chef signed in (in another tab: the session follows at once, the old engine stops a moment
 * later), it sends nothing at all: the queued action is kept for its own chef (a 401-like
 * refusal pauses the queue), never sent with the other chef's token.
 */
export function apiClientFor(
  chefId: number,
  session: () => { userData: { id: number } | null; token: string | null } = getSession,
  base: ApiClientConfig = appConfig,
): ApiClient {
  const config: ApiClientConfig = {
    ...base,
    getToken: () => {
      const current = session();
      return current.userData?.id === chefId ? current.token : null;
    },
  };
  const client = createApiClient(config);
  const uploader = createUploader(config);
  const ownChef = () => {
    if (config.getToken() === null)
      throw new ApiError({ kind: 'http', status: 401, serverMessage: 'Another chef is signed in on this device: this chef’s actions wait for them.' });
  };
  return {
    request: async (method, path, options) => {
      ownChef();
      return client.request(method, path, options);
    },
    upload: async (path, options) => {
      ownChef();
      return uploader(path, options);
    },
  };
}
