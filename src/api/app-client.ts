// The app's own API client: the page's session token and language, and the 401 hook the app sets
// at start-up. Kept apart from client.ts so the service worker can build a client of its own
// without the page's session (and React) coming along.
import { getLanguage } from '@/session/language';
import { getSession } from '@/session/session';
import { apiBaseUrl, createApiClient, type ApiClient, type ApiClientConfig } from './client';
import { createUploader } from './upload';

let unauthorizedHandler: () => void = () => {};

/** Set once at start-up: what a 401 does (clear the session, go to login with a redirect). */
export function setUnauthorizedHandler(handler: () => void): void {
  unauthorizedHandler = handler;
}

/** The page's configuration (also for the lazily loaded downloader, download.ts). */
export const appConfig: ApiClientConfig = {
  baseUrl: apiBaseUrl(),
  getToken: () => getSession().token,
  getLanguage,
  onUnauthorized: () => unauthorizedHandler(),
};
const appClient = createApiClient(appConfig);

/** Uploads with progress (XMLHttpRequest), same headers and errors as `request`. */
export const upload = createUploader(appConfig);

export const request: ApiClient['request'] = (method, path, options) => appClient.request(method, path, options);

/** The app's client as an object, for the sync engine (files go through `upload`: progress, and a
 * time-out on silence). */
export const apiClient: ApiClient = { request, upload };
